/**
 * What a session started from a routine or workout copies from its entries (issue 27), as one pure function the
 * server and the phone both run: the phone to start offline with ids it chose, the server to store that copy
 * (issue 30), so both hold the same exercises, sets and targets.
 */
import type { WorkoutExercise } from '../api-types';
import type { SetTarget } from './set-targets';
import { withSupersetsTogether } from './superset';

/** One entry of a routine or workout as copied into a session. */
export type TemplateEntry = Pick<WorkoutExercise, 'exerciseId' | 'exerciseName' | 'sets' | 'warmupSets' | 'reps' | 'weight' | 'restSeconds' | 'notes' | 'supersetGroup'>;

export interface CopiedSet {
  localId: string;
  exerciseId: string;
  exerciseName: string;
  setNumber: number;
  isWarmup: boolean;
  target?: SetTarget;
}

export interface TemplateCopy {
  exerciseIds: string[];
  exerciseRestSeconds: Record<string, number>;
  exerciseNotes?: Record<string, string>;
  supersetGroups?: Record<string, string>;
  sets: CopiedSet[];
}

/** How many sets a copy of these entries has (warm-ups and working sets). */
export const copiedSetCount = (entries: readonly Pick<TemplateEntry, 'sets' | 'warmupSets'>[]) => entries.reduce((count, entry) => count + entry.warmupSets + entry.sets, 0);

/**
 * The entries' exercises in order (each once, a superset's exercises together), their rest seconds, notes and
 * superset letters, and per entry its warm-up sets then its working sets, numbered per exercise from 1 like added
 * sets are. The sets hold no values; each working set carries the entry's reps text and weight as its target, which
 * the set row shows as a hint (set-targets.ts). `newLocalId` is called once per set, in the order of `sets`.
 */
export function copyTemplate(entries: readonly TemplateEntry[], newLocalId: () => string): TemplateCopy {
  const exerciseIds: string[] = [];
  const exerciseRestSeconds: Record<string, number> = {};
  const exerciseNotes: Record<string, string> = {};
  const supersetGroups: Record<string, string> = {};
  const sets: CopiedSet[] = [];
  const setCounts = new Map<string, number>();
  for (const entry of withSupersetsTogether(entries)) {
    const { exerciseId } = entry;
    if (!exerciseIds.includes(exerciseId)) {
      exerciseIds.push(exerciseId);
      exerciseRestSeconds[exerciseId] = entry.restSeconds;
    }
    const note = entry.notes?.trim();
    // An exercise listed twice keeps each of its different notes.
    if (note && !(exerciseNotes[exerciseId] ?? '').split('\n').includes(note)) {
      exerciseNotes[exerciseId] = exerciseNotes[exerciseId] ? `${exerciseNotes[exerciseId]}\n${note}` : note;
    }
    if (entry.supersetGroup && !supersetGroups[exerciseId]) supersetGroups[exerciseId] = entry.supersetGroup;
    const kinds = [...Array<boolean>(entry.warmupSets).fill(true), ...Array<boolean>(entry.sets).fill(false)];
    for (const isWarmup of kinds) {
      const setNumber = (setCounts.get(exerciseId) ?? 0) + 1;
      setCounts.set(exerciseId, setNumber);
      sets.push({
        localId: newLocalId(),
        exerciseId,
        exerciseName: entry.exerciseName,
        setNumber,
        isWarmup,
        ...(isWarmup ? {} : { target: { reps: entry.reps, weight: entry.weight } }),
      });
    }
  }
  return {
    exerciseIds,
    exerciseRestSeconds,
    ...(Object.keys(exerciseNotes).length > 0 ? { exerciseNotes } : {}),
    ...(Object.keys(supersetGroups).length > 0 ? { supersetGroups } : {}),
    sets,
  };
}

/** A copied set's public id: `<sessionId>.<localId>`, the form the server gives a session's sets (functions/sessions/keys.ts). */
export const copiedSetId = (sessionId: string, localId: string) => `${sessionId}.${localId}`;
