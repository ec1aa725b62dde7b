import { describe, expect, it } from 'vitest';
import { exerciseHints, hintText, hintValues, rowHints, spokenHint } from './field-hints';

const suggestion = { weight: 19_015, reps: 3 };
const last = (weight: number | null, reps: number | null, isWarmup = false) => ({ isWarmup, weight, reps });

describe('field hints (issue 27)', () => {
  it('gives a working set the coach’s suggestion, a warm-up last time’s values', () => {
    expect(rowHints(false, suggestion, last(18_000, 5))).toEqual({ weight: { value: 19_015, source: 'suggested' }, reps: { value: 3, source: 'suggested' } });
    expect(rowHints(true, suggestion, last(9_000, 8, true))).toEqual({ weight: { value: 9_000, source: 'last time' }, reps: { value: 8, source: 'last time' } });
  });

  it('falls back to last time without a suggestion; no weight last time (bodyweight) is no hint', () => {
    expect(rowHints(false, null, last(0, 12))).toEqual({ weight: null, reps: { value: 12, source: 'last time' } });
    expect(rowHints(false, null, null)).toEqual({ weight: null, reps: null });
  });

  it('shows the hint in the person’s unit and says it is a hint', () => {
    const hints = rowHints(false, suggestion, null);
    expect(hintText(hints.weight!, 'weight', 'kg')).toBe('86.25');
    expect(spokenHint(hints.weight!, 'weight', 'kg')).toBe('suggested 86.25 kg');
    expect(spokenHint(hints.reps!, 'reps', 'kg')).toBe('suggested 3');
    expect(hintValues(hints)).toEqual(suggestion);
  });

  it('matches each row with last time’s set once the history is known', () => {
    const exercise = { exerciseId: 'squat', name: 'Barbell Squat', sets: [{ id: 'w', isWarmup: true }, { id: '1', isWarmup: false }] };
    const model = { previousSets: () => ({ status: 'success' as const, sets: [last(9_000, 8, true), last(18_000, 5)] }), suggestedSet: () => null };
    expect(exerciseHints(model, exercise).map(hintValues)).toEqual([
      { weight: 9_000, reps: 8 },
      { weight: 18_000, reps: 5 },
    ]);
    expect(exerciseHints({ previousSets: () => ({ status: 'pending', sets: [] }) }, exercise).map(hintValues)).toEqual([
      { weight: null, reps: null },
      { weight: null, reps: null },
    ]);
  });

  it("gives a plan's set its target first: a range fills its lower bound, AMRAP fills nothing (typed), a weight its own", () => {
    const range = rowHints(false, suggestion, last(18_000, 5), { reps: '6-8', weight: null });
    expect(hintText(range.reps!, 'reps', 'kg')).toBe('6-8');
    expect(spokenHint(range.reps!, 'reps', 'kg')).toBe('target 6-8 reps');
    // The plan gives no weight: the coach's suggestion stays the weight's hint.
    expect(hintValues(range)).toEqual({ weight: 19_015, reps: 6 });

    const amrap = rowHints(false, suggestion, last(18_000, 5), { reps: 'AMRAP', weight: 13_500 });
    expect(hintText(amrap.reps!, 'reps', 'kg')).toBe('AMRAP');
    expect(spokenHint(amrap.reps!, 'reps', 'kg')).toBe('target AMRAP, as many reps as possible');
    expect(spokenHint(amrap.weight!, 'weight', 'lb')).toBe('target 135 lb');
    expect(hintValues(amrap)).toEqual({ weight: 13_500, reps: null });
  });
});
