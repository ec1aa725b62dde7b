import { describe, expect, it } from 'vitest';
import { restsAfterSet } from './rest';
import { regroupSuperset, supersetPartners, withoutLoneGroups } from './session-supersets';

const workout = { exerciseIds: ['bench', 'squat', 'row', 'curl'] };

describe('regroupSuperset', () => {
  it('groups an exercise with another under the first free letter and moves them together where the first one is', () => {
    const grouped = regroupSuperset(workout, 'bench', ['row']);

    expect(grouped).toEqual({ exerciseIds: ['bench', 'row', 'squat', 'curl'], supersetGroups: { bench: 'A', row: 'A' } });
  });

  it('needs two exercises: no partners leaves the workout ungrouped', () => {
    expect(regroupSuperset(workout, 'bench', [])).toEqual({ exerciseIds: workout.exerciseIds, supersetGroups: {} });
  });

  it('takes the next letter when another superset exists, and keeps an exercise’s letter when its group changes', () => {
    const first = regroupSuperset(workout, 'bench', ['squat']);
    const second = regroupSuperset(first, 'row', ['curl']);
    expect(second.supersetGroups).toEqual({ bench: 'A', squat: 'A', row: 'B', curl: 'B' });

    const widened = regroupSuperset(second, 'bench', ['squat', 'curl']);
    expect(widened.supersetGroups).toEqual({ bench: 'A', squat: 'A', curl: 'A' });
    expect(widened.exerciseIds).toEqual(['bench', 'squat', 'curl', 'row']);
  });

  it('removing the second-to-last exercise dissolves the group; removing one of three keeps the other two', () => {
    const pair = regroupSuperset(workout, 'bench', ['squat']);
    expect(regroupSuperset(pair, 'squat', []).supersetGroups).toEqual({});

    const three = regroupSuperset(workout, 'bench', ['squat', 'row']);
    expect(regroupSuperset(three, 'squat', []).supersetGroups).toEqual({ bench: 'A', row: 'A' });
  });

  it('an exercise left out of a changed group leaves it, and a partner taken from another group leaves that one', () => {
    const two = regroupSuperset(regroupSuperset(workout, 'bench', ['squat', 'row']), 'curl', []);
    const narrowed = regroupSuperset(two, 'bench', ['squat']);
    expect(narrowed.supersetGroups).toEqual({ bench: 'A', squat: 'A' });

    const pairs = regroupSuperset(regroupSuperset(workout, 'bench', ['squat']), 'row', ['curl']);
    // Curl leaves B for A: row is alone, so B is no group any more.
    expect(regroupSuperset(pairs, 'bench', ['squat', 'curl']).supersetGroups).toEqual({ bench: 'A', squat: 'A', curl: 'A' });
  });

  it('applied twice answers the same', () => {
    const once = regroupSuperset(workout, 'squat', ['curl', 'bench']);
    expect(regroupSuperset(once, 'squat', ['curl', 'bench'])).toEqual(once);
    expect(once.exerciseIds).toEqual(['bench', 'squat', 'curl', 'row']);
  });
});

describe('withoutLoneGroups and supersetPartners', () => {
  it('drops letters of exercises no longer in the workout and letters left on one exercise', () => {
    expect(withoutLoneGroups({ bench: 'A', gone: 'A', row: 'B', curl: 'B' }, ['bench', 'row', 'curl'])).toEqual({ row: 'B', curl: 'B' });
  });

  it('lists the other exercises of a superset in workout order', () => {
    const grouped = regroupSuperset(workout, 'curl', ['bench', 'squat']);
    expect(supersetPartners(grouped, 'squat')).toEqual(['bench', 'curl']);
    expect(supersetPartners(grouped, 'row')).toEqual([]);
  });
});

describe('the rest after a superset made in the workout', () => {
  it('starts after the group’s last exercise’s set, not after each exercise of the round', () => {
    const grouped = regroupSuperset(workout, 'bench', ['row']);
    const sets: Record<string, string[]> = { bench: ['b1', 'b2'], row: ['r1', 'r2'], squat: ['s1', 's2'], curl: ['c1'] };
    const exercises = grouped.exerciseIds.map((exerciseId) => ({ exerciseId, supersetGroup: grouped.supersetGroups[exerciseId], setIds: sets[exerciseId] ?? [] }));

    expect(restsAfterSet(exercises, 'bench', 'b1')).toBe(false);
    expect(restsAfterSet(exercises, 'row', 'r1')).toBe(true);
    // The last round: nothing of the group is left, so no rest.
    expect(restsAfterSet(exercises, 'row', 'r2')).toBe(false);
    // Ungrouped again, each exercise rests after its own set.
    const alone = regroupSuperset(grouped, 'bench', []);
    const apart = alone.exerciseIds.map((exerciseId) => ({ exerciseId, supersetGroup: alone.supersetGroups[exerciseId], setIds: sets[exerciseId] ?? [] }));
    expect(restsAfterSet(apart, 'bench', 'b1')).toBe(true);
  });
});
