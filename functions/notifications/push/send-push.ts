/**
 * Issue 30: one push to one device, through `web-push` (RFC 8291 aes128gcm encryption, RFC 8292 VAPID). web-push
 * builds the request; it is sent here with fetch so that the endpoint is checked against the allowlist right before
 * the call, redirects are never followed (a push service answers, it does not send us elsewhere) and a slow service
 * cannot hold the consumer.
 */
import webpush from 'web-push';
import type { PushPayload } from '../../../shared/push/push-kinds';
import { mayPostTo, vapidSubject } from './push-config';
import type { PushTarget } from './repository';
import { loadVapidKeys } from './vapid-keys';

/** How long a push service has to answer. */
const SEND_TIMEOUT_MS = 5_000;
/** A push service keeps an undelivered push this long (the phone may be off): a day, then it is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** sent; gone (404/410: the device unsubscribed, remove it); refused (not an allowed push service: never called); failed. */
export type SendOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/** `ttlSeconds`: how long the push service may hold the push for a phone it cannot reach (a day unless named). */
export async function sendPush(device: Pick<PushTarget, 'endpoint' | 'keys'>, payload: PushPayload, options: { ttlSeconds?: number } = {}): Promise<SendOutcome> {
  if (!mayPostTo(device.endpoint)) return 'refused';
  const vapid = await loadVapidKeys();
  let request: webpush.RequestDetails;
  try {
    request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payload), {
      vapidDetails: { subject: vapidSubject(), publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: options.ttlSeconds ?? PUSH_TTL_SECONDS,
      urgency: 'high',
    });
  } catch {
    // Keys that are no P-256 point (stored before they were checked): nothing can be encrypted for that device.
    return 'failed';
  }
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) return 'gone';
    return answer.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
