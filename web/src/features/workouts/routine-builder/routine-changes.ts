/**
 * Issue 30: a routine created or edited offline. The change is queued in the person's outbox (sent in order, with
 * the id the phone chose, so a resend makes nothing twice) and shown at once: the routine's own read and the Workouts
 * list hold the phone's copy until the server's answer replaces it. A refused change is listed by the outbox's
 * "not saved" chip, and the reads are fetched again.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { PlanSummary, PlanWithWorkouts } from '../../../../../shared/api-types';
import type { CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { queryClient } from '../../../lib/api';
import type { ApiPage } from '../../../lib/api-client';
import { currentOutbox, subscribeToCurrentOutbox } from '../../../lib/outbox/outbox-runtime';
import type { OutboxInput } from '../../../lib/outbox/outbox-entry';
import { outboxRequest } from '../../../lib/outbox/outbox-request';
import { invalidatePlansAndWorkouts, planKeys } from '../../../lib/queries/plan-queries';
import { summaryOf } from './local-routine';

export interface RoutineChange {
  type: 'routine';
  kind: 'create' | 'edit';
  /** The routine as the phone shows it until the server answers. */
  routine: PlanWithWorkouts;
  body: CheckedRoutineRequest;
}

const isRoutineChange = (value: unknown): value is RoutineChange => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'routine';

export function routineChangeEntry(change: RoutineChange): OutboxInput {
  const { id } = change.routine;
  return change.kind === 'create'
    ? { request: outboxRequest('POST /api/workout-plans', { body: { ...change.body, id } }, { repeatable: true }), label: 'New routine', change, creates: [id] }
    : { request: outboxRequest('PUT /api/workout-plans/{id}', { params: { id }, body: change.body }, { repeatable: true }), label: 'Edit routine', change, requires: [id] };
}

type RoutinePages = InfiniteData<ApiPage<PlanSummary>, string>;

/** The routine in the phone's reads: its own, and its card on Workouts (a new one first: the list is newest first). */
function showRoutine(routine: PlanWithWorkouts): void {
  queryClient.setQueryData(planKeys.withWorkouts(routine.id), routine);
  const summary = summaryOf(routine);
  queryClient.setQueryData<RoutinePages>(planKeys.mine(), (data) => {
    if (!data) return data;
    const listed = data.pages.some((page) => page.items.some((item) => item.id === routine.id));
    const pages = data.pages.map((page, index) => ({
      ...page,
      items: listed ? page.items.map((item) => (item.id === routine.id ? summary : item)) : index === 0 ? [summary, ...page.items] : page.items,
    }));
    return { ...data, pages };
  });
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
      if (event.outcome === 'sent' || event.outcome === 'refused') void invalidatePlansAndWorkouts(queryClient);
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
