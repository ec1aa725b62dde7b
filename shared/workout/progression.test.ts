import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../api-types';
import { formatWeight, parseWeight } from '../units';
import { DELOAD_FACTOR, suggestNextSet, usualRepRange } from './progression';

type SetSpec = [weight: number | null, reps: number | null, flags?: { warmup?: boolean; notDone?: boolean }];

const kg = (value: number) => parseWeight(String(value), 'kg')!;
const lb = (value: number) => parseWeight(String(value), 'lb')!;

let day = 0;
/** A finished session of bench press; each call is a day later than the one before. */
function session(sets: SetSpec[]): ExerciseHistoryEntry {
  day += 1;
  const completedAt = new Date(Date.UTC(2026, 0, day, 18)).toISOString();
  return {
    sessionId: `s${day}`,
    sessionName: 'Push',
    completedAt,
    exerciseId: 'Barbell_Bench_Press_-_Medium_Grip',
    exerciseName: 'Barbell Bench Press - Medium Grip',
    sets: sets.map(([weight, reps, flags], index) => ({
      setNumber: index + 1,
      weight,
      reps,
      isWarmup: flags?.warmup ?? false,
      isCompleted: !flags?.notDone,
    })),
    bestE1rm: null,
    heaviestWeight: null,
    sessionVolume: 0,
    personalRecords: [],
  };
}

/** Sessions given oldest first; the API answers newest first. */
const newestFirst = (...sessions: ExerciseHistoryEntry[]) => [...sessions].reverse();
const three = (weight: number, reps: number): SetSpec[] => [
  [weight, reps],
  [weight, reps],
  [weight, reps],
];
const range8to12 = { min: 8, max: 12 };

describe('not enough history', () => {
  it('suggests nothing without a finished session', () => {
    expect(suggestNextSet([], { unit: 'kg' })).toBeNull();
  });

  it('suggests nothing from warm-ups, unfinished sets or sets without weight or reps', () => {
    const entries = newestFirst(
      session([
        [kg(40), 10, { warmup: true }],
        [kg(100), 8, { notDone: true }],
        [null, 12],
        [0, 12],
        [kg(100), null],
      ]),
    );
    expect(suggestNextSet(entries, { unit: 'kg' })).toBeNull();
  });

  it('skips a session without working sets and uses the one before it', () => {
    const entries = newestFirst(session(three(kg(100), 9)), session([[kg(40), 10, { warmup: true }]]));
    expect(suggestNextSet(entries, { unit: 'kg', repRange: range8to12 })).toMatchObject({ weight: kg(100), reps: 10, rule: 'add_rep' });
  });
});

