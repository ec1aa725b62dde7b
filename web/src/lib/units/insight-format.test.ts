import { describe, expect, it } from 'vitest';
import type { PersonalRecord } from '../../../../shared/api-types';
import { completedWorkoutFacts, formatVolume, groupRecordsByExercise, poundsToHundredths, prCountText, recordValueText, setText, typedRecordValueText } from './insight-format';

/** 100 kg in hundredths of a pound (shared/units.ts: parseWeight('100', 'kg')). */
const KG100 = 22046;

describe('setText', () => {
  it('reads weight × reps in the unit', () => {
    expect(setText({ weight: KG100, reps: 5 }, 'kg')).toBe('100 × 5');
    expect(setText({ weight: 13500, reps: 8 }, 'lb')).toBe('135 × 8');
    expect(setText({ weight: KG100, reps: 5 }, 'lb')).toBe('220.5 × 5');
  });

  it('shows a dash for what was not entered', () => {
    expect(setText({ weight: null, reps: 12 }, 'kg')).toBe('– × 12');
    expect(setText({ weight: 13500, reps: null }, 'lb')).toBe('135 × –');
  });
});

describe('formatVolume', () => {
  it('rounds to whole units with a thousands separator', () => {
    // 100 kg × 5 + 105 kg × 5 = 1,025 kg.
    expect(formatVolume(KG100 * 5 + 23149 * 5, 'kg')).toBe('1,025 kg');
    expect(formatVolume(101250, 'lb')).toBe('1,013 lb');
    expect(formatVolume(0, 'kg')).toBe('0 kg');
    expect(formatVolume(123_456_789, 'lb')).toBe('1,234,568 lb');
    expect(formatVolume(99_949, 'lb')).toBe('999 lb');
  });
});

describe('poundsToHundredths', () => {
  it('turns the pounds some endpoints answer into whole hundredths', () => {
    expect(poundsToHundredths(1012.5)).toBe(101250);
    expect(poundsToHundredths(0.1 + 0.2)).toBe(30);
  });
});

describe('recordValueText', () => {
  const record = (fields: Partial<PersonalRecord> & Pick<PersonalRecord, 'kind' | 'value'>) => fields;

  it('reads weights and e1RM in the unit', () => {
    expect(recordValueText(record({ kind: 'heaviest_weight', value: KG100, weight: KG100, reps: 5 }), 'kg')).toBe('100 kg');
    expect(recordValueText(record({ kind: 'best_e1rm', value: 25718 }), 'kg')).toBe('116.5 kg');
    expect(recordValueText(record({ kind: 'best_e1rm', value: 25718 }), 'lb')).toBe('257 lb');
    // An e1RM of 275.63 lb reads to half a pound; a typed 62.5 kg stays as typed.
    expect(recordValueText(record({ kind: 'best_e1rm', value: 27563 }), 'lb')).toBe('275.5 lb');
    expect(recordValueText(record({ kind: 'heaviest_weight', value: 13779 }), 'kg')).toBe('62.5 kg');
  });

  it('reads best reps with their weight', () => {
    expect(recordValueText(record({ kind: 'best_reps', value: 6, weight: KG100, reps: 6 }), 'kg')).toBe('6 reps at 100 kg');
    expect(recordValueText(record({ kind: 'best_reps', value: 1, weight: 13500, reps: 1 }), 'lb')).toBe('1 rep at 135 lb');
  });

  it('reads volumes in whole units, a set with its weight and reps', () => {
    expect(recordValueText(record({ kind: 'best_set_volume', value: KG100 * 5, weight: KG100, reps: 5 }), 'kg')).toBe('500 kg (100 × 5)');
    expect(recordValueText(record({ kind: 'best_session_volume', value: KG100 * 15 }), 'kg')).toBe('1,500 kg');
  });
});

describe('groupRecordsByExercise', () => {
  it('groups by exercise in first-seen order, each group in the screen order of records', () => {
    const records: PersonalRecord[] = [
      { exerciseId: 'bench', exerciseName: 'Bench', kind: 'best_session_volume', value: 1 },
      { exerciseId: 'squat', exerciseName: 'Squat', kind: 'best_e1rm', value: 2 },
      { exerciseId: 'bench', exerciseName: 'Bench', kind: 'heaviest_weight', value: 3 },
      { exerciseId: 'bench', exerciseName: 'Bench', kind: 'best_e1rm', value: 4 },
    ];

    const groups = groupRecordsByExercise(records);

    expect(groups.map((group) => [group.exerciseName, group.records.map((r) => r.kind)])).toEqual([
      ['Bench', ['heaviest_weight', 'best_e1rm', 'best_session_volume']],
      ['Squat', ['best_e1rm']],
    ]);
  });

  it('keeps the record that stands when two sets broke it, and one best reps per weight', () => {
    const bench = { exerciseId: 'bench', exerciseName: 'Bench' };
    const records: PersonalRecord[] = [
      { ...bench, kind: 'best_set_volume', value: 525, weight: 105, reps: 5, setId: 'a' },
      { ...bench, kind: 'best_reps', value: 5, weight: 105, reps: 5, setId: 'a' },
      { ...bench, kind: 'best_set_volume', value: 600, weight: 100, reps: 6, setId: 'b' },
      { ...bench, kind: 'best_reps', value: 6, weight: 100, reps: 6, setId: 'b' },
      { ...bench, kind: 'best_reps', value: 7, weight: 100, reps: 7, setId: 'c' },
    ];

    const [group] = groupRecordsByExercise(records);

    expect(group?.records.map((record) => [record.kind, record.setId])).toEqual([
      ['best_reps', 'a'],
      ['best_reps', 'c'],
      ['best_set_volume', 'b'],
    ]);
  });
});

describe('completedWorkoutFacts and prCountText', () => {
  it('shows duration and volume in the unit, volume only when something was lifted', () => {
    expect(completedWorkoutFacts({ duration: 42, totalWeight: 1102.3 }, 'kg')).toEqual(['42 min', '500 kg']);
    expect(completedWorkoutFacts({ duration: 30, totalWeight: 0 }, 'lb')).toEqual(['30 min']);
    expect(completedWorkoutFacts({ duration: null, totalWeight: 1000 }, 'lb')).toEqual(['1,000 lb']);
  });

  it('counts PRs', () => {
    expect(prCountText(1)).toBe('1 PR');
    expect(prCountText(4)).toBe('4 PRs');
  });
});

describe('typed records (issue 29)', () => {
  it('reads each type’s record in the unit', () => {
    expect(typedRecordValueText('longest_duration', 90, 'kg')).toBe('1:30');
    expect(typedRecordValueText('longest_distance', 5000, 'kg')).toBe('5.00 km');
    expect(typedRecordValueText('best_pace', 300, 'kg')).toBe('5:00 /km');
    expect(typedRecordValueText('best_pace', 300, 'lb')).toBe('8:03 /mi');
    expect(typedRecordValueText('least_assistance', 0, 'kg')).toBe('No assistance');
    expect(typedRecordValueText('most_reps', 1, 'kg')).toBe('1 rep');
  });

  it('keeps the lower of two claims to a lower-is-better record', () => {
    const claim = (value: number): PersonalRecord => ({ exerciseId: 'run', exerciseName: 'Run', kind: 'best_pace', value, setId: `s${value}` });
    expect(groupRecordsByExercise([claim(300), claim(280), claim(290)])[0]?.records.map((record) => record.value)).toEqual([280]);
  });
});
