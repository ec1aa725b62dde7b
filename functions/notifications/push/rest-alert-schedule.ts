/**
 * Issue 30, deliverable 6: scheduling the push that tells a person their rest is over, for a phone that is locked by
 * then. The phone names the seconds left; the person's one pending alert is stored with a new token (replacing any
 * before) and a message carrying that token is queued with a delay to the rest's end (SQS in AWS, the runner's
 * in-process delay queue locally: REST_ALERT_QUEUE_URL). SQS messages cannot be withdrawn, so a cancel removes the
 * item instead, and the consumer (rest-alert-delivery.ts) pushes only for a token that is still the item's. Kept apart
 * from the delivery so the sessions function, which schedules, does not carry the push sender.
 */
import { randomUUID } from 'node:crypto';
import { requireEnv } from '../../lib/config';
import { sendDelayedMessage } from '../../lib/aws/sqs-send';
import { queueDelaySeconds, type RestAlertMessage } from './rest-alert-message';
import { deletePendingRestAlert, savePendingRestAlert } from './rest-alert-repository';

/** Queues `message` for its due time, or for one queue delay when it is further off. */
export const enqueueRestAlert = (message: RestAlertMessage, now: number) =>
  sendDelayedMessage(requireEnv('REST_ALERT_QUEUE_URL'), JSON.stringify(message), queueDelaySeconds(message.dueAt, now));

/** Schedules the person's rest alert `seconds` from now, replacing the one before. */
export async function scheduleRestAlert(alert: { userId: string; sessionId: string; seconds: number; exerciseName?: string }): Promise<void> {
  const now = Date.now();
  const message: RestAlertMessage = { userId: alert.userId, token: randomUUID(), dueAt: now + Math.round(alert.seconds * 1000) };
  await savePendingRestAlert({ ...message, sessionId: alert.sessionId, exerciseName: alert.exerciseName });
  await enqueueRestAlert(message, now);
}

/** Cancels the person's rest alert (only that session's, when named: a finished workout ends its own rest). */
export const cancelRestAlert = (options: { userId: string; sessionId?: string }) => deletePendingRestAlert(options);
