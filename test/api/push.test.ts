/**
 * Issue 30, deliverables 5 and 7: devices subscribe to Web Push, and likes, comments, follows, messages and followed
 * people's finished workouts reach them as pushes, encrypted for the device (decrypted here by the local push
 * service), once per actor, kind and target in 10 minutes, only for the kinds switched on.
 */
import { describe, expect, it } from 'vitest';
import { ALL_PUSH_KINDS_ON } from '../../shared/push/push-kinds';
import { PUSH_ENDPOINT_REFUSED } from '../../shared/schemas/push';
import { api, callRaw, signUp } from '../support/api';
import { pushService } from '../support/push-service';
import { subscribeDevice, waitForPushes, type SubscribedDevice } from './push-helpers';

const sendMessage = (token: string, receiverId: string, content: string) => api('POST /api/messages', { token, body: { receiverId, content } });

/**
 * A message from a third person, and its push awaited: pushes are sent in the order the notifications were written,
 * so once it is there, every push an earlier action was going to cause is there too.
 */
async function fence(device: SubscribedDevice, recipientId: string): Promise<void> {
  const sender = await signUp({ displayName: 'Fence' });
  const before = (await device.payloads()).length;
  await sendMessage(sender.token, recipientId, 'fence');
  await expect.poll(async () => (await device.payloads()).some((push) => push.body === 'fence'), { timeout: 15_000, interval: 100 }).toBe(true);
  expect((await device.payloads()).length).toBeGreaterThan(before);
}

const withoutFence = async (device: SubscribedDevice) => (await device.payloads()).filter((push) => push.body !== 'fence');

