/**
 * Issue 30: this browser's side of Web Push: whether it can receive pushes, whether the person allowed them, and its
 * subscription (the service worker's PushManager).
 */

export type PushSupport = 'supported' | 'unsupported';

export function pushSupport(): PushSupport {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

export const notificationPermission = (): NotificationPermission => (typeof Notification === 'undefined' ? 'denied' : Notification.permission);

/** The app's service worker registration; undefined before it is installed (a development server has none). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The endpoint this browser is subscribed with, if it is. */
export async function currentEndpoint(): Promise<string | null> {
  const found = await registration();
  return (await found?.pushManager.getSubscription())?.endpoint ?? null;
}

/** `applicationServerKey` wants the key's bytes. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export class PushUnavailable extends Error {}

/** Asks for permission (a no-op once granted), then subscribes this browser with the server's key. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('Notifications were not allowed.');
  const found = await registration();
  if (!found) throw new PushUnavailable('The app is still installing. Try again in a moment.');
  const subscription =
    (await found.pushManager.getSubscription()) ?? (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
  return subscription.toJSON();
}

/** Ends this browser's subscription (when its device is removed here). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const found = await registration();
  await (await found?.pushManager.getSubscription())?.unsubscribe();
}

/** A name for the device list: the browser and the platform, from the user agent. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const platform = /iPhone|iPad/.test(userAgent) ? 'iPhone' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'Mac' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : '';
  return platform ? `${browser} on ${platform}` : browser;
}
