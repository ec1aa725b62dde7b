import { describe, expect, it } from 'vitest';
import { formatWeight, parseWeight, type WeightUnit } from '../units';
import { calculatePlates, formatPlates, loadableAround, nearestLoadableWeight, type PlateSetupSizes } from './plates';

const KG: PlateSetupSizes = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const LB: PlateSetupSizes = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

/** Loading greedily from the heaviest plate: what a lifter does at the rack. */
function greedy(target: number, setup: PlateSetupSizes): number[] | null {
  let left = Math.round(((target - setup.bar) / 2) * 100);
  const plates: number[] = [];
  for (const plate of [...setup.plates].sort((a, b) => b - a)) {
    const centi = Math.round(plate * 100);
    while (left >= centi) {
      plates.push(plate);
      left -= centi;
    }
  }
  return left === 0 ? plates : null;
}

const sum = (plates: readonly number[]) => plates.reduce((total, plate) => total + Math.round(plate * 100), 0) / 100;

describe('plates per side', () => {
  it('loads 105 kg on a 20 kg bar as 25 + 15 + 2.5 a side', () => {
    expect(calculatePlates(105, KG)).toEqual({ kind: 'exact', loading: { total: 105, perSide: [25, 15, 2.5] } });
    expect(formatPlates([25, 15, 2.5])).toBe('25 + 15 + 2.5');
  });

  it('loads 225 lb on a 45 lb bar as two 45s a side, and 135 lb as one', () => {
    expect(calculatePlates(225, LB)).toEqual({ kind: 'exact', loading: { total: 225, perSide: [45, 45] } });
    expect(calculatePlates(135, LB)).toEqual({ kind: 'exact', loading: { total: 135, perSide: [45] } });
    expect(calculatePlates(190, LB)).toEqual({ kind: 'exact', loading: { total: 190, perSide: [45, 25, 2.5] } });
  });

  it('is the bar alone at the bar weight', () => {
    expect(calculatePlates(20, KG)).toEqual({ kind: 'exact', loading: { total: 20, perSide: [] } });
    expect(formatPlates([])).toBe('');
  });

  it('uses the smallest plates: 22.5 kg is 1.25 a side', () => {
    expect(calculatePlates(22.5, KG)).toEqual({ kind: 'exact', loading: { total: 22.5, perSide: [1.25] } });
  });

  it('says when a weight is under the bar, with the bar as the lightest loadable weight', () => {
    expect(calculatePlates(15, KG)).toEqual({ kind: 'under-bar', above: { total: 20, perSide: [] } });
    expect(calculatePlates(0, LB)).toEqual({ kind: 'under-bar', above: { total: 45, perSide: [] } });
  });

  it('gives the nearest loadable weights below and above an odd remainder', () => {
    // 101 kg: 40.5 a side cannot be made of 1.25 steps; 100 (40) and 102.5 (41.25) can.
    expect(calculatePlates(101, KG)).toEqual({
      kind: 'nearest',
      below: { total: 100, perSide: [25, 15] },
      above: { total: 102.5, perSide: [25, 15, 1.25] },
    });
    // 137 lb: 46 a side; 135 (45) and 140 (47.5).
    expect(calculatePlates(137, LB)).toEqual({
      kind: 'nearest',
      below: { total: 135, perSide: [45] },
      above: { total: 140, perSide: [45, 2.5] },
    });
    // Hundredths that do not split evenly over two sides: 100.01 kg.
    const odd = calculatePlates(100.01, KG);
    expect(odd).toMatchObject({ kind: 'nearest', below: { total: 100 }, above: { total: 102.5 } });
  });

  it('loads heaviest first like a lifter, and still finds a loading plain greedy misses with an odd plate set', () => {
    expect(calculatePlates(165, LB)).toEqual({ kind: 'exact', loading: { total: 165, perSide: [45, 10, 5] } });
    const odd: PlateSetupSizes = { bar: 20, plates: [20, 15] };
    expect(greedy(80, odd)).toBeNull();
    expect(calculatePlates(80, odd)).toEqual({ kind: 'exact', loading: { total: 80, perSide: [15, 15] } });
    expect(calculatePlates(70, odd)).toEqual({
      kind: 'nearest',
      below: { total: 60, perSide: [20] },
      above: { total: 80, perSide: [15, 15] },
    });
  });

  it('ignores duplicate, zero and negative plate sizes, and works without plates', () => {
    expect(calculatePlates(60, { bar: 20, plates: [20, 20, 0, -5] })).toEqual({ kind: 'exact', loading: { total: 60, perSide: [20] } });
    expect(calculatePlates(20, { bar: 20, plates: [] })).toEqual({ kind: 'exact', loading: { total: 20, perSide: [] } });
    expect(calculatePlates(30, { bar: 20, plates: [] })).toEqual({ kind: 'nearest', below: { total: 20, perSide: [] }, above: null });
  });

  it.each([
    ['kg', KG, 1.25, 400],
    ['lb', LB, 2.5, 900],
  ] as const)('matches greedy loading for every loadable %s weight of the usual plates', (_unit, setup, smallest, max) => {
    for (let centi = Math.round(setup.bar * 100); centi <= max * 100; centi += Math.round(smallest * 200)) {
      const target = centi / 100;
      const result = calculatePlates(target, setup);
      expect(result.kind, `${target}`).toBe('exact');
      if (result.kind !== 'exact') continue;
      expect(result.loading.perSide, `${target}`).toEqual(greedy(target, setup));
      expect(setup.bar + 2 * sum(result.loading.perSide)).toBeCloseTo(target, 6);
    }
  });

  it('brackets every weight that cannot be loaded between its nearest loadable neighbours', () => {
    for (let centi = 2000; centi <= 6000; centi += 37) {
      const target = centi / 100;
      const result = calculatePlates(target, KG);
      if (result.kind !== 'nearest') continue;
      expect(result.below!.total).toBeLessThan(target);
      expect(result.above!.total).toBeGreaterThan(target);
      // Nothing loadable lies strictly between them: they are 2 × 1.25 apart.
      expect(Math.round((result.above!.total - result.below!.total) * 100)).toBe(250);
    }
  });
});

