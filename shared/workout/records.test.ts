import { describe, expect, it } from 'vitest';
import {
  applySession,
  countsForRecords,
  E1RM_MAX_REPS,
  estimateOneRepMax,
  noBests,
  setRecordKinds,
  withSet,
  type RecordBests,
  type RecordSetInput,
} from './records';

/** 100 kg and 105 kg in hundredths of a pound (shared/units.ts). */
const KG100 = 22_046;
const KG105 = 23_149;

const work = (weight: number | null, reps: number | null, extra: Partial<RecordSetInput> = {}): RecordSetInput => ({
  weight,
  reps,
  isCompleted: true,
  isWarmup: false,
  ...extra,
});

const first = { sessionId: 's1', achievedAt: '2025-06-01T10:00:00.000Z' };
const second = { sessionId: 's2', achievedAt: '2025-06-03T10:00:00.000Z' };

/** The bests after some sets of earlier sessions, one session each. */
function bestsAfter(...sets: RecordSetInput[]): RecordBests {
  return sets.reduce((bests, set, index) => applySession(bests, [set], { sessionId: `old${index}`, achievedAt: first.achievedAt }).bests, noBests());
}

describe('estimated one-rep max', () => {
  it('is the weight itself at 1 rep', () => {
    expect(estimateOneRepMax(KG100, 1)).toBe(KG100);
    expect(estimateOneRepMax(13_500, 1)).toBe(13_500);
  });

  it('uses Brzycki up to 10 reps, rounded to whole hundredths', () => {
    // 22046 × 36 / 32 = 24801.75
    expect(estimateOneRepMax(KG100, 5)).toBe(24_802);
    // 10000 × 36 / 27 = 13333.33 (Epley gives the same at 10 reps)
    expect(estimateOneRepMax(10_000, 10)).toBe(13_333);
  });

  it('uses Epley from 11 reps to the cap, and gives nothing above it', () => {
    expect(E1RM_MAX_REPS).toBe(12);
    expect(estimateOneRepMax(10_000, 11)).toBe(13_667);
    expect(estimateOneRepMax(10_000, 12)).toBe(14_000);
    expect(estimateOneRepMax(10_000, 13)).toBeNull();
    expect(estimateOneRepMax(10_000, 100)).toBeNull();
  });

  it('has no value without weight or reps', () => {
    expect(estimateOneRepMax(0, 5)).toBeNull();
    expect(estimateOneRepMax(null, 5)).toBeNull();
    expect(estimateOneRepMax(10_000, 0)).toBeNull();
    expect(estimateOneRepMax(10_000, null)).toBeNull();
  });

  it('never falls when the weight or the reps grow (within the cap)', () => {
    for (let reps = 1; reps <= E1RM_MAX_REPS; reps++) {
      for (const weight of [100, 4_500, 10_000, KG100, 199_999]) {
        const value = estimateOneRepMax(weight, reps) ?? 0;
        if (reps < E1RM_MAX_REPS) expect(estimateOneRepMax(weight, reps + 1)).toBeGreaterThan(value);
        expect(estimateOneRepMax(weight + 1, reps)).toBeGreaterThanOrEqual(value);
      }
    }
  });
});

describe('which sets count', () => {
  it('counts only completed working sets with weight and reps', () => {
    expect(countsForRecords(work(10_000, 5))).toBe(true);
    expect(countsForRecords(work(10_000, 5, { isWarmup: true }))).toBe(false);
    expect(countsForRecords(work(10_000, 5, { isCompleted: false }))).toBe(false);
    expect(countsForRecords(work(0, 10))).toBe(false);
    expect(countsForRecords(work(null, 10))).toBe(false);
    expect(countsForRecords(work(10_000, 0))).toBe(false);
    expect(countsForRecords(work(10_000, null))).toBe(false);
  });

  it('never flags a warm-up, however heavy', () => {
    const bests = bestsAfter(work(10_000, 5));
    expect(setRecordKinds(bests, work(50_000, 5, { isWarmup: true }))).toEqual([]);
    const result = applySession(bests, [work(50_000, 5, { isWarmup: true })], second);
    expect(result.setKinds).toEqual([undefined]);
    expect(result.records).toEqual([]);
    expect(result.bests).toBe(bests);
  });
});

