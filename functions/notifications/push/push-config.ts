/**
 * Issue 30: the push configuration of a deployment. PUSH_ALLOWED_ORIGINS (comma-separated origins, e.g.
 * `http://127.0.0.1:4100`) adds push services to the browsers' own, for the tests' local push service: unset in AWS.
 * VAPID_SUBJECT is the contact a push service may use (RFC 8292: a mailto: or https: URL).
 */
import { isAllowedPushEndpoint } from '../../../shared/push/push-services';

export const allowedExtraOrigins = (): string[] =>
  (process.env.PUSH_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** Whether this deployment may post to `endpoint` (at subscribe, and again before every send). */
export const mayPostTo = (endpoint: string) => isAllowedPushEndpoint(endpoint, allowedExtraOrigins());

export const vapidSubject = () => process.env.VAPID_SUBJECT || 'mailto:push@social-fitness.invalid';
