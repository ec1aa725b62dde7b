/**
 * Issue 30, deliverable 6: a rest alert the phone asks for is pushed at the rest's end (decrypted here by the local
 * push service), to the devices whose rest switch is on, and not at all once cancelled: a skipped rest, a rest
 * replaced by the next set's or changed, a finished or discarded workout. Times are the push service's own receipt
 * times against the moment the alert was asked for.
 */
import { describe, expect, it } from 'vitest';
import { api, callRaw, signUp } from '../support/api';
import { expectWithin, fence, firstPush, personResting, received, restFor } from './rest-alert-helpers';
import { EXERCISES } from './sessions/helpers';

describe('a rest alert', () => {
  it('pushes "Rest is over" with the exercise, within 2 s of the rest\'s end, to each device with the rest switch on', async () => {
    const me = await personResting();
    const window = await restFor(me, 3, EXERCISES.bench.id);

    const push = await firstPush(me);
    expectWithin(push, window);
    expect(push.payload).toEqual({
      id: 'rest-timer',
      kind: 'rest',
      title: 'Rest is over',
      body: `Time for your next set of ${EXERCISES.bench.name}.`,
      url: `/workout/session?session=${me.sessionId}`,
    });
    expect(await received(me)).toHaveLength(1);
  });

  it('is replaced by the next one (the next set ticked, or the rest made longer): only the last pushes, at its time', async () => {
    const me = await personResting();
    await restFor(me, 2);
    const window = await restFor(me, 4);

    expectWithin(await firstPush(me), window);
    // The first rest ended 2 s before: had it pushed, it would be here, and first.
    expect(await received(me)).toHaveLength(1);
  });

  it('pushes nothing once skipped, once the workout is finished or discarded, or to a device with the rest switch off', async () => {
    const [skipped, finished, discarded, switchedOff] = await Promise.all([personResting(), personResting(), personResting(), personResting({ rest: false })]);
    await Promise.all([restFor(skipped, 2), restFor(finished, 2), restFor(discarded, 2), restFor(switchedOff, 2)]);

    const skip = await api('DELETE /api/workout-sessions/{id}/rest-alert', { token: skipped.token, params: { id: skipped.sessionId } });
    expect(skip.status).toBe(204);
    const finish = await api('PUT /api/workout-sessions/{id}', { token: finished.token, params: { id: finished.sessionId }, body: { status: 'completed', isActive: false } });
    expect(finish.status).toBe(200);
    expect((await api('DELETE /api/workout-sessions/{id}', { token: discarded.token, params: { id: discarded.sessionId } })).status).toBe(204);

    await fence(3.5);
    for (const person of [skipped, finished, discarded, switchedOff]) expect(await received(person)).toEqual([]);
  });

  it("is only for the caller's own running workout", async () => {
    const [owner, other] = [await personResting(), await signUp()];
    const ownerSession = { params: { id: owner.sessionId }, body: { seconds: 60 } };
    expect((await api('PUT /api/workout-sessions/{id}/rest-alert', { token: other.token, ...ownerSession })).status).toBe(404);
    expect((await api('DELETE /api/workout-sessions/{id}/rest-alert', { token: other.token, params: ownerSession.params })).status).toBe(404);
    expect((await callRaw('PUT', `/api/workout-sessions/${owner.sessionId}/rest-alert`, { body: { seconds: 60 } })).status).toBe(401);

    await api('PUT /api/workout-sessions/{id}', { token: owner.token, ...ownerSession, body: { status: 'completed', isActive: false } });
    const afterFinish = await api('PUT /api/workout-sessions/{id}/rest-alert', { token: owner.token, ...ownerSession });
    expect(afterFinish.status).toBe(409);
    // Cancelling is never wrong, even once the workout is over.
    expect((await api('DELETE /api/workout-sessions/{id}/rest-alert', { token: owner.token, params: ownerSession.params })).status).toBe(204);
  });

  it.each([
    ['no seconds', {}],
    ['0 seconds', { seconds: 0 }],
    ['more than 2 hours', { seconds: 2 * 60 * 60 + 1 }],
    ['seconds as text', { seconds: '60' }],
  ])('refuses %s with 400', async (_, body) => {
    const me = await personResting();
    const result = await callRaw('PUT', `/api/workout-sessions/${me.sessionId}/rest-alert`, { token: me.token, body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.stringContaining('seconds') });
  });
});