describe('set records', () => {
  it('makes every measure a record the first time an exercise is done', () => {
    expect(setRecordKinds(noBests(), work(KG100, 5))).toEqual(['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume']);
  });

  it('flags a heavier set with the same reps on heaviest, e1RM, reps at that weight and set volume', () => {
    const bests = bestsAfter(work(KG100, 5));
    expect(setRecordKinds(bests, work(KG105, 5))).toEqual(['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume']);
  });

  it('never flags a tie', () => {
    const bests = bestsAfter(work(KG100, 5));
    expect(setRecordKinds(bests, work(KG100, 5))).toEqual([]);
  });

  it('does not flag a tie on one measure while flagging the measures it beats', () => {
    // Same weight, one more rep: not heavier (a tie), but more reps, e1RM and volume.
    const bests = bestsAfter(work(KG100, 5));
    expect(setRecordKinds(bests, work(KG100, 6))).toEqual(['best_e1rm', 'best_reps', 'best_set_volume']);
    // 200 × 5 = 1000 volume; 250 × 4 = 1000 volume: heavier, but the same set volume.
    const volumeTie = bestsAfter(work(20_000, 5));
    expect(setRecordKinds(volumeTie, work(25_000, 4))).toEqual(['heaviest_weight', 'best_e1rm', 'best_reps']);
  });

  it('never flags a set no heavier and with no more reps than an earlier one, on any measure', () => {
    const bests = bestsAfter(work(KG100, 5));
    for (const [weight, reps] of [
      [KG100, 5],
      [KG100, 4],
      [KG100 - 1, 5],
      [10_000, 1],
    ] as const) {
      expect(setRecordKinds(bests, work(weight, reps))).toEqual([]);
    }
  });

  it('never flags a dominated set even when the earlier set had no e1RM (more reps than the cap)', () => {
    const bests = bestsAfter(work(10_000, 15));
    expect(bests.bestE1rm).toBeNull();
    expect(setRecordKinds(bests, work(9_000, 10))).toEqual([]);
    // Lighter but with more reps than anything: a record on reps at that weight (and on set volume only when it beats 100 × 15).
    expect(setRecordKinds(bests, work(9_000, 16))).toEqual(['best_reps']);
    expect(setRecordKinds(bests, work(9_000, 17))).toEqual(['best_reps', 'best_set_volume']);
    // Fewer reps but heavier: heaviest, and the first e1RM.
    expect(setRecordKinds(bests, work(11_000, 10))).toEqual(['heaviest_weight', 'best_e1rm', 'best_reps']);
  });

  it('flags best reps at a lighter weight when no earlier set had that many reps at that weight or more', () => {
    const bests = bestsAfter(work(KG105, 5));
    // 100 kg × 8 beats 105 × 5 on reps (8 > 5) at a lower weight, and on e1RM and volume.
    expect(setRecordKinds(bests, work(KG100, 8))).toEqual(['best_e1rm', 'best_reps', 'best_set_volume']);
    // 100 kg × 5 has heavier company with as many reps: nothing.
    expect(setRecordKinds(bests, work(KG100, 5))).toEqual([]);
  });
});

describe('the best-reps frontier', () => {
  it('keeps only sets that no other set is both heavier (or as heavy) and longer (or as long) than, heaviest first', () => {
    let bests = noBests();
    for (const [weight, reps] of [
      [10_000, 10],
      [12_000, 5],
      [11_000, 8],
      [12_000, 6], // replaces 120 × 5
      [9_000, 10], // dominated by 100 × 10: not added
      [13_000, 1],
    ] as const) {
      bests = withSet(bests, work(weight, reps), first);
    }
    expect(bests.bestReps.map(({ weight, reps }) => [weight, reps])).toEqual([
      [13_000, 1],
      [12_000, 6],
      [11_000, 8],
      [10_000, 10],
    ]);
  });

  it('drops every point a new set dominates', () => {
    let bests = noBests();
    for (const [weight, reps] of [
      [10_000, 10],
      [11_000, 8],
      [12_000, 6],
    ] as const) {
      bests = withSet(bests, work(weight, reps), first);
    }
    bests = withSet(bests, work(12_000, 10), second);
    expect(bests.bestReps).toEqual([{ weight: 12_000, reps: 10, ...second }]);
  });
});

