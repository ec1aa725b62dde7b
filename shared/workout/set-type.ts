/**
 * Issue 29, deliverable 2: how a set was done (its type), how hard it felt (RPE) and a note. A set stored before set
 * types existed has only `isWarmup`: it reads as a warm-up or a normal set (a read-time default, nothing rewritten).
 * Warm-ups never count for records or volume; failure and drop sets are working sets (docs/decisions.md).
 */
export const SET_TYPES = ['warmup', 'normal', 'failure', 'drop'] as const;
export type SetType = (typeof SET_TYPES)[number];

/** RPE as Strong and Hevy take it: 6 to 10 in halves. */
export const MIN_RPE = 6;
export const MAX_RPE = 10;
export const RPE_VALUES: readonly number[] = Array.from({ length: (MAX_RPE - MIN_RPE) * 2 + 1 }, (_, index) => MIN_RPE + index / 2);
/** A set's note, like a comment: short. */
export const MAX_SET_NOTE_LENGTH = 200;
/** A note on an exercise of a workout (as a routine's exercise note). */
export const MAX_EXERCISE_NOTE_LENGTH = 500;

export const isRpe = (value: number) => Number.isFinite(value) && value >= MIN_RPE && value <= MAX_RPE && Number.isInteger(value * 2);

/** The type of a set as stored now or before set types (only `isWarmup`). */
export function setTypeOf(set: { setType?: SetType | null; isWarmup: boolean }): SetType {
  return set.setType ?? (set.isWarmup ? 'warmup' : 'normal');
}

/** The set-number cell's marker of a set type other than normal (as Strong and Hevy draw them). */
export const SET_TYPE_MARKERS = { warmup: 'W', failure: 'F', drop: 'D' } as const satisfies Partial<Record<SetType, string>>;

export const SET_TYPE_NAMES: Record<SetType, string> = { warmup: 'Warm-up', normal: 'Normal', failure: 'Failure', drop: 'Drop set' };

/** '@8', '@7.5': how RPE is written beside a set. */
export const rpeText = (rpe: number) => `@${rpe}`;

/** Reads an RPE as files write it ('8', '8.5', '8,5'); anything outside 6-10 in halves is undefined. */
export function parseRpe(text: string | null | undefined): number | undefined {
  const trimmed = text?.trim().replace(',', '.');
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isRpe(value) ? value : undefined;
}

/** A change of a set's details: only the fields given change; null clears RPE or the note. */
export interface SetDetails {
  setType?: SetType;
  rpe?: number | null;
  note?: string | null;
}

/** W, F or D for a warm-up, failure or drop set (set stored before types: from isWarmup); undefined for a normal set. */
export type SetMarker = (typeof SET_TYPE_MARKERS)[keyof typeof SET_TYPE_MARKERS];

export function setMarker(set: { setType?: SetType | null; isWarmup: boolean }): SetMarker | undefined {
  const type = setTypeOf(set);
  return type === 'normal' ? undefined : SET_TYPE_MARKERS[type];
}
