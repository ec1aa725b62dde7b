/** Issue 30: a person's device subscribed through the local push service, and what reached it. */
import { expect } from 'vitest';
import type { PushPayload } from '../../shared/push/push-kinds';
import { api } from '../support/api';
import { pushService, type TestSubscription } from '../support/push-service';

export interface SubscribedDevice {
  subscription: TestSubscription;
  deviceId: string;
  /** The payloads received so far, each checked: decrypted, with a well-formed VAPID header. */
  payloads(): Promise<PushPayload[]>;
}

export async function subscribeDevice(token: string, label = 'Test phone'): Promise<SubscribedDevice> {
  const subscription = await pushService().subscribe();
  const result = await api('PUT /api/push/subscriptions', { token, body: { endpoint: subscription.endpoint, keys: subscription.keys, label } });
  expect(result.status).toBe(200);
  return {
    subscription,
    deviceId: result.body.id,
    payloads: async () => {
      const received = await pushService().received(subscription.id);
      for (const push of received) expect(push.problems).toEqual([]);
      return received.map((push) => push.payload as PushPayload);
    },
  };
}

/** Waits until `device` received `count` pushes (polling), and answers them. */
export async function waitForPushes(device: SubscribedDevice, count: number): Promise<PushPayload[]> {
  await expect.poll(async () => (await device.payloads()).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(count);
  return device.payloads();
}
