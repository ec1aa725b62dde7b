/**
 * Issue 30, deliverable 6: the delayed message that stands for a scheduled rest alert, and the push it becomes. Pure:
 * the unit test reads it, the schedule and the consumer share it.
 */
import type { PushPayload } from '../../../shared/push/push-kinds';

/** SQS delays one message at most 15 minutes: a longer rest takes several hops (the consumer sends it on). */
export const MAX_QUEUE_DELAY_SECONDS = 15 * 60;
/**
 * The consumer waits out the part of a second a whole-second delay leaves (the push then lands at the rest's end,
 * not up to a second before or after); more than this left and the message is sent on for the rest.
 */
export const MAX_WAIT_IN_CONSUMER_MS = 1_500;
/**
 * A rest alert this late is not sent: the person is back at the bar (the web app's own alert has the same rule,
 * STALE_REST_ALERT_MS). A message retried after a failure is late by its queue's visibility timeout.
 */
export const STALE_REST_ALERT_MS = 60_000;
/** The push service drops the push if the phone cannot be reached for this long: a late "rest is over" is wrong. */
export const REST_PUSH_TTL_SECONDS = 60;

/** What the queue carries: whose alert, which one (the item's token) and when it is due (epoch ms). */
export interface RestAlertMessage {
  userId: string;
  token: string;
  dueAt: number;
}

export function parseRestAlertMessage(body: string): RestAlertMessage | undefined {
  try {
    const value = JSON.parse(body) as Partial<RestAlertMessage>;
    if (typeof value.userId !== 'string' || typeof value.token !== 'string' || typeof value.dueAt !== 'number' || !Number.isFinite(value.dueAt)) return undefined;
    return { userId: value.userId, token: value.token, dueAt: value.dueAt };
  } catch {
    return undefined;
  }
}

/** The whole seconds to delay a message due at `dueAt`: never past it, at most one queue hop. */
export const queueDelaySeconds = (dueAt: number, now: number) => Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.floor((dueAt - now) / 1000)));

/** What the consumer does with a message at `now`: send it on (a long rest), wait a moment and push, or drop it (stale). */
export type RestAlertStep = { kind: 'requeue' } | { kind: 'push'; waitMs: number } | { kind: 'stale' };

export function nextStep(message: RestAlertMessage, now: number): RestAlertStep {
  const left = message.dueAt - now;
  if (left > MAX_WAIT_IN_CONSUMER_MS) return { kind: 'requeue' };
  if (-left > STALE_REST_ALERT_MS) return { kind: 'stale' };
  return { kind: 'push', waitMs: Math.max(0, left) };
}

/** The notification's id: the web app's own rest notification's tag (rest-alert.ts), so one replaces the other. */
export const REST_ALERT_PUSH_ID = 'rest-timer';

/** "Rest is over", the exercise the next set is of at most, and the live workout a tap opens. */
export function restAlertPayload(alert: { sessionId: string; exerciseName?: string }): PushPayload {
  return {
    id: REST_ALERT_PUSH_ID,
    kind: 'rest',
    title: 'Rest is over',
    body: alert.exerciseName ? `Time for your next set of ${alert.exerciseName}.` : 'Time for your next set.',
    // The web app's live workout (web/src/lib/paths.ts liveWorkoutPath).
    url: `/workout/session?session=${encodeURIComponent(alert.sessionId)}`,
  };
}