describe('double progression', () => {
  it('adds 2.5 kg and goes back to the bottom when every working set reached the top of the range', () => {
    const suggestion = suggestNextSet(newestFirst(session(three(kg(100), 12))), { unit: 'kg', repRange: range8to12 });
    expect(suggestion).toEqual({
      weight: kg(102.5),
      reps: 8,
      rule: 'increase_weight',
      repRange: range8to12,
      reason: 'All 3 working sets at 100 kg reached 12 reps, the top of your 8–12 range: add 2.5 kg and go back to 8 reps.',
    });
    expect(formatWeight(suggestion!.weight, 'kg')).toBe('102.5');
  });

  it('adds 5 lb in pounds', () => {
    const suggestion = suggestNextSet(newestFirst(session(three(lb(225), 12))), { unit: 'lb', repRange: range8to12 });
    expect(suggestion).toMatchObject({ weight: lb(230), reps: 8, rule: 'increase_weight' });
    expect(suggestion!.reason).toBe('All 3 working sets at 225 lb reached 12 reps, the top of your 8–12 range: add 5 lb and go back to 8 reps.');
  });

  it('lands a weight logged in the other unit on the loading grid (1.25 kg)', () => {
    // 225 lb is 102.06 kg; + 2.5 kg = 104.56, loaded as 105 kg.
    const suggestion = suggestNextSet(newestFirst(session(three(lb(225), 12))), { unit: 'kg', repRange: range8to12 });
    expect(formatWeight(suggestion!.weight, 'kg')).toBe('105');
    expect(suggestion!.reason).toBe('All 3 working sets at 102 kg reached 12 reps, the top of your 8–12 range: add 2.5 kg (105 kg to load) and go back to 8 reps.');
  });

  it('adds a rep to the weakest set when not every set reached the top', () => {
    const suggestion = suggestNextSet(
      newestFirst(
        session([
          [kg(100), 10],
          [kg(100), 9],
          [kg(100), 8],
        ]),
      ),
      { unit: 'kg', repRange: range8to12 },
    );
    expect(suggestion).toEqual({
      weight: kg(100),
      reps: 9,
      rule: 'add_rep',
      repRange: range8to12,
      reason: 'Your 3 sets at 100 kg reached 10, 9 and 8 reps, short of 12: stay at 100 kg and aim for 9 reps on every set.',
    });
  });

  it('says it plainly for a single working set', () => {
    const suggestion = suggestNextSet(newestFirst(session([[kg(60), 11]])), { unit: 'kg', repRange: range8to12 });
    expect(suggestion!.reason).toBe('Your working set at 60 kg reached 11 reps, short of 12: stay at 60 kg and aim for 12 reps on it.');
  });

  it('decides on the sets at the working weight: warm-ups and lighter back-off sets do not count', () => {
    const suggestion = suggestNextSet(
      newestFirst(
        session([
          [kg(60), 5, { warmup: true }],
          [kg(100), 12],
          [kg(100), 12],
          [kg(80), 6],
        ]),
      ),
      { unit: 'kg', repRange: range8to12 },
    );
    expect(suggestion).toMatchObject({ weight: kg(102.5), reps: 8, rule: 'increase_weight' });
    expect(suggestion!.reason).toMatch(/^All 2 working sets at 100 kg/);
  });

  it('never counts a set that was not completed', () => {
    const suggestion = suggestNextSet(
      newestFirst(
        session([
          [kg(100), 12],
          [kg(100), 6, { notDone: true }],
        ]),
      ),
      { unit: 'kg', repRange: range8to12 },
    );
    expect(suggestion).toMatchObject({ rule: 'increase_weight' });
  });

  it('uses the newest session whatever order the entries come in', () => {
    const older = session(three(kg(100), 12));
    const newer = session(three(kg(102.5), 8));
    expect(suggestNextSet([older, newer], { unit: 'kg', repRange: range8to12 })).toMatchObject({ weight: kg(102.5), reps: 9 });
    expect(suggestNextSet([newer, older], { unit: 'kg', repRange: range8to12 })).toMatchObject({ weight: kg(102.5), reps: 9 });
  });
});

describe('the usual rep range', () => {
  it('is picked from the median reps at the working weight', () => {
    expect(usualRepRange([{ weight: 1, reps: [5, 5, 5], totalReps: 15 }])).toEqual({ min: 3, max: 5 });
    expect(usualRepRange([{ weight: 1, reps: [7, 6, 6], totalReps: 19 }])).toEqual({ min: 6, max: 8 });
    expect(usualRepRange([{ weight: 1, reps: [10, 9, 8], totalReps: 27 }])).toEqual({ min: 8, max: 12 });
    expect(usualRepRange([{ weight: 1, reps: [20, 15], totalReps: 35 }])).toEqual({ min: 12, max: 15 });
  });

  it('progresses 100 kg × 5 on every set to 102.5 kg × 3 (a 3–5 range)', () => {
    const suggestion = suggestNextSet(newestFirst(session(three(kg(100), 5)), session(three(kg(100), 5))), { unit: 'kg' });
    expect(suggestion).toMatchObject({ weight: kg(102.5), reps: 3, rule: 'increase_weight', repRange: { min: 3, max: 5 } });
    expect(suggestion!.reason).toBe('All 3 working sets at 100 kg reached 5 reps, the top of your 3–5 range: add 2.5 kg and go back to 3 reps.');
  });
});

