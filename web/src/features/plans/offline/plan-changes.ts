/**
 * Issue 30: a training plan and its workouts created or edited offline. Each save is queued in the person's outbox
 * (sent in order, under the ids the phone chose, so a resend makes nothing twice; a workout of a plan made offline
 * needs that plan made first) and shown at once: My Plans, the plan's read, its workouts and the workout's own read
 * hold the phone's copy. Once no plan change waits (or one is refused) the plans and workouts are read again.
 */
import type { Plan, PlanSummary, Workout } from '../../../../../shared/api-types';
import type { CheckedPlanRequest, CheckedWorkoutRequest } from '../../../../../shared/schemas/plans';
import { queryClient } from '../../../lib/api';
import type { OutboxEntry, OutboxInput } from '../../../lib/outbox/outbox-entry';
import { outboxRequest } from '../../../lib/outbox/outbox-request';
import { currentOutbox, subscribeToCurrentOutbox } from '../../../lib/outbox/outbox-runtime';
import { withChangedItem, withListedItem, type PagedList } from '../../../lib/queries/listed-item';
import { planKeys, readPlansAndWorkoutsAgain, workoutKeys } from '../../../lib/queries/plan-queries';
import { planSummaryOf } from './local-plan';

export type PlanChange = { type: 'training-plan' } & (
  | { kind: 'create-plan' | 'edit-plan'; plan: Plan; body: CheckedPlanRequest }
  | { kind: 'create-workout' | 'edit-workout'; workout: Workout; body: CheckedWorkoutRequest }
);

export const isPlanChange = (value: unknown): value is PlanChange =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'training-plan';

/** The outbox entry of a change: its request (repeatable: the server answers a resend with what it made), its words, its ids. */
export function planChangeEntry(change: PlanChange): OutboxInput {
  switch (change.kind) {
    case 'create-plan':
      return {
        request: outboxRequest('POST /api/plans', { body: { ...change.body, id: change.plan.id } }, { repeatable: true }),
        label: 'New plan',
        change,
        creates: [change.plan.id],
      };
    case 'edit-plan':
      return {
        request: outboxRequest('PUT /api/plans/{id}', { params: { id: change.plan.id }, body: change.body }, { repeatable: true }),
        label: 'Edit plan',
        change,
        requires: [change.plan.id],
      };
    case 'create-workout':
      return {
        request: outboxRequest('POST /api/workouts', { body: { ...change.body, id: change.workout.id } }, { repeatable: true }),
        label: 'New workout',
        change,
        creates: [change.workout.id],
        requires: change.workout.planId ? [change.workout.planId] : [],
      };
    case 'edit-workout':
      return {
        request: outboxRequest('PUT /api/workouts/{id}', { params: { id: change.workout.id }, body: change.body }, { repeatable: true }),
        label: 'Edit workout',
        change,
        requires: [change.workout.id],
      };
  }
}

const exerciseNamesOf = (workout: Workout) => workout.exercises.map((exercise) => exercise.exerciseName);

/** The plan in the phone's reads: its own, its (still empty) workouts when new, and its row in My Plans. */
function showPlan(plan: Plan): void {
  queryClient.setQueryData(planKeys.detail(plan.id), plan);
  queryClient.setQueryData<Workout[]>(planKeys.workouts(plan.id), (workouts) => workouts ?? []);
  const workouts = queryClient.getQueryData<Workout[]>(planKeys.workouts(plan.id)) ?? [];
  queryClient.setQueryData<PagedList<PlanSummary>>(planKeys.myTrainingPlans(), (data) => withListedItem(data, planSummaryOf(plan, workouts.flatMap(exerciseNamesOf))));
}

/**
 * The workout in the phone's reads: its own, and in its plan's list of workouts (a new one last). A list the phone
 * never read stays unread: a made-up list would hide the plan's other workouts.
 */
function showWorkout(workout: Workout, isNew: boolean): void {
  queryClient.setQueryData(workoutKeys.detail(workout.id), workout);
  const { planId } = workout;
  if (!planId) return;
  queryClient.setQueryData<Workout[]>(
    planKeys.workouts(planId),
    (workouts) => workouts && (isNew ? [...workouts, workout] : workouts.map((item) => (item.id === workout.id ? workout : item))),
  );
  if (!isNew) return;
  const withWorkout = <P extends Plan>(plan: P): P => ({ ...plan, workoutIds: [...plan.workoutIds, workout.id] });
  queryClient.setQueryData<Plan>(planKeys.detail(planId), (plan) => plan && withWorkout(plan));
  queryClient.setQueryData<PagedList<PlanSummary>>(planKeys.myTrainingPlans(), (data) =>
    withChangedItem(data, planId, (plan) => ({ ...withWorkout(plan), exerciseNames: [...plan.exerciseNames, ...exerciseNamesOf(workout)] })),
  );
}

let watching = false;

/**
 * Once per page, for whoever's outbox is current (changes queued by an earlier page are delivered by this one): when
 * the last plan change is delivered, or one is refused, the plans and workouts are read again (the server's copies
 * replace the phone's; a refused one goes).
 */
export function watchPlanDeliveries(): void {
  if (watching) return;
  watching = true;
  let stop: (() => void) | undefined;
  const attach = () => {
    stop?.();
    stop = currentOutbox()?.onSettled(({ entry, outcome }) => {
      if (!isPlanChange(entry.change) || outcome === 'withdrawn') return;
      const waiting = currentOutbox()?.entries.some((item) => isPlanChange(item.change)) ?? false;
      if (waiting && outcome === 'sent') return;
      void readPlansAndWorkoutsAgain(queryClient);
    });
  };
  attach();
  subscribeToCurrentOutbox(attach);
}

/** Queues the change (stored on the phone before it is sent) and shows it at once. */
export function queuePlanChange(change: PlanChange): void {
  const outbox = currentOutbox();
  if (!outbox) throw new Error('Not signed in');
  watchPlanDeliveries();
  outbox.enqueue(planChangeEntry(change));
  void queryClient.cancelQueries({ queryKey: planKeys.myTrainingPlans() });
  if ('plan' in change) showPlan(change.plan);
  else showWorkout(change.workout, change.kind === 'create-workout');
}

/**
 * The plans made on this phone that the server has not seen yet, as My Plans lists them (with their later edits and
 * workouts), newest first: shown even when the phone never kept the list of plans.
 */
export function unsentPlansOf(entries: readonly OutboxEntry[]): PlanSummary[] {
  const made = new Map<string, Plan>();
  for (const { change } of entries) {
    if (!isPlanChange(change)) continue;
    if (change.kind === 'create-plan') made.set(change.plan.id, change.plan);
    const planId = change.kind === 'edit-plan' ? change.plan.id : change.kind === 'create-workout' ? change.workout.planId : null;
    const plan = planId ? made.get(planId) : undefined;
    if (!plan) continue;
    if (change.kind === 'edit-plan') made.set(plan.id, { ...change.plan, workoutIds: plan.workoutIds });
    if (change.kind === 'create-workout') made.set(plan.id, { ...plan, workoutIds: [...plan.workoutIds, change.workout.id] });
  }
  return [...made.values()].reverse().map((plan) => planSummaryOf(plan, []));
}
