/**
 * Issue 30: the push consumer. Each new notification goes, as a push, to every device of its recipient whose switch
 * for its kind is on, at most once per recipient, actor, kind and target in 10 minutes (a follow/unfollow loop
 * pushes once). A device whose push service answers 404 or 410 is removed. A push that fails otherwise is logged, not
 * retried: a replayed record must not push twice, and news an hour late is no news.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { newsOf, pushOf } from './notification-record';
import { pushToDevices } from './push-to-devices';
import { claimPushSlot, listPushTargets } from './repository';
import type { SendOutcome } from './send-push';

export async function deliverNews(record: DynamoDBRecord): Promise<SendOutcome[]> {
  const news = newsOf(record);
  const push = news && pushOf(news);
  if (!news || !push) return [];
  const devices = (await listPushTargets({ userId: news.recipientId })).filter((device) => device.kinds[push.payload.kind]);
  if (devices.length === 0) return [];
  const first = await claimPushSlot({ userId: news.recipientId, kind: push.payload.kind, target: push.target, actorId: push.actorId });
  if (!first) return [];
  return pushToDevices(news.recipientId, devices, push.payload);
}
