import { describe, expect, it } from 'vitest';
import { MAX_QUEUE_DELAY_SECONDS, nextStep, parseRestAlertMessage, queueDelaySeconds, restAlertPayload, STALE_REST_ALERT_MS } from './rest-alert-message';

const now = 1_800_000_000_000;
const message = (dueInMs: number) => ({ userId: 'u1', token: 't1', dueAt: now + dueInMs });

describe('the delay a rest alert is queued with', () => {
  it('is the whole seconds left, so the message never comes after the rest has ended', () => {
    expect(queueDelaySeconds(now + 90_000, now)).toBe(90);
    expect(queueDelaySeconds(now + 3_999, now)).toBe(3);
    expect(queueDelaySeconds(now + 400, now)).toBe(0);
    expect(queueDelaySeconds(now - 5_000, now)).toBe(0);
  });

  it('is at most one queue hop (15 minutes) for a longer rest', () => {
    expect(queueDelaySeconds(now + 40 * 60_000, now)).toBe(MAX_QUEUE_DELAY_SECONDS);
  });
});

describe('what the consumer does with a message', () => {
  it('waits out the part of a second left, then pushes', () => {
    expect(nextStep(message(700), now)).toEqual({ kind: 'push', waitMs: 700 });
    expect(nextStep(message(0), now)).toEqual({ kind: 'push', waitMs: 0 });
    expect(nextStep(message(-2_000), now)).toEqual({ kind: 'push', waitMs: 0 });
  });

  it('sends it on when the rest is further off (a rest longer than one hop)', () => {
    expect(nextStep(message(25 * 60_000), now)).toEqual({ kind: 'requeue' });
    expect(nextStep(message(1_600), now)).toEqual({ kind: 'requeue' });
  });

  it('drops it when it comes more than a minute late (a retry after a failure)', () => {
    expect(nextStep(message(-STALE_REST_ALERT_MS - 1), now)).toEqual({ kind: 'stale' });
  });
});

describe('the message and the push', () => {
  it('reads back what was queued, and nothing malformed', () => {
    expect(parseRestAlertMessage(JSON.stringify(message(1_000)))).toEqual(message(1_000));
    expect(parseRestAlertMessage('{"userId":"u1","token":"t1"}')).toBeUndefined();
    expect(parseRestAlertMessage('not json')).toBeUndefined();
  });

  it('says the rest is over, names the exercise at most, and opens the live workout', () => {
    expect(restAlertPayload({ sessionId: 's 1', exerciseName: 'Bench Press' })).toEqual({
      id: 'rest-timer',
      kind: 'rest',
      title: 'Rest is over',
      body: 'Time for your next set of Bench Press.',
      url: '/workout/session?session=s%201',
    });
    expect(restAlertPayload({ sessionId: 's1' }).body).toBe('Time for your next set.');
  });
});
