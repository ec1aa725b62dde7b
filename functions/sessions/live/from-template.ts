/** A new session's exercises and sets copied from a routine's or workout's entries, as a pure function. */
import type { WorkoutExercise } from '../../../shared/api-types';
import { withSupersetsTogether } from '../../../shared/workout/superset';
import { composeSetId } from '../keys';
import type { SessionRecord, SetRecord } from '../records';

/**
 * The session with the entries' exercises in order (each once, a superset's exercises together), their rest seconds,
 * notes and superset letters, and per entry its warm-up sets then its working sets, numbered per exercise from 1 like
 * added sets are. Issue 27: the sets hold no values; each working set carries the entry's reps text and weight as its
 * target, which the set row shows as a hint (shared/workout/set-targets.ts).
 */
export function sessionFromTemplate(options: {
  session: SessionRecord;
  exercises: readonly WorkoutExercise[];
  newLocalId: () => string;
}): { session: SessionRecord; sets: SetRecord[] } {
  const { session } = options;
  const exerciseIds: string[] = [];
  const exerciseRestSeconds: Record<string, number> = {};
  const exerciseNotes: Record<string, string> = {};
  const supersetGroups: Record<string, string> = {};
  const sets: SetRecord[] = [];
  const setCounts = new Map<string, number>();
  for (const entry of withSupersetsTogether(options.exercises)) {
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
      const localId = options.newLocalId();
      sets.push({
        id: composeSetId(session.id, localId),
        localId,
        sessionId: session.id,
        userId: session.userId,
        exerciseId,
        exerciseName: entry.exerciseName,
        setNumber,
        weight: null,
        reps: null,
        isCompleted: false,
        isWarmup,
        createdAt: session.createdAt,
        ...(isWarmup ? {} : { target: { reps: entry.reps, weight: entry.weight } }),
      });
    }
  }
  return {
    session: {
      ...session,
      exerciseIds,
      exerciseRestSeconds,
      ...(Object.keys(exerciseNotes).length > 0 ? { exerciseNotes } : {}),
      ...(Object.keys(supersetGroups).length > 0 ? { supersetGroups } : {}),
    },
    sets,
  };
}
