import type { SetChangeEffects } from '../../../shared/api-types';
import { countsForAnyRecord } from '../../../shared/workout/records';
import { liveSetFlags } from '../insights';
import { orderSets, type SessionRecord, type SetRecord } from '../records';
import { findExerciseRecords } from '../repository';

/**
 * What a set change leaves of its exercise (issue 14): the session's order and the exercise's sets as they are once
 * the change is written, each completed working set with its live record flags. Reads the exercise's records (one
 * consistent GetItem) only when one of its sets can set a record, so the answer costs what the set's own flags did
 * when the changed set is the one that counts, and replaces the client's re-read of the session and all its sets.
 */
export async function setChangeEffects(options: {
  session: SessionRecord;
  /** The session's sets as they are after the change. */
  setsAfter: readonly SetRecord[];
  exerciseId: string;
  exerciseIds: readonly string[];
}): Promise<SetChangeEffects> {
  const { session, exerciseId, exerciseIds } = options;
  const exerciseSets = options.setsAfter.filter((set) => set.exerciseId === exerciseId);
  const canSetRecord = exerciseSets.some((set) => set.isCompleted && !set.isWarmup && countsForAnyRecord(set));
  const record = canSetRecord ? await findExerciseRecords({ userId: session.userId, exerciseId }) : undefined;
  const flags = liveSetFlags({
    session: { ...session, exerciseIds: [...exerciseIds] },
    sets: exerciseSets,
    records: new Map(record ? [[exerciseId, record]] : []),
  });
  return { exerciseIds: [...exerciseIds], exerciseSets: orderSets(exerciseSets, exerciseIds, flags) };
}
