import type { OutboxEntry, OutboxInput } from '../outbox/outbox-entry';
import { addSet } from './changes/add-set';
import { deleteSet } from './changes/delete-set';
import { discardWorkout } from './changes/discard-workout';
import { finishWorkout } from './changes/finish-workout';
import { exerciseNote } from './changes/exercise-note';
import { markWarmup } from './changes/mark-warmup';
import { moveExercise } from './changes/move-exercise';
import { removeExercise } from './changes/remove-exercise';
import { replaceExercise } from './changes/replace-exercise';
import { setDetails } from './changes/set-details';
import { setValues } from './changes/set-values';
import { startWorkout } from './changes/start-workout';
import { superset } from './changes/superset';
import { tickSet } from './changes/tick-set';
import type { LiveChange } from './live-change';
import type { LiveChangeKind, LiveChangeModule } from './live-change-module';
import type { SessionView } from './session-view';

/** Each change a person can make to a live workout, by its kind: one module each, in `changes/`. */
const modules: { [Kind in LiveChangeKind]: LiveChangeModule<Kind> } = {
  start: startWorkout,
  'add-set': addSet,
  'delete-set': deleteSet,
  entries: setValues,
  completion: tickSet,
  warmup: markWarmup,
  'set-details': setDetails,
  'exercise-note': exerciseNote,
  superset,
  move: moveExercise,
  replace: replaceExercise,
  remove: removeExercise,
  finish: finishWorkout,
  discard: discardWorkout,
};

export const liveChangeModule = <Kind extends LiveChangeKind>(kind: Kind): LiveChangeModule<Kind> => modules[kind];

export const liveChangeModules: ReadonlyArray<LiveChangeModule<LiveChangeKind>> = (Object.keys(modules) as LiveChangeKind[]).map(liveChangeModule);

/** A change as the person sees it at once, and as it is applied again over server data while it waits to be sent. */
export const applyLiveChange = (view: SessionView, change: LiveChange): SessionView => liveChangeModule(change.kind).show(view, change);

export const applyLiveChanges = (view: SessionView, changes: readonly LiveChange[]): SessionView => changes.reduce(applyLiveChange, view);

/** The live change an outbox entry holds, if it holds one (with the session it belongs to). */
export function liveChangeOf(entry: OutboxEntry): { sessionId: string; change: LiveChange } | undefined {
  if (entry.scope === undefined) return undefined;
  for (const module of liveChangeModules) {
    const change = module.outbox.dataOf(entry);
    if (change) return { sessionId: entry.scope, change };
  }
  return undefined;
}

/** The outbox entry of a change of session `sessionId`: its module's request, words, and the ids it creates and needs. */
export function liveChangeInput(sessionId: string, change: LiveChange): OutboxInput {
  const module = liveChangeModule(change.kind);
  return module.outbox.input({
    data: change,
    scope: sessionId,
    label: module.label(change),
    request: module.request(sessionId, change),
    ...(module.creates && { creates: module.creates(sessionId, change) }),
    ...(module.requires && { requires: module.requires(sessionId, change) }),
  });
}
