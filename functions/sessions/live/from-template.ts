/** A new session's exercises and sets copied from a routine's or workout's entries, as a pure function. */
import { copyTemplate, type TemplateEntry } from '../../../shared/workout/template-copy';
import { composeSetId } from '../keys';
import type { SessionRecord, SetRecord } from '../records';
import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from '../../../shared/exercise-types/types';

/**
 * The session with the entries' copy (shared/workout/template-copy.ts): its exercises in order, rest seconds, notes,
 * superset letters, and its sets as records, each id `<sessionId>.<localId>` (issue 30: the local ids may be the
 * phone's, so its offline copy and the stored one name the same sets).
 */
export function sessionFromTemplate(options: {
  session: SessionRecord;
  exercises: readonly TemplateEntry[];
  newLocalId: () => string;
  /** Issue 29: each exercise's type (absent: the default). */
  typeOf?: ReadonlyMap<string, ExerciseType>;
}): { session: SessionRecord; sets: SetRecord[] } {
  const { session } = options;
  const { sets, ...exercises } = copyTemplate(options.exercises, options.newLocalId);
  return {
    session: { ...session, ...exercises },
    sets: sets.map(({ localId, ...set }) => ({
      ...set,
      id: composeSetId(session.id, localId),
      localId,
      sessionId: session.id,
      userId: session.userId,
      weight: null,
      reps: null,
      exerciseType: options.typeOf?.get(set.exerciseId) ?? DEFAULT_EXERCISE_TYPE,
      durationSeconds: null,
      distanceMeters: null,
      isCompleted: false,
      createdAt: session.createdAt,
    })),
  };
}
