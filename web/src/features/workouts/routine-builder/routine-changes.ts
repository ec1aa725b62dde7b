/**
 * Issue 30: a routine created or edited offline. The change is queued in the person's outbox (sent in order, with
 * the id the phone chose, so a resend makes nothing twice) and shown at once: the routine's own read and the Workouts
 * list hold the phone's copy until the server's answer replaces it. A refused change is listed by the outbox's
 * "not saved" chip, and the reads are fetched again.
 */
import type { PlanSummary, PlanWithWorkouts } from '../../../../../shared/api-types';
import type { CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { queryClient } from '../../../lib/api';
import { currentOutbox, subscribeToCurrentOutbox } from '../../../lib/outbox/outbox-runtime';
import type { OutboxEntry, OutboxInput } from '../../../lib/outbox/outbox-entry';
import { outboxRequest } from '../../../lib/outbox/outbox-request';
import { withListedItem, type PagedList } from '../../../lib/queries/listed-item';
import { planKeys, readPlansAndWorkoutsAgain } from '../../../lib/queries/plan-queries';
import { summaryOf } from './local-routine';

export interface RoutineChange {
  type: 'routine';
  kind: 'create' | 'edit';
  /** The routine as the phone shows it until the server answers. */
  routine: PlanWithWorkouts;
  body: CheckedRoutineRequest;
}

export const isRoutineChange = (value: unknown): value is RoutineChange => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'routine';

export function routineChangeEntry(change: RoutineChange): OutboxInput {
  const { id } = change.routine;
  return change.kind === 'create'
    ? { request: outboxRequest('POST /api/workout-plans', { body: { ...change.body, id } }, { repeatable: true }), label: 'New routine', change, creates: [id] }
    : { request: outboxRequest('PUT /api/workout-plans/{id}', { params: { id }, body: change.body }, { repeatable: true }), label: 'Edit routine', change, requires: [id] };
}

/** The routine in the phone's reads: its own, and its card on Workouts (a new one first: the list is newest first). */
function showRoutine(routine: PlanWithWorkouts): void {
  queryClient.setQueryData(planKeys.withWorkouts(routine.id), routine);
  queryClient.setQueryData<PagedList<PlanSummary>>(planKeys.mine(), (data) => withListedItem(data, summaryOf(routine)));
}

let watching = false;

/**
 * Once per page, for whoever's outbox is current (changes queued by an earlier page are delivered by this one): the
 * server's answer replaces the phone's copy; a refusal reads the routines again.
 */
export function watchRoutineDeliveries(): void {
  if (watching) return;
  watching = true;
  let stop: (() => void) | undefined;
  const attach = () => {
    stop?.();
    stop = currentOutbox()?.onSettled((event) => {
      if (!isRoutineChange(event.entry.change)) return;
      if (event.outcome === 'sent' && event.result) showRoutine(event.result as PlanWithWorkouts);
      if (event.outcome === 'sent' || event.outcome === 'refused') void readPlansAndWorkoutsAgain(queryClient);
    });
  };
  attach();
  subscribeToCurrentOutbox(attach);
}

/** Queues the change (stored on the phone before it is sent) and shows the routine at once. */
export function queueRoutineChange(change: RoutineChange): void {
  const outbox = currentOutbox();
  if (!outbox) throw new Error('Not signed in');
  watchRoutineDeliveries();
  outbox.enqueue(routineChangeEntry(change));
  void queryClient.cancelQueries({ queryKey: planKeys.mine() });
  showRoutine(change.routine);
}

/**
 * The routines made on this phone that the server has not seen yet, as Workouts lists them (each with its latest
 * edit): shown even when the phone never kept the routine list (issue 30).
 */
export function unsentRoutinesOf(entries: readonly OutboxEntry[]): PlanSummary[] {
  const changes = entries.flatMap((entry) => (isRoutineChange(entry.change) ? [entry.change] : []));
  const made = new Map<string, PlanWithWorkouts>();
  for (const change of changes) {
    if (change.kind === 'create' || made.has(change.routine.id)) made.set(change.routine.id, change.routine);
  }
  return [...made.values()].reverse().map(summaryOf);
}
