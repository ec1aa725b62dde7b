/**
 * The progress chart's series from an exercise's history, in the person's unit (issue 11): one point per day (issue 27),
 * so several sessions on one day never stack into a vertical line.
 */
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { toCentiUnits, volumeInUnits, type WeightUnit } from '../../../../../shared/units';
import { dayOf } from './calendar';
import { exerciseTypeOrDefault, type ExerciseType } from '../../../../../shared/exercise-types/types';
import { METERS_PER_MILE } from '../../../../../shared/exercise-types/measure-entry';

export type ChartMetric = 'e1rm' | 'heaviest' | 'volume' | 'reps' | 'duration' | 'distance';

export interface ChartMetricItem {
  metric: ChartMetric;
  label: string;
  tab: string;
}

export const CHART_METRICS: readonly ChartMetricItem[] = [
  { metric: 'e1rm', label: 'Best set e1RM', tab: 'e1RM' },
  { metric: 'heaviest', label: 'Heaviest weight', tab: 'Heaviest' },
  { metric: 'volume', label: 'Session volume', tab: 'Volume' },
];

/** Issue 29: the charts of the other exercise types (a plank charts its time, a run its distance and time). */
const REPS: ChartMetricItem = { metric: 'reps', label: 'Most reps', tab: 'Reps' };
const TIME: ChartMetricItem = { metric: 'duration', label: 'Longest time', tab: 'Time' };
const DISTANCE: ChartMetricItem = { metric: 'distance', label: 'Longest distance', tab: 'Distance' };
const LOAD: ChartMetricItem = { metric: 'heaviest', label: 'Heaviest load', tab: 'Load' };

const METRICS_OF: Record<ExerciseType, readonly ChartMetricItem[]> = {
  weight_reps: CHART_METRICS,
  weighted_bodyweight: CHART_METRICS,
  bodyweight_reps: [REPS],
  assisted_bodyweight: [REPS],
  duration: [TIME],
  weight_duration: [LOAD, TIME],
  distance_duration: [DISTANCE, TIME],
  weight_distance: [LOAD, DISTANCE],
};

/** The charts of an exercise of this type (absent: weight & reps). */
export const chartMetricsOf = (type: ExerciseType | undefined): readonly ChartMetricItem[] => METRICS_OF[exerciseTypeOrDefault(type)];

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

/** The largest value of the session's completed working sets on a measure, or null when none has one above 0. */
function largestOf(entry: ExerciseHistoryEntry, value: (set: ExerciseHistoryEntry['sets'][number]) => number | null | undefined): number | null {
  const values = entry.sets.filter((set) => set.isCompleted && !set.isWarmup).map((set) => value(set) ?? 0);
  const largest = Math.max(0, ...values);
  return largest > 0 ? largest : null;
}

function storedValueOf(entry: ExerciseHistoryEntry, metric: ChartMetric): number | null {
  switch (metric) {
    case 'e1rm':
      return entry.bestE1rm;
    case 'heaviest':
      // A timed or distance type's load counts no tonnage, so the entry keeps no heaviest weight: read from its sets.
      return entry.heaviestWeight ?? largestOf(entry, (set) => set.weight);
    case 'volume':
      return entry.sessionVolume > 0 ? entry.sessionVolume : null;
    case 'reps':
      return largestOf(entry, (set) => set.reps);
    case 'duration':
      return largestOf(entry, (set) => set.durationSeconds);
    case 'distance':
      return largestOf(entry, (set) => set.distanceMeters);
  }
}

/** The chart's value: kg or lb, volume in whole units, reps, minutes of a time, km or mi of a distance. */
function inUnit(stored: number, metric: ChartMetric, unit: WeightUnit): number {
  if (metric === 'volume') return volumeInUnits(stored, unit);
  if (metric === 'reps') return stored;
  if (metric === 'duration') return Math.round((stored / 60) * 100) / 100;
  if (metric === 'distance') return Math.round((stored / (unit === 'lb' ? METERS_PER_MILE : 1000)) * 100) / 100;
  return weightInUnit(stored, unit);
}

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
