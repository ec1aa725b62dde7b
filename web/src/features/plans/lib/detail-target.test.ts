import { describe, expect, it } from 'vitest';
import { detailTargetOf } from './detail-target';

describe('detailTargetOf', () => {
  it('reads the kind from the path and the id from its last segment', () => {
    expect(detailTargetOf('/workout-session/abc')).toEqual({ kind: 'session', id: 'abc' });
    expect(detailTargetOf('/workout-plan/p1')).toEqual({ kind: 'plan', id: 'p1' });
    expect(detailTargetOf('/workout-detail/w1')).toEqual({ kind: 'workout', id: 'w1' });
  });

  it('decodes the id', () => {
    expect(detailTargetOf('/workout-detail/a%20b')).toEqual({ kind: 'workout', id: 'a b' });
  });
});