describe('deload', () => {
  it('suggests 10% less after three sessions in a row without progress', () => {
    const entries = newestFirst(session(three(kg(100), 10)), session(three(kg(100), 9)), session(three(kg(100), 9)), session(three(kg(100), 9)));
    const suggestion = suggestNextSet(entries, { unit: 'kg', repRange: range8to12 });
    expect(suggestion).toEqual({
      weight: kg(90),
      reps: 9,
      rule: 'deload',
      repRange: range8to12,
      reason: '3 sessions in a row without progress, the last at 100 kg × 9: deload 10% to 90 kg for 9 reps and build back up.',
    });
    expect(DELOAD_FACTOR).toBe(0.9);
  });

  it('rounds the deload onto the loading grid (2.5 lb)', () => {
    const entries = newestFirst(...Array.from({ length: 4 }, () => session(three(lb(185), 6))));
    expect(formatWeight(suggestNextSet(entries, { unit: 'lb', repRange: range8to12 })!.weight, 'lb')).toBe('167.5');
  });

  it('needs three sessions after the one they failed to beat: two stalls are not enough', () => {
    const entries = newestFirst(session(three(kg(100), 9)), session(three(kg(100), 9)), session(three(kg(100), 9)));
    expect(suggestNextSet(entries, { unit: 'kg', repRange: range8to12 })).toMatchObject({ rule: 'add_rep', weight: kg(100), reps: 10 });
  });

  it('counts one more rep in total, or a heavier weight, as progress', () => {
    const moreReps = newestFirst(
      session(three(kg(100), 9)),
      session(three(kg(100), 9)),
      session(three(kg(100), 9)),
      session([
        [kg(100), 10],
        [kg(100), 9],
        [kg(100), 9],
      ]),
    );
    expect(suggestNextSet(moreReps, { unit: 'kg', repRange: range8to12 })!.rule).toBe('add_rep');

    const heavier = newestFirst(session(three(kg(100), 9)), session(three(kg(100), 9)), session(three(kg(100), 9)), session(three(kg(102.5), 8)));
    expect(suggestNextSet(heavier, { unit: 'kg', repRange: range8to12 })!.rule).toBe('add_rep');
  });

  it('counts a lighter session as no progress', () => {
    const entries = newestFirst(session(three(kg(100), 10)), session(three(kg(100), 10)), session(three(kg(95), 10)), session(three(kg(95), 10)));
    expect(suggestNextSet(entries, { unit: 'kg', repRange: range8to12 })).toMatchObject({ rule: 'deload', weight: kg(85) });
  });

  it('never deloads someone who reached the top of the range: they add weight', () => {
    const entries = newestFirst(...Array.from({ length: 5 }, () => session(three(kg(100), 12))));
    expect(suggestNextSet(entries, { unit: 'kg', repRange: range8to12 })).toMatchObject({ rule: 'increase_weight', weight: kg(102.5) });
  });
});

describe('loadable with the bar and plates', () => {
  // The web app's defaults (DEFAULT_PLATE_SETUPS) and one custom setup.
  const kgPlates = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
  const lbPlates = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

  it('turns 83.75 kg + 2.5 = 86.25 kg into 85 kg on a 20 kg bar (the lighter of 85 and 87.5)', () => {
    const suggestion = suggestNextSet(newestFirst(session(three(kg(83.75), 12))), { unit: 'kg', repRange: range8to12, plates: kgPlates });
    expect(formatWeight(suggestion!.weight, 'kg')).toBe('85');
    expect(suggestion!.reason).toBe('All 3 working sets at 83.75 kg reached 12 reps, the top of your 8–12 range: add 2.5 kg (85 kg to load) and go back to 8 reps.');
  });

  it('keeps a loadable increase as it is in kg and lb', () => {
    expect(suggestNextSet(newestFirst(session(three(kg(100), 12))), { unit: 'kg', repRange: range8to12, plates: kgPlates })).toMatchObject({
      weight: kg(102.5),
    });
    expect(suggestNextSet(newestFirst(session(three(lb(225), 12))), { unit: 'lb', repRange: range8to12, plates: lbPlates })).toMatchObject({
      weight: lb(230),
    });
  });

  it('deloads to a weight the plates make: 185 lb → 165 lb (not 167.5), 95 kg → 85 kg', () => {
    const pounds = newestFirst(...Array.from({ length: 4 }, () => session(three(lb(185), 6))));
    expect(formatWeight(suggestNextSet(pounds, { unit: 'lb', repRange: range8to12, plates: lbPlates })!.weight, 'lb')).toBe('165');
    const kilos = newestFirst(...Array.from({ length: 4 }, () => session(three(kg(95), 6))));
    const deload = suggestNextSet(kilos, { unit: 'kg', repRange: range8to12, plates: kgPlates })!;
    expect(formatWeight(deload.weight, 'kg')).toBe('85');
    expect(deload.reason).toContain('deload 10% to 85 kg');
  });

  it('with a custom 15 kg bar and 20, 10 and 5 kg plates, still goes up: 95 kg + 2.5 loads as 105 kg', () => {
    const custom = { bar: 15, plates: [20, 10, 5] };
    const suggestion = suggestNextSet(newestFirst(session(three(kg(95), 12))), { unit: 'kg', repRange: range8to12, plates: custom });
    expect(formatWeight(suggestion!.weight, 'kg')).toBe('105');
    expect(suggestion!.reason).toContain('add 2.5 kg (105 kg to load)');
  });

  it('lands a weight logged in pounds on kg plates: 225 lb (102.06 kg) + 2.5 kg → 105 kg', () => {
    const suggestion = suggestNextSet(newestFirst(session(three(lb(225), 12))), { unit: 'kg', repRange: range8to12, plates: kgPlates });
    expect(formatWeight(suggestion!.weight, 'kg')).toBe('105');
  });
});
