/**
 * What a routine or plan asks of a set (issue 27: plans carried faithfully into the live workout). Pure, shared by
 * the server (copied onto a session's sets when it is started from a routine or workout) and the set rows (shown as
 * the empty fields' hints). Weights in hundredths of a pound.
 *
 * - A target is a hint, never a value: the set holds nothing until the person types or ticks (issue 27, 'what is
 *   shown is what is saved').
 * - The plan's reps text is kept as written and read here: '8' (exact), '6-8' (a range; '6–8' and '6 to 8' too),
 *   '10+' (at least), 'AMRAP' (as many reps as possible; 'max' and 'to failure' too), or other words (shown as
 *   written).
 * - Ticking an empty field fills it from its hint: an exact target gives its reps, a range or '10+' its lower bound
 *   (the least the plan asks, never reps the person may not have done), AMRAP and other words nothing: the reps must
 *   be typed.
 */
import { MAX_REPS } from '../constants';

export interface SetTarget {
  /** The plan's reps text as written ('6-8', '10', 'AMRAP'), or null. */
  reps: string | null;
  /** Hundredths of a pound, or null when the plan gives no weight. */
  weight: number | null;
}

export type RepsTarget =
  | { kind: 'exact'; reps: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'at-least'; min: number }
  | { kind: 'amrap' }
  | { kind: 'words'; text: string };

const AMRAP_WORDS = new Set(['amrap', 'amap', 'max', 'max reps', 'failure', 'to failure']);

const count = (text: string | undefined): number | null => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_REPS ? value : null;
};

/** The plan's reps text read as a target; null when blank. */
export function parseRepsTarget(text: string | null | undefined): RepsTarget | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  if (AMRAP_WORDS.has(trimmed.toLowerCase())) return { kind: 'amrap' };
  const exact = /^(\d+)$/.exec(trimmed);
  if (exact && count(exact[1]) !== null) return { kind: 'exact', reps: count(exact[1])! };
  const atLeast = /^(\d+) ?\+$/.exec(trimmed);
  if (atLeast && count(atLeast[1]) !== null) return { kind: 'at-least', min: count(atLeast[1])! };
  const range = /^(\d+) ?(?:-|–|—|to) ?(\d+)$/i.exec(trimmed);
  const [low, high] = [count(range?.[1]), count(range?.[2])];
  if (low !== null && high !== null) {
    return low === high ? { kind: 'exact', reps: low } : { kind: 'range', min: Math.min(low, high), max: Math.max(low, high) };
  }
  return { kind: 'words', text: trimmed };
}

/** The target as the reps field shows it: '8', '6-8', '10+', 'AMRAP', or the plan's words. */
export function repsTargetText(target: RepsTarget): string {
  switch (target.kind) {
    case 'exact':
      return String(target.reps);
    case 'range':
      return `${target.min}-${target.max}`;
    case 'at-least':
      return `${target.min}+`;
    case 'amrap':
      return 'AMRAP';
    case 'words':
      return target.text;
  }
}

/** The target as a screen reader hears it after the field's name; it contains the text shown. */
export function spokenRepsTarget(target: RepsTarget): string {
  switch (target.kind) {
    case 'range':
      return `target ${repsTargetText(target)} reps`;
    case 'at-least':
      return `target ${repsTargetText(target)} reps, ${target.min} or more`;
    case 'amrap':
      return 'target AMRAP, as many reps as possible';
    default:
      return `target ${repsTargetText(target)}`;
  }
}

/** The reps a tick puts into an empty reps field showing this target; null: the reps must be typed. */
export function repsToFill(target: RepsTarget): number | null {
  switch (target.kind) {
    case 'exact':
      return target.reps;
    case 'range':
    case 'at-least':
      return target.min;
    default:
      return null;
  }
}

