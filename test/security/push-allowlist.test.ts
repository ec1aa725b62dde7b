/**
 * Issue 30: the server posts pushes only to the browsers' push services (and, here, the run's local push service that
 * the test stack allows by configuration). A client can never make it call an address of its choosing: refused at
 * subscribe, and checked again before every send (a device stored with any other endpoint is never called), and a
 * push service's redirect is never followed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_PUSH_KINDS_ON } from '../../shared/push/push-kinds';
import { pushDeviceKey } from '../../functions/notifications/keys';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';
import { pushService } from '../support/push-service';
import { subscribeDevice, waitForPushes, type SubscribedDevice } from '../api/push-helpers';

/** A server at an address nobody allowed: it records every request that reaches it. */
let trap: Server;
let trapOrigin: string;
const reachedTrap: string[] = [];

beforeAll(async () => {
  trap = createServer((request, response) => {
    reachedTrap.push(`${request.method} ${request.url}`);
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
});

afterAll(async () => {
  trap.closeAllConnections();
  await new Promise((resolve) => trap.close(resolve));
});

const sendMessage = (token: string, receiverId: string, content: string) => api('POST /api/messages', { token, body: { receiverId, content } });

/**
 * Records are pushed one after another, each once all its sends are done: a later message's push reaching `device`
 * means every send of the earlier one has happened (or never will).
 */
async function afterEarlierPushes(recipientId: string, device: SubscribedDevice): Promise<void> {
  const later = await signUp();
  const before = (await device.payloads()).length;
  await sendMessage(later.token, recipientId, 'later');
  await waitForPushes(device, before + 1);
}

describe('the server never posts to an address that is not an allowed push service', () => {
  it('refuses to subscribe a loopback address it was not configured with', async () => {
    const me = await signUp();
    const { keys } = await pushService().subscribe();
    const result = await api('PUT /api/push/subscriptions', { token: me.token, body: { endpoint: `${trapOrigin}/push/x`, keys } });
    expect(result.status).toBe(400);
    expect(reachedTrap).toEqual([]);
  });

  it('never calls a stored device whose endpoint is off the list, while the allowed device gets its push', async () => {
    const [me, sender] = [await signUp(), await signUp()];
    const allowed = await subscribeDevice(me.token);
    // As if stored by an older, looser rule: valid keys (so a payload could be encrypted), an address nobody allowed.
    const { keys } = await pushService().subscribe();
    await testDb().send(
      new PutCommand({
        TableName: inject('tableName'),
        Item: { ...pushDeviceKey(me.user.id, 'planted'), entity: 'PushDevice', endpoint: `${trapOrigin}/collect`, keys, label: 'Planted', createdAt: new Date().toISOString(), kinds: ALL_PUSH_KINDS_ON },
      }),
    );
    await sendMessage(sender.token, me.user.id, 'hello');
    await waitForPushes(allowed, 1);
    await afterEarlierPushes(me.user.id, allowed);
    expect(reachedTrap).toEqual([]);
  });

  it("does not follow a push service's redirect to another address", async () => {
    const [me, sender] = [await signUp(), await signUp()];
    const redirecting = await subscribeDevice(me.token);
    const fence = await subscribeDevice(me.token, 'Second phone');
    await pushService().answerWith(redirecting.subscription.id, 307, `${trapOrigin}/redirected`);
    await sendMessage(sender.token, me.user.id, 'hello');
    await waitForPushes(fence, 1);
    await afterEarlierPushes(me.user.id, fence);
    expect(reachedTrap).toEqual([]);
    // A redirect is no delivery and no "gone": the device stays.
    expect((await api('GET /api/push/subscriptions', { token: me.token })).body.map((device) => device.id)).toContain(redirecting.deviceId);
  });
});
