/**
 * Issue 30, deliverable 6: the rest alert consumer's work for one delayed message (scheduled by
 * rest-alert-schedule.ts): pushed at the rest's end if it still stands, sent on if it is early (a rest longer than one
 * queue delay), dropped if it is stale. Only to the person's devices whose rest switch is on.
 */
import { log } from '../../lib/observability';
import { pushToDevices } from './push-to-devices';
import { listPushTargets } from './repository';
import { nextStep, REST_PUSH_TTL_SECONDS, restAlertPayload, type RestAlertMessage } from './rest-alert-message';
import { claimPendingRestAlert, isRestAlertPending } from './rest-alert-repository';
import { enqueueRestAlert } from './rest-alert-schedule';
import type { SendOutcome } from './send-push';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function deliverRestAlert(message: RestAlertMessage): Promise<SendOutcome[]> {
  const step = nextStep(message, Date.now());
  if (step.kind === 'stale') {
    log.warn('A rest alert came too late and was not pushed', { lateMs: Date.now() - message.dueAt });
    return [];
  }
  if (step.kind === 'requeue') {
    if (await isRestAlertPending(message)) await enqueueRestAlert(message, Date.now());
    return [];
  }
  if (step.waitMs > 0) await wait(step.waitMs);
  // Taken before the push (a conditional Delete): a message delivered twice pushes once, a cancelled one never.
  const alert = await claimPendingRestAlert(message);
  if (!alert) return [];
  const devices = (await listPushTargets({ userId: alert.userId })).filter((device) => device.kinds.rest);
  return pushToDevices(alert.userId, devices, restAlertPayload(alert), { ttlSeconds: REST_PUSH_TTL_SECONDS });
}
