/** A new session's exercises and sets copied from a routine's or workout's entries, as a pure function. */
import type { WorkoutExercise } from '../../shared/api-types';
import { composeSetId } from '../lib/db/keys/set';
import type { SessionRecord, SetRecord } from './records';

/** The leading whole number of a reps text: '8-12' → 8, '10' → 10; none ('AMRAP') → null. */
export function leadingReps(text: string): number | null {
  const match = /^\s*(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The session with the entries' exercises in order (each once), their rest seconds, and per entry its
 * warm-up sets then its working sets, numbered per exercise from 1 like added sets are.
 */
export function sessionFromTemplate(options: {
  session: SessionRecord;
  exercises: readonly WorkoutExercise[];
  newLocalId: () => string;
}): { session: SessionRecord; sets: SetRecord[] } {
  const { session } = options;
  const exerciseIds: string[] = [];
  const exerciseRestSeconds: Record<string, number> = {};
  const sets: SetRecord[] = [];
  const setCounts = new Map<string, number>();
  for (const entry of options.exercises) {
    if (!exerciseIds.includes(entry.exerciseId)) {
      exerciseIds.push(entry.exerciseId);
      exerciseRestSeconds[entry.exerciseId] = entry.restSeconds;
    }
    const kinds = [...Array<boolean>(entry.warmupSets).fill(true), ...Array<boolean>(entry.sets).fill(false)];
    for (const isWarmup of kinds) {
      const setNumber = (setCounts.get(entry.exerciseId) ?? 0) + 1;
      setCounts.set(entry.exerciseId, setNumber);
      const localId = options.newLocalId();
      sets.push({
        id: composeSetId(session.id, localId),
        localId,
        sessionId: session.id,
        userId: session.userId,
        exerciseId: entry.exerciseId,
        exerciseName: entry.exerciseName,
        setNumber,
        weight: entry.weight,
        reps: leadingReps(entry.reps),
        isCompleted: false,
        isWarmup,
        createdAt: session.createdAt,
      });
    }
  }
  return { session: { ...session, exerciseIds, exerciseRestSeconds }, sets };
}
