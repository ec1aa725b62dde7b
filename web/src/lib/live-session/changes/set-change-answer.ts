import type { SetChangeEffects, WorkoutSet } from '../../../../../shared/api-types';
import type { LiveChange } from '../live-change';
import type { AnswerContext, LiveChangeKind } from '../live-change-module';
import type { SessionView } from '../session-view';

/** What the server answers a set change with (issue 14): the changed exercise's sets and the session's order after it. */
export type SetChangeAnswer = SetChangeEffects & { exerciseId: string };

const SET_CHANGES: ReadonlySet<LiveChangeKind> = new Set(['add-set', 'delete-set', 'entries', 'completion', 'warmup', 'set-details']);

const isSetChange = (change: LiveChange): boolean => SET_CHANGES.has(change.kind);

/** The set a change of one set names (a new set's own id). */
const setIdOf = (change: LiveChange): string | undefined =>
  change.kind === 'add-set' ? change.set.id : 'setId' in change ? change.setId : undefined;

/**
 * The screen's copy of a session after a delivered set change, from the server's answer instead of a re-read: the
 * answered exercise's sets are the server's, with the person's changes still waiting applied over them again (they
 * set absolute values, so applying them twice changes nothing). Undefined when it cannot be merged: nothing is
 * cached yet, or a change still waiting moves, replaces or removes exercises (the answer's order would undo it);
 * then the session is read again once its queue is empty, as before. A delete of a set already gone answers null.
 */
export function mergeSetChangeAnswer(answer: SetChangeAnswer | null, { view, waiting, reapply }: AnswerContext): SessionView | undefined {
  const { session, sets } = view;
  if (!answer || !sets || !session || waiting.some((change) => !isSetChange(change))) return undefined;
  const ofExercise = (set: WorkoutSet) => set.exerciseId === answer.exerciseId;
  const exerciseSetIds = new Set([...answer.exerciseSets, ...sets.filter(ofExercise)].map((set) => set.id));
  const stillWaiting = waiting.filter((change) =>
    change.kind === 'add-set' ? change.set.exerciseId === answer.exerciseId : exerciseSetIds.has(setIdOf(change) ?? ''),
  );
  // With nothing waiting the server's order is the truth; else the screen's already shows the waiting changes.
  const exerciseIds = waiting.length === 0 ? answer.exerciseIds : session.exerciseIds;
  const merged = (reapply({ session: undefined, sets: answer.exerciseSets }, stillWaiting).sets ?? []).map((set) => {
    const exerciseOrder = exerciseIds.indexOf(set.exerciseId);
    return exerciseOrder === -1 ? set : { ...set, exerciseOrder };
  });
  const at = sets.findIndex(ofExercise);
  const others = sets.filter((set) => !ofExercise(set));
  const position = at === -1 ? others.length : sets.slice(0, at).filter((set) => !ofExercise(set)).length;
  return {
    session: exerciseIds === session.exerciseIds ? session : { ...session, exerciseIds },
    sets: [...others.slice(0, position), ...merged, ...others.slice(position)],
  };
}
