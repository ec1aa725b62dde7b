/**
 * The plate calculator of the keypad (issue 11): which plates go on each side of a barbell for a weight, with the
 * person's bar and the plate sizes they own (as many pairs of each as needed), and, when the weight cannot be
 * loaded exactly, the nearest loadable weights below and above it.
 *
 * Everything is in one unit (the setup's: kg or lb), as plain numbers with up to two decimals; the work is done in
 * whole hundredths so 2.5 + 1.25 never turns into 3.7499999. Plates go on heaviest first, the way a lifter loads a
 * bar ('45 + 10 + 5' for 165 lb, not the fewer '35 + 25'): for the usual plate sets (25, 20, 15, 10, 5, 2.5, 1.25 kg
 * and 45, 35, 25, 10, 5, 2.5 lb) that is plain greedy loading, which is exact for every weight those plates can make
 * because the smallest plate divides every other (plates.test.ts checks every loadable weight). For an odd set such
 * as 20 and 15 only, a plate is skipped when the rest could not be made, so 80 kg still loads as 15 + 15 a side.
 */
export interface PlateSetupSizes {
  /** The bar's own weight. */
  bar: number;
  /** The plate sizes one owns (any order; duplicates, zero and negative sizes are ignored). */
  plates: readonly number[];
}

/** A loadable weight: the bar plus `perSide` on each side, heaviest plate first. */
export interface PlateLoading {
  total: number;
  perSide: number[];
}

export type PlateCalculation =
  /** The weight loads exactly (an empty `perSide` is the bar alone). */
  | { kind: 'exact'; loading: PlateLoading }
  /** It does not: the heaviest loadable weight below it and the lightest above it (null when none is in range). */
  | { kind: 'nearest'; below: PlateLoading | null; above: PlateLoading | null }
  /** Lighter than the bar: the lightest loadable weight is the bar alone. */
  | { kind: 'under-bar'; above: PlateLoading };

const toCenti = (value: number) => Math.round(value * 100);
const fromCenti = (centi: number) => centi / 100;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Per plate set (sizes in plate units), the loadable table found so far: the keypad asks again on every key. */
const loadableTables = new Map<string, boolean[]>();

/**
 * Which per-side amounts from 0 to `limit` units some plates make (the table may run further). A unit is the greatest
 * common divisor of the plate sizes, so the table stays small (about a thousand entries for kg or lb plates).
 */
function loadableAmounts(sizes: readonly number[], limit: number): readonly boolean[] {
  const key = sizes.join(',');
  const loadable = loadableTables.get(key) ?? [true];
  for (let amount = loadable.length; amount <= limit; amount++) loadable[amount] = sizes.some((size) => size <= amount && loadable[amount - size]);
  loadableTables.set(key, loadable);
  return loadable;
}

/**
 * The plates for one side making `amount` units, as a lifter loads them: always the heaviest plate that still leaves
 * a loadable rest (plain greedy when the smallest plate divides every other, as in the usual sets).
 */
function platesFor(amount: number, sizes: readonly number[], loadable: readonly boolean[]): number[] {
  const plates: number[] = [];
  let left = amount;
  while (left > 0) {
    // sizes are sorted heaviest first.
    const size = sizes.find((candidate) => candidate <= left && loadable[left - candidate]);
    if (size === undefined) break;
    plates.push(size);
    left -= size;
  }
  return plates;
}

/** Where the plates for `target` (same unit as the setup) go, or the nearest weights that can be loaded. */
export function calculatePlates(target: number, setup: PlateSetupSizes): PlateCalculation {
  const barCenti = Math.max(0, toCenti(setup.bar));
  const targetCenti = Math.max(0, toCenti(target));
  const sizesCenti = [...new Set(setup.plates.map(toCenti).filter((size) => size > 0))].sort((a, b) => b - a);
  const barOnly: PlateLoading = { total: fromCenti(barCenti), perSide: [] };

  if (targetCenti < barCenti) return { kind: 'under-bar', above: barOnly };
  if (sizesCenti.length === 0) {
    return targetCenti === barCenti ? { kind: 'exact', loading: barOnly } : { kind: 'nearest', below: barOnly, above: null };
  }

  const unit = sizesCenti.reduce(gcd);
  const sizes = sizesCenti.map((size) => size / unit);
  // Both sides together carry target − bar; one side half of it, in plate units (maybe fractional).
  const perSideUnits = (targetCenti - barCenti) / 2 / unit;
  const limit = Math.floor(perSideUnits) + sizes[0]!;
  const loadable = loadableAmounts(sizes, limit);
  const loading = (amount: number): PlateLoading => ({
    total: fromCenti(barCenti + 2 * amount * unit),
    perSide: platesFor(amount, sizes, loadable).map((size) => fromCenti(size * unit)),
  });

  if (Number.isInteger(perSideUnits) && loadable[perSideUnits]) return { kind: 'exact', loading: loading(perSideUnits) };

  let below: PlateLoading | null = null;
  for (let amount = Math.floor(perSideUnits); amount >= 0; amount--) {
    if (loadable[amount]) {
      below = loading(amount);
      break;
    }
  }
  let above: PlateLoading | null = null;
  for (let amount = Math.floor(perSideUnits) + 1; amount <= limit; amount++) {
    if (loadable[amount]) {
      above = loading(amount);
      break;
    }
  }
  return { kind: 'nearest', below, above };
}

/**
 * The loadable weights around `target`: itself when it loads, else the nearest below and above (below is null under
 * the bar; above is null only without plates).
 */
export function loadableAround(target: number, setup: PlateSetupSizes): { below: number | null; above: number | null } {
  const result = calculatePlates(target, setup);
  if (result.kind === 'exact') return { below: result.loading.total, above: result.loading.total };
  if (result.kind === 'under-bar') return { below: null, above: result.above.total };
  return { below: result.below?.total ?? null, above: result.above?.total ?? null };
}

/** The loadable weight nearest `target`, the lighter one when both are as near (86.25 kg on a 20 kg bar → 85). */
export function nearestLoadableWeight(target: number, setup: PlateSetupSizes): number {
  const { below, above } = loadableAround(target, setup);
  if (below === null || above === null) return below ?? above ?? target;
  return toCenti(target) - toCenti(below) <= toCenti(above) - toCenti(target) ? below : above;
}

/** '25 + 15 + 2.5' (one side), or '' for the bar alone. */
export function formatPlates(perSide: readonly number[]): string {
  return perSide.map(String).join(' + ');
}
