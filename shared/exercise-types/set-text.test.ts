import { describe, expect, it } from 'vitest';
import { typedValues } from './set-measures';
import { formatDistance, formatDuration, setText } from './set-text';

const KG = (kg: number) => Math.round((kg * 100) / 0.45359237);

describe('a set shown by its type (issue 29)', () => {
  it('shows a plank of 1:30 and a 5 km run in 25:00 with its pace', () => {
    expect(setText('duration', typedValues({ durationSeconds: 90 }), 'kg')).toBe('1:30');
    expect(setText('distance_duration', typedValues({ distanceMeters: 5000, durationSeconds: 1500 }), 'kg')).toBe('5.00 km · 25:00 · 5:00 /km');
  });

  it('shows miles and pace per mile to lb users', () => {
    expect(setText('distance_duration', typedValues({ distanceMeters: 5000, durationSeconds: 1500 }), 'lb')).toBe('3.11 mi · 25:00 · 8:03 /mi');
  });

  it('shows bodyweight, added weight and assistance', () => {
    expect(setText('bodyweight_reps', typedValues({ reps: 12 }), 'kg')).toBe('BW × 12');
    expect(setText('weighted_bodyweight', typedValues({ weight: KG(10), reps: 5 }), 'kg')).toBe('+10 kg × 5');
    expect(setText('assisted_bodyweight', typedValues({ weight: KG(20), reps: 8 }), 'kg')).toBe('−20 kg × 8');
    expect(setText('weight_distance', typedValues({ weight: KG(40), distanceMeters: 50 }), 'kg')).toBe('40 kg · 50 m');
  });

  it('shows weight & reps (and sets stored before types) as before', () => {
    expect(setText(undefined, typedValues({ weight: 13500, reps: 8 }), 'lb')).toBe('135 lb × 8');
    expect(setText('weight_reps', typedValues({ weight: null, reps: null }), 'lb')).toBe('– × –');
  });

  it('writes hours past an hour, and short distances in metres', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('–');
    expect(formatDistance(400, 'kg')).toBe('400 m');
  });
});