describe('plate weights in kg and lb', () => {
  it.each([
    ['kg', [20, 15, 25, 10, 5, 2.5, 1.25, 0.5, 0.25]],
    ['lb', [45, 35, 25, 10, 5, 2.5, 1.25]],
  ] as const)('round trip through the stored hundredths of a pound in %s', (unit: WeightUnit, weights) => {
    for (const weight of weights) {
      const stored = parseWeight(String(weight), unit);
      expect(stored).not.toBeNull();
      expect(formatWeight(stored, unit)).toBe(String(weight));
    }
  });

  it('round trips every loadable barbell weight in kg up to 300 kg', () => {
    for (let centi = 2000; centi <= 30_000; centi += 250) {
      const text = formatWeight(parseWeight(String(centi / 100), 'kg'), 'kg');
      expect(text).toBe(String(centi / 100));
    }
  });
});

describe('the nearest loadable weight', () => {
  const kgDefault = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
  const lbDefault = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

  it('rounds 86.25 kg on a 20 kg bar with the default kg plates to 85, the lighter of two as near', () => {
    expect(nearestLoadableWeight(86.25, kgDefault)).toBe(85);
    expect(loadableAround(86.25, kgDefault)).toEqual({ below: 85, above: 87.5 });
  });

  it('goes to the nearer one otherwise, and keeps a weight that loads', () => {
    expect(nearestLoadableWeight(86.5, kgDefault)).toBe(87.5);
    expect(nearestLoadableWeight(102.5, kgDefault)).toBe(102.5);
    expect(nearestLoadableWeight(168, lbDefault)).toBe(170);
    expect(nearestLoadableWeight(167.5, lbDefault)).toBe(165);
  });

  it('gives the bar alone under the bar, and works with a custom setup', () => {
    expect(nearestLoadableWeight(12, kgDefault)).toBe(20);
    expect(loadableAround(12, kgDefault)).toEqual({ below: null, above: 20 });
    expect(nearestLoadableWeight(99, { bar: 15, plates: [20, 10, 5] })).toBe(95);
    expect(nearestLoadableWeight(101, { bar: 15, plates: [20, 10, 5] })).toBe(105);
  });
});
