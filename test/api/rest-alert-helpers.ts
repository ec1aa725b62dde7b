/** Issue 30, deliverable 6: people resting with a device at the local push service, and when their pushes came. */
import { expect } from 'vitest';
import { api, signUp } from '../support/api';
import { pushService, type ReceivedPush } from '../support/push-service';
import { subscribeDevice, type SubscribedDevice } from './push-helpers';
import { startWorkout } from './sessions/helpers';

/** The push may come this long after the rest's end, never before it. */
export const LATE_ALLOWED_MS = 2_000;

export interface Person {
  token: string;
  sessionId: string;
  device: SubscribedDevice;
}

export async function personResting(kinds?: { rest: boolean }): Promise<Person> {
  const me = await signUp();
  const session = await startWorkout(me.token);
  const device = await subscribeDevice(me.token);
  if (kinds) await api('PATCH /api/push/subscriptions/{id}', { token: me.token, params: { id: device.deviceId }, body: { kinds } });
  return { token: me.token, sessionId: session.id, device };
}

/** Asks for the alert `seconds` from now; answers the window its push must arrive in. */
export async function restFor(person: Person, seconds: number, exerciseId?: string): Promise<{ from: number; to: number }> {
  const asked = Date.now();
  const result = await api('PUT /api/workout-sessions/{id}/rest-alert', { token: person.token, params: { id: person.sessionId }, body: { seconds, exerciseId } });
  expect(result.status, JSON.stringify(result.body)).toBe(204);
  return { from: asked + seconds * 1000, to: Date.now() + seconds * 1000 + LATE_ALLOWED_MS };
}

export const received = (person: Person): Promise<ReceivedPush[]> => pushService().received(person.device.subscription.id);

export async function firstPush(person: Person): Promise<ReceivedPush> {
  await expect.poll(async () => (await received(person)).length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
  const [push] = await received(person);
  expect(push!.problems).toEqual([]);
  return push!;
}

export const expectWithin = (push: ReceivedPush, window: { from: number; to: number }) => {
  const at = Date.parse(push.receivedAt);
  expect(at, `${at - window.from} ms after the rest's end`).toBeGreaterThanOrEqual(window.from);
  expect(at, `${at - window.from} ms after the rest's end`).toBeLessThanOrEqual(window.to);
};

/**
 * Another person's rest, due `seconds` from now, and its push awaited: every alert due before it has been handled by
 * then (the queue hands messages over in the order they fall due), so one that did not push will not.
 */
export async function fence(seconds: number): Promise<void> {
  const other = await personResting();
  const window = await restFor(other, seconds);
  expectWithin(await firstPush(other), window);
}