describe('a session of one exercise', () => {
  it('flags each set against the earlier sessions and its own earlier sets, and confirms the bests it holds', () => {
    const bests = bestsAfter(work(KG100, 5));
    const sets = [
      work(4_500, 10, { isWarmup: true }),
      work(KG105, 5),
      work(KG105, 5), // ties the set before it
      work(KG100, 5), // dominated
      work(KG105, 4, { isCompleted: false }),
    ];
    const result = applySession(bests, sets, second);

    expect(result.setKinds).toEqual([undefined, ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'], [], [], undefined]);
    expect(result.records).toEqual([
      { kind: 'heaviest_weight', value: KG105, setIndex: 1, weight: KG105, reps: 5 },
      { kind: 'best_e1rm', value: estimateOneRepMax(KG105, 5), setIndex: 1, weight: KG105, reps: 5 },
      { kind: 'best_reps', value: 5, setIndex: 1, weight: KG105, reps: 5 },
      { kind: 'best_set_volume', value: KG105 * 5, setIndex: 1, weight: KG105, reps: 5 },
      { kind: 'best_session_volume', value: KG105 * 10 + KG100 * 5 },
    ]);
    expect(result.bests.heaviestWeight).toEqual({ value: KG105, weight: KG105, reps: 5, ...second });
    expect(result.bests.bestSessionVolume).toEqual({ value: KG105 * 10 + KG100 * 5, ...second });
  });

  it('keeps a flag on a set a later set of the session beats, and confirms only the best', () => {
    const result = applySession(noBests(), [work(10_000, 5), work(11_000, 5)], first);
    expect(result.setKinds).toEqual([
      ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'],
      ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'],
    ]);
    expect(result.records.map((record) => [record.kind, record.setIndex])).toEqual([
      ['heaviest_weight', 1],
      ['best_e1rm', 1],
      ['best_reps', 1],
      ['best_set_volume', 1],
      ['best_session_volume', undefined],
    ]);
  });

  it('confirms best reps once for each weight the session holds', () => {
    const result = applySession(noBests(), [work(10_000, 10), work(12_000, 5), work(12_000, 6)], first);
    expect(result.records.filter((record) => record.kind === 'best_reps')).toEqual([
      { kind: 'best_reps', value: 6, setIndex: 2, weight: 12_000, reps: 6 },
      { kind: 'best_reps', value: 10, setIndex: 0, weight: 10_000, reps: 10 },
    ]);
  });

  it('confirms a session volume record only when it beats every earlier session (a tie is none)', () => {
    const bests = bestsAfter(work(10_000, 10));
    // 100 × 5 twice: volume 10,000 × 10 ties the earlier session; no set beats anything either.
    expect(applySession(bests, [work(10_000, 5), work(10_000, 5)], second).records).toEqual([]);
    // Three sets: more volume than ever, although no single set is a record.
    const more = applySession(bests, [work(10_000, 5), work(10_000, 5), work(10_000, 5)], second);
    expect(more.setKinds).toEqual([[], [], []]);
    expect(more.records).toEqual([{ kind: 'best_session_volume', value: 150_000 }]);
  });

  it('sets nothing with bodyweight sets only', () => {
    const result = applySession(noBests(), [work(0, 20), work(null, 15)], first);
    expect(result.records).toEqual([]);
    expect(result.bests).toEqual(noBests());
  });
});

describe('weight records by exercise type (issue 29)', () => {
  it('never makes an assisted set a weight record: its weight is the assistance', () => {
    const assisted = { weight: 6600, reps: 8, isCompleted: true, isWarmup: false, exerciseType: 'assisted_bodyweight' as const };
    expect(countsForRecords(assisted)).toBe(false);
    expect(setRecordKinds(noBests(), assisted)).toEqual([]);
  });

  it('keeps the weight records of weighted bodyweight on the added weight', () => {
    const weighted = { weight: 2000, reps: 5, isCompleted: true, isWarmup: false, exerciseType: 'weighted_bodyweight' as const };
    expect(setRecordKinds(noBests(), weighted)).toContain('heaviest_weight');
  });
});
