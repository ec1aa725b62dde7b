/**
 * The progress chart's series from an exercise's history, in the person's unit (issue 11): one point per day (issue 27),
 * so several sessions on one day never stack into a vertical line.
 */
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { toCentiUnits, volumeInUnits, type WeightUnit } from '../../../../../shared/units';
import { dayOf } from './calendar';

export type ChartMetric = 'e1rm' | 'heaviest' | 'volume';

export const CHART_METRICS: readonly { metric: ChartMetric; label: string; tab: string }[] = [
  { metric: 'e1rm', label: 'Best set e1RM', tab: 'e1RM' },
  { metric: 'heaviest', label: 'Heaviest weight', tab: 'Heaviest' },
  { metric: 'volume', label: 'Session volume', tab: 'Volume' },
];

export interface ChartPoint {
  /** The local day ('YYYY-MM-DD') the point stands for. */
  day: string;
  /** When the day's best session finished (ISO). */
  at: string;
  /** In kg or lb, for the chart: two decimals for weights, whole units for volume. */
  value: number;
  /** As stored: hundredths of a pound (weights) or hundredths of a pound × reps (volume), for the text. */
  stored: number;
  /** How many sessions of the day had a value. */
  sessions: number;
}

const weightInUnit = (hundredths: number, unit: WeightUnit) => toCentiUnits(Math.round(hundredths), unit) / 100;

function storedValueOf(entry: ExerciseHistoryEntry, metric: ChartMetric): number | null {
  switch (metric) {
    case 'e1rm':
      return entry.bestE1rm;
    case 'heaviest':
      return entry.heaviestWeight;
    case 'volume':
      return entry.sessionVolume > 0 ? entry.sessionVolume : null;
  }
}

const inUnit = (stored: number, metric: ChartMetric, unit: WeightUnit) =>
  metric === 'volume' ? volumeInUnits(stored, unit) : weightInUnit(stored, unit);

/**
 * One point per local day, oldest first: the day's best session on the metric (the earliest of equals), so the chart's
 * best is the records' best. Sessions without a value for the metric (no weighted working set) are left out.
 * `dayKey` gives an instant's day (the browser's local day, as on /history's calendar).
 */
export function chartPoints(
  entries: readonly ExerciseHistoryEntry[],
  metric: ChartMetric,
  unit: WeightUnit,
  dayKey: (iso: string) => string = (iso) => dayOf(new Date(iso)),
): ChartPoint[] {
  const oldestFirst = [...entries].sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));
  const days = new Map<string, ChartPoint>();
  for (const entry of oldestFirst) {
    const stored = storedValueOf(entry, metric);
    if (stored === null) continue;
    const day = dayKey(entry.completedAt);
    const kept = days.get(day);
    const sessions = (kept?.sessions ?? 0) + 1;
    const best = !kept || stored > kept.stored ? { at: entry.completedAt, value: inUnit(stored, metric, unit), stored } : kept;
    days.set(day, { day, at: best.at, value: best.value, stored: best.stored, sessions });
  }
  return [...days.values()];
}

/** The newest point and the highest one (the earliest of equals), for the chart's caption. */
export function latestAndBest(points: readonly ChartPoint[]): { latest: ChartPoint; best: ChartPoint } | null {
  const latest = points.at(-1);
  if (!latest) return null;
  const best = points.reduce((top, point) => (point.stored > top.stored ? point : top));
  return { latest, best };
}

/** '2 sessions', '3 sessions on 2 days': what the points stand for. */
export function chartSpanText(points: readonly ChartPoint[]): string {
  const sessions = points.reduce((total, point) => total + point.sessions, 0);
  const sessionsText = `${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
  return sessions === points.length ? sessionsText : `${sessionsText} on ${points.length} ${points.length === 1 ? 'day' : 'days'}`;
}