describe('subscriptions', () => {
  it('hands out the VAPID public key: an uncompressed P-256 point', async () => {
    const me = await signUp();
    const result = await api('GET /api/push/public-key', { token: me.token });
    expect(result.status).toBe(200);
    const point = Buffer.from(result.body.publicKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
  });

  it('adds a device once per endpoint, lists it without its keys, and removes it', async () => {
    const me = await signUp();
    const subscription = await pushService().subscribe();
    const body = { endpoint: subscription.endpoint, keys: subscription.keys, label: 'Pixel 8' };
    const first = await api('PUT /api/push/subscriptions', { token: me.token, body });
    const again = await api('PUT /api/push/subscriptions', { token: me.token, body: { ...body, label: 'Pixel 8 (Chrome)' } });
    expect(first.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const listed = await api('GET /api/push/subscriptions', { token: me.token });
    expect(listed.body).toEqual([
      { id: first.body.id, endpoint: subscription.endpoint, label: 'Pixel 8 (Chrome)', service: 'Test push service', createdAt: first.body.createdAt, kinds: ALL_PUSH_KINDS_ON },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(subscription.keys.auth);

    expect((await api('DELETE /api/push/subscriptions/{id}', { token: me.token, params: { id: first.body.id } })).status).toBe(204);
    expect((await api('GET /api/push/subscriptions', { token: me.token })).body).toEqual([]);
    expect((await api('DELETE /api/push/subscriptions/{id}', { token: me.token, params: { id: first.body.id } })).status).toBe(404);
  });

  it("keeps people's devices apart: another person's device is not found", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const device = await subscribeDevice(owner.token);
    expect((await api('GET /api/push/subscriptions', { token: other.token })).body).toEqual([]);
    const patch = await api('PATCH /api/push/subscriptions/{id}', { token: other.token, params: { id: device.deviceId }, body: { kinds: { likes: false } } });
    expect(patch.status).toBe(404);
    expect((await api('DELETE /api/push/subscriptions/{id}', { token: other.token, params: { id: device.deviceId } })).status).toBe(404);
    expect((await api('GET /api/push/subscriptions', { token: owner.token })).body[0]?.kinds.likes).toBe(true);
  });

  it.each([
    ['http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a host that is no push service', 'https://attacker.example/collect'],
    ['a look-alike of one', 'https://fcm.googleapis.com.attacker.example/fcm/send/abc'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a loopback port this deployment does not allow', 'http://127.0.0.1:1/push/x'],
  ])('refuses %s with 400', async (_, endpoint) => {
    const me = await signUp();
    const { keys } = await pushService().subscribe();
    const result = await api('PUT /api/push/subscriptions', { token: me.token, body: { endpoint, keys } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.stringContaining(PUSH_ENDPOINT_REFUSED) });
    expect((await api('GET /api/push/subscriptions', { token: me.token })).body).toEqual([]);
  });

  it('accepts a browser push service and refuses keys no payload can be encrypted for', async () => {
    const me = await signUp();
    const { keys } = await pushService().subscribe();
    const fcm = await api('PUT /api/push/subscriptions', { token: me.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys } });
    expect(fcm.status).toBe(200);
    expect(fcm.body.service).toBe('Chrome / Android');
    const badKeys = await api('PUT /api/push/subscriptions', { token: me.token, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B'.repeat(87), auth: keys.auth } } });
    expect(badKeys.status).toBe(400);
    await api('DELETE /api/push/subscriptions/{id}', { token: me.token, params: { id: fcm.body.id } });
  });

  it('answers 401 without a token', async () => {
    expect((await callRaw('GET', '/api/push/subscriptions')).status).toBe(401);
    expect((await callRaw('PUT', '/api/push/subscriptions', { body: {} })).status).toBe(401);
  });
});

describe('pushes of social news', () => {
  it('a like, a comment, a follow and a message each push once, with the title and text the notification shows', async () => {
    const [author, fan] = [await signUp(), await signUp({ displayName: 'Fan Person' })];
    const device = await subscribeDevice(author.token);
    const post = await api('POST /api/social-posts', { token: author.token, body: { content: 'Leg day' } });

    await api('POST /api/social-posts/{id}/like', { token: fan.token, params: { id: post.body.id } });
    const [like] = await waitForPushes(device, 1);
    expect(like).toEqual({ id: expect.any(String), kind: 'likes', title: 'New like', body: expect.stringContaining('Fan Person'), url: '/social' });

    await api('POST /api/posts/{id}/comments', { token: fan.token, params: { id: post.body.id }, body: { content: 'Secret comment text' } });
    const comment = (await waitForPushes(device, 2))[1];
    expect(comment).toEqual({ id: expect.any(String), kind: 'comments', title: 'New comment', body: 'Fan Person commented on your post', url: '/social' });

    await api('POST /api/users/{id}/follow', { token: fan.token, params: { id: author.user.id } });
    const follow = (await waitForPushes(device, 3))[2];
    expect(follow).toMatchObject({ kind: 'follows', title: 'New follower', url: `/users/${fan.user.id}` });

    const long = `Meet at six. ${'The rest of a long private message. '.repeat(10)}`;
    await sendMessage(fan.token, author.user.id, long);
    const message = (await waitForPushes(device, 4))[3]!;
    expect(message).toMatchObject({ kind: 'messages', title: 'Fan Person', url: `/messages?userId=${fan.user.id}` });
    // The push shows what the notification shows (its preview), never the whole message.
    const [notification] = (await api('GET /api/notifications', { token: author.token, query: { limit: 1 } })).body;
    expect(message.body).toBe(notification!.message);
    expect(message.body.length).toBeLessThan(long.trim().length);
    expect(message.id).toBe(notification!.id);

    // Every payload holds those five fields only: no comment text, no email, no ids beyond the notification's.
    const all = await device.payloads();
    expect(all).toHaveLength(4);
    for (const push of all) expect(Object.keys(push).sort()).toEqual(['body', 'id', 'kind', 'title', 'url']);
    expect(JSON.stringify(all)).not.toContain('Secret comment text');
    expect(JSON.stringify(all)).not.toContain(fan.user.email);
  });

  it("a followed person's finished workout pushes to their follower", async () => {
    const [athlete, follower] = [await signUp({ displayName: 'Athlete' }), await signUp()];
    await api('POST /api/users/{id}/follow', { token: follower.token, params: { id: athlete.user.id } });
    const device = await subscribeDevice(follower.token);
    const session = await api('POST /api/workout-sessions', { token: athlete.token, body: { name: 'Morning Run' } });
    await api('PUT /api/workout-sessions/{id}', { token: athlete.token, params: { id: session.body.id }, body: { status: 'completed' } });
    const [push] = await waitForPushes(device, 1);
    expect(push).toMatchObject({ kind: 'workouts', title: 'Workout completed', body: 'Athlete completed Morning Run', url: `/users/${athlete.user.id}` });
  });

  it('a follow/unfollow loop pushes once (at most one per actor, kind and target in 10 minutes)', async () => {
    const [target, looper] = [await signUp(), await signUp()];
    const device = await subscribeDevice(target.token);
    for (let round = 0; round < 4; round++) {
      await api('POST /api/users/{id}/follow', { token: looper.token, params: { id: target.user.id } });
      await api('DELETE /api/users/{id}/unfollow', { token: looper.token, params: { id: target.user.id } });
    }
    await fence(device, target.user.id);
    expect((await withoutFence(device)).map((push) => push.kind)).toEqual(['follows']);
  });

  it('a kind switched off pushes nothing; the other kinds still push', async () => {
    const [author, fan] = [await signUp(), await signUp()];
    const device = await subscribeDevice(author.token);
    const switched = await api('PATCH /api/push/subscriptions/{id}', { token: author.token, params: { id: device.deviceId }, body: { kinds: { likes: false } } });
    expect(switched.body.kinds).toEqual({ ...ALL_PUSH_KINDS_ON, likes: false });
    const post = await api('POST /api/social-posts', { token: author.token, body: { content: 'Quiet' } });
    await api('POST /api/social-posts/{id}/like', { token: fan.token, params: { id: post.body.id } });
    await fence(device, author.user.id);
    expect(await withoutFence(device)).toEqual([]);
    // The in-app notification is still written: only the push is off.
    expect((await api('GET /api/notifications', { token: author.token, query: { limit: 5 } })).body.map((n) => n.title)).toContain('New like');
  });

  it('a device its push service answers 410 for is removed', async () => {
    const [me, fan] = [await signUp(), await signUp()];
    const device = await subscribeDevice(me.token);
    const kept = await subscribeDevice(me.token, 'Other phone');
    await pushService().answerWith(device.subscription.id, 410);
    await sendMessage(fan.token, me.user.id, 'hello');
    await expect
      .poll(async () => (await api('GET /api/push/subscriptions', { token: me.token })).body.map((d) => d.id), { timeout: 15_000, interval: 100 })
      .toEqual([kept.deviceId]);
    expect(await kept.payloads()).toHaveLength(1);
  });
});
