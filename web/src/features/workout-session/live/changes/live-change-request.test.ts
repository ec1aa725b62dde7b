import { describe, expect, it } from 'vitest';
import { keyToSend, type OutboxEntry } from '../../../../lib/outbox/outbox-entry';
import type { LiveChange } from '../../../../lib/live-session/live-change';
import { liveChangeRequest } from './live-change-request';

/** Decision 74: a person starts at most 200 new Idempotency-Keys a day, so only changes that a replay would repeat carry one. */
const sentKey = (change: LiveChange) => {
  const input = liveChangeRequest('session-1', change);
  const entry: OutboxEntry = { ...input, id: 'e1', idempotencyKey: 'ob_e1', attempts: 0, queuedAt: '2026-11-28T00:00:00.000Z' };
  return keyToSend(entry);
};

const set = { id: 'set-1', sessionId: 'session-1', exerciseId: 'squat', exerciseName: 'Squat', setNumber: 1, weight: null, reps: null, isCompleted: false, isWarmup: false } as never;

describe('the Idempotency-Key a live change is sent with', () => {
  it('is left off changes that leave the same result when sent twice: new values, deletes', () => {
    expect(sentKey({ kind: 'entries', setId: 'set-1', weight: 100, reps: 5 })).toBeUndefined();
    expect(sentKey({ kind: 'delete-set', setId: 'set-1' })).toBeUndefined();
    expect(sentKey({ kind: 'remove', exerciseId: 'squat' })).toBeUndefined();
    expect(sentKey({ kind: 'discard' })).toBeUndefined();
  });

  it('is sent with changes a replay would repeat: creating, toggling, moving, finishing', () => {
    for (const change of [
      { kind: 'add-set', set, newExercise: true },
      { kind: 'completion', setId: 'set-1', isCompleted: true, weight: 100, reps: 5 },
      { kind: 'warmup', setId: 'set-1', isWarmup: true },
      { kind: 'move', exerciseId: 'squat', direction: 'up' },
      { kind: 'replace', oldExerciseId: 'squat', exercise: { id: 'front-squat', name: 'Front Squat' } },
      { kind: 'finish', at: '2026-11-28T01:00:00.000Z' },
    ] satisfies LiveChange[]) {
      expect(sentKey(change), change.kind).toBe('ob_e1');
    }
  });
});
