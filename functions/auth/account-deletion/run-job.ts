/**
 * Runs a slice of a deletion job: batches of the current step, step after step, until the time budget is spent or
 * the job is done, then writes the progress (conditioned on the version read). That write is itself a stream event
 * that runs the next slice, so a job of any size goes on in bounded invocations. Steps are idempotent, so a slice
 * that crashes before writing its progress is simply run again.
 */
import type { DeletionStep } from '../../lib/account-deletion';
import type { DeletionJob } from './job-record';

/** Well inside the consumer's 2-minute timeout, leaving room for a slow last batch. */
export const SLICE_BUDGET_MS = 30_000;

export interface JobSliceOptions {
  steps: readonly DeletionStep[];
  budgetMs?: number;
  now?: () => number;
}

/** The job after one slice (not written: the caller writes it). */
export async function runJobSlice(job: DeletionJob, options: JobSliceOptions): Promise<DeletionJob> {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? SLICE_BUDGET_MS);
  let { stepIndex, cursor, batches } = job;
  while (stepIndex < options.steps.length) {
    const step = options.steps[stepIndex]!;
    const result = await step.run({ userId: job.userId, cursor, profileImage: job.profileImage, startedAt: job.startedAt });
    batches++;
    if (result.cursor === undefined) {
      stepIndex++;
      cursor = undefined;
    } else {
      cursor = result.cursor;
    }
    if (now() >= deadline) break;
  }
  const done = stepIndex >= options.steps.length;
  const at = new Date(now()).toISOString();
  return {
    ...job,
    status: done ? 'done' : 'running',
    stepIndex,
    stepName: options.steps[stepIndex]?.name ?? 'done',
    cursor,
    batches,
    version: job.version + 1,
    updatedAt: at,
    // A finished job keeps only the id and the timings (for the operator, until its TTL), not where the photo was.
    ...(done ? { finishedAt: at, profileImage: null } : {}),
  };
}
