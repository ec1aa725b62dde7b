import { describe, expect, it } from 'vitest';
import { DEFAULT_REST_SECONDS, formatRest, REST_EXTENSION_SECONDS, REST_TICK_MS, restsAfterSet } from './rest';

describe('formatRest', () => {
  it('shows 0 as Off', () => {
    expect(formatRest(0)).toBe('Off');
  });

  it('shows seconds under a minute', () => {
    expect(formatRest(30)).toBe('30s');
    expect(formatRest(59)).toBe('59s');
  });

  it('shows whole minutes as Nm and the rest as Nm Ns', () => {
    expect(formatRest(60)).toBe('1m');
    expect(formatRest(DEFAULT_REST_SECONDS)).toBe('2m');
    expect(formatRest(90)).toBe('1m 30s');
    expect(formatRest(185)).toBe('3m 5s');
  });

  it('keeps the spec constants', () => {
    expect(DEFAULT_REST_SECONDS).toBe(120);
    expect(REST_EXTENSION_SECONDS).toBe(30);
    expect(REST_TICK_MS).toBe(100);
  });
});

describe('restsAfterSet (issue 27, supersets)', () => {
  const curl = { exerciseId: 'curl', supersetGroup: 'A', setIds: ['c1', 'c2', 'c3'] };
  const pushdown = { exerciseId: 'pushdown', supersetGroup: 'A', setIds: ['p1', 'p2', 'p3'] };
  const squat = { exerciseId: 'squat', supersetGroup: null, setIds: ['s1', 's2'] };
  const workout = [squat, curl, pushdown];

  it("rests after the group's last exercise in each round, not after the others", () => {
    expect(['c1', 'c2', 'c3'].map((id) => restsAfterSet(workout, 'curl', id))).toEqual([false, false, false]);
    expect(['p1', 'p2', 'p3'].map((id) => restsAfterSet(workout, 'pushdown', id))).toEqual([true, true, false]);
  });

  it('rests after every set but the last of an exercise outside a superset', () => {
    expect(['s1', 's2'].map((id) => restsAfterSet(workout, 'squat', id))).toEqual([true, false]);
  });

  it('ends a round where the group has sets in it when the exercises have different set counts', () => {
    const longCurl = { ...curl, setIds: ['c1', 'c2', 'c3', 'c4'] };
    const group = [longCurl, pushdown];
    // Round 3 ends with the pushdown and a fourth curl set is left; round 4 is the curl's alone and the last.
    expect(restsAfterSet(group, 'pushdown', 'p3')).toBe(true);
    expect(restsAfterSet(group, 'curl', 'c3')).toBe(false);
    expect(restsAfterSet(group, 'curl', 'c4')).toBe(false);
  });

  it('does not rest for an unknown exercise or set', () => {
    expect(restsAfterSet(workout, 'bench', 'c1')).toBe(false);
    expect(restsAfterSet(workout, 'curl', 'x')).toBe(false);
  });
});
