/** The progress chart's series from an exercise's history, in the person's unit (issue 11). */
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { toCentiUnits, volumeInUnits, type WeightUnit } from '../../../../../shared/units';

export type ChartMetric = 'e1rm' | 'heaviest' | 'volume';

export const CHART_METRICS: readonly { metric: ChartMetric; label: string; tab: string }[] = [
  { metric: 'e1rm', label: 'Best set e1RM', tab: 'e1RM' },
  { metric: 'heaviest', label: 'Heaviest weight', tab: 'Heaviest' },
  { metric: 'volume', label: 'Session volume', tab: 'Volume' },
];

export interface ChartPoint {
  /** When the session finished (ISO). */
  at: string;
  /** In kg or lb: two decimals for weights, whole units for volume. */
  value: number;
}

const weightInUnit = (hundredths: number, unit: WeightUnit) => toCentiUnits(Math.round(hundredths), unit) / 100;

function valueOf(entry: ExerciseHistoryEntry, metric: ChartMetric, unit: WeightUnit): number | null {
  switch (metric) {
    case 'e1rm':
      return entry.bestE1rm === null ? null : weightInUnit(entry.bestE1rm, unit);
    case 'heaviest':
      return entry.heaviestWeight === null ? null : weightInUnit(entry.heaviestWeight, unit);
    case 'volume':
      return entry.sessionVolume > 0 ? volumeInUnits(entry.sessionVolume, unit) : null;
  }
}

/** Oldest first; sessions without a value for the metric (no weighted working set) are left out. */
export function chartPoints(entries: readonly ExerciseHistoryEntry[], metric: ChartMetric, unit: WeightUnit): ChartPoint[] {
  return entries
    .map((entry) => ({ at: entry.completedAt, value: valueOf(entry, metric, unit) }))
    .filter((point): point is ChartPoint => point.value !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The newest point and the highest one (the earliest of equals), for the chart's caption. */
export function latestAndBest(points: readonly ChartPoint[]): { latest: ChartPoint; best: ChartPoint } | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const best = points.reduce((top, point) => (point.value > top.value ? point : top));
  return { latest, best };
}
