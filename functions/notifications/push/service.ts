/** Issue 30: the push routes' rules. The owner is always the caller (the token's id). */
import { createECDH } from 'node:crypto';
import type { PushKinds } from '../../../shared/push/push-kinds';
import { PUSH_ENDPOINT_REFUSED } from '../../../shared/schemas/push';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { mayPostTo } from './push-config';
import { deletePushDevice, deviceIdOf, listPushTargets, MAX_PUSH_DEVICES, publicDevice, savePushDevice, updatePushKinds, type PushDevice } from './repository';

export const DEVICE_NOT_FOUND = 'Device not found';
export const TOO_MANY_DEVICES = `At most ${MAX_PUSH_DEVICES} devices can receive notifications. Remove one in Settings first.`;

export async function listDevices(userId: string): Promise<PushDevice[]> {
  return (await listPushTargets({ userId })).map(publicDevice);
}

export const KEYS_REFUSED = "The subscription's keys are not a P-256 public key and a 16-byte secret.";

/** A browser's keys: a point on P-256 (65 bytes, uncompressed) the payload can be encrypted for, and 16 bytes of secret. */
function areUsableKeys(keys: { p256dh: string; auth: string }): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    return Buffer.from(keys.auth, 'base64url').length === 16;
  } catch {
    return false;
  }
}

/** Adds the caller's device, or updates it when its endpoint is known already (idempotent per endpoint). */
export async function subscribeDevice(
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string }; label?: string; kinds?: Partial<PushKinds> },
): Promise<PushDevice> {
  // The schema let a loopback origin through for this deployment to decide; only the one it configured passes.
  if (!mayPostTo(subscription.endpoint)) throw new BadRequest(PUSH_ENDPOINT_REFUSED);
  if (!areUsableKeys(subscription.keys)) throw new BadRequest(KEYS_REFUSED);
  const devices = await listPushTargets({ userId });
  const known = devices.some((device) => device.id === deviceIdOf(subscription.endpoint));
  if (!known && devices.length >= MAX_PUSH_DEVICES) throw new Conflict(TOO_MANY_DEVICES);
  const device = await savePushDevice({ userId, ...subscription, label: subscription.label ?? 'This browser' });
  return publicDevice(device);
}

export async function switchKinds(userId: string, deviceId: string, kinds: Partial<PushKinds>): Promise<PushDevice> {
  const device = await updatePushKinds({ userId, deviceId, kinds });
  if (!device) throw new NotFound(DEVICE_NOT_FOUND);
  return publicDevice(device);
}

export async function removeDevice(userId: string, deviceId: string): Promise<void> {
  if (!(await deletePushDevice({ userId, deviceId }))) throw new NotFound(DEVICE_NOT_FOUND);
}
