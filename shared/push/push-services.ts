/**
 * Issue 30: the only places the server ever posts a push to. A browser hands the app a subscription whose endpoint
 * is its vendor's push service; anything else would let a client make the server call an address of its choosing.
 * Pure (shared): the request schema pre-checks an endpoint's shape, the server checks it again before every send.
 */

/** The browsers' push services: a host that is, or ends with, one of these. */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Firefox (autopush).
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  // Safari on macOS and iOS/iPadOS 16.4+ (Home Screen web apps).
  'web.push.apple.com',
] as const;

/** Edge on Windows: Windows Push Notification Services, `<region>.notify.windows.com`. */
const WINDOWS_SUFFIX = '.notify.windows.com';

const isKnownHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`)) || (host.endsWith(WINDOWS_SUFFIX) && host.length > WINDOWS_SUFFIX.length);

function parsed(endpoint: string): URL | undefined {
  try {
    return new URL(endpoint);
  } catch {
    return undefined;
  }
}

/**
 * Whether the server may post to `endpoint`: https on the default port to a known push service, or an origin the
 * deployment allows besides (`extraOrigins`, e.g. `http://127.0.0.1:4100`: the tests' local push service; empty in
 * AWS). No credentials in the URL, ever.
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  const url = parsed(endpoint);
  if (!url || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && isKnownHost(url.hostname.toLowerCase());
}

/**
 * The endpoint's shape as a request may carry it: a known push service, or a loopback http origin with a port (which
 * only a deployment that allows that very origin accepts: the server checks with {@link isAllowedPushEndpoint}).
 */
export function mayBePushEndpoint(endpoint: string): boolean {
  const url = parsed(endpoint);
  if (!url) return false;
  if (url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '' && !url.username && !url.password) return true;
  return isAllowedPushEndpoint(endpoint);
}

/** The push service's name as the device list shows it. */
export function pushServiceName(endpoint: string): string {
  const host = parsed(endpoint)?.hostname.toLowerCase() ?? '';
  if (host.endsWith('fcm.googleapis.com')) return 'Chrome / Android';
  if (host.endsWith('mozilla.com')) return 'Firefox';
  if (host.endsWith('web.push.apple.com')) return 'Safari / iPhone';
  if (host.endsWith(WINDOWS_SUFFIX)) return 'Edge / Windows';
  return 'Test push service';
}
