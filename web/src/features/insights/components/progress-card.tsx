import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { unitLabel, type WeightUnit } from '../../../../../shared/units';
import { chartMetricsOf, chartPoints, chartSpanText, latestAndBest, type ChartMetric, type ChartPoint } from '../lib/chart-series';
import { formatDay, formatVolume, recordWeightText } from '../../../lib/units/insight-format';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDistance, formatDuration } from '../../../../../shared/exercise-types/set-text';
import { distanceUnitOf } from '../../../../../shared/exercise-types/measure-entry';
import { ProgressChart } from './progress-chart';

const tabTrigger =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg text-sm font-semibold text-slate-600 transition-colors ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-blue-600';

/** A point's value as people read it (issue 27): '118 kg' for an e1RM of 118.13, '1,125 kg' of volume, '1:30', '5.00 km'. */
function pointText(point: ChartPoint, metric: ChartMetric, unit: WeightUnit): string {
  if (metric === 'volume') return formatVolume(point.stored, unit);
  if (metric === 'reps') return `${point.stored} ${point.stored === 1 ? 'rep' : 'reps'}`;
  if (metric === 'duration') return formatDuration(point.stored);
  if (metric === 'distance') return formatDistance(point.stored, unit);
  return recordWeightText(point.stored, unit, { estimate: metric === 'e1rm' });
}

/** The unit of a chart's values, for its title: 'kg', 'reps', 'min', 'km'. */
function metricUnit(metric: ChartMetric, unit: WeightUnit): string {
  if (metric === 'reps') return 'reps';
  if (metric === 'duration') return 'min';
  if (metric === 'distance') return distanceUnitOf(unit);
  return unitLabel(unit);
}

/**
 * 'Progress': best set e1RM, heaviest weight or session volume over time (a tab for each), one point per day (its
 * best session), drawn from the sessions loaded below. The canvas has an accessible alternative: a caption with the latest and best values and a visually
 * hidden table of every point.
 */
export function ProgressCard({ entries, unit, hasMore }: { entries: readonly ExerciseHistoryEntry[]; unit: WeightUnit; hasMore: boolean }) {
  // Issue 29: the charts of the exercise's type (the newest entry's: a plank charts its time, not kg).
  const metrics = chartMetricsOf(entries[0]?.exerciseType);
  const [chosen, setMetric] = useState<ChartMetric>(metrics[0]?.metric ?? 'e1rm');
  const metric = metrics.some((item) => item.metric === chosen) ? chosen : (metrics[0]?.metric ?? 'e1rm');
  return (
    <SectionCard title="Progress">
      <Tabs.Root value={metric} onValueChange={(value) => setMetric(value as ChartMetric)}>
        <Tabs.List aria-label="Chart" className="mb-3 flex gap-1 rounded-xl bg-slate-100 p-1">
          {metrics.map((item) => (
            <Tabs.Trigger key={item.metric} value={item.metric} className={tabTrigger}>
              {item.tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {metrics.map((item) => (
          <Tabs.Content key={item.metric} value={item.metric} className="outline-none">
            <MetricChart entries={entries} metric={item.metric} label={item.label} unit={unit} hasMore={hasMore} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SectionCard>
  );
}

interface MetricChartProps {
  entries: readonly ExerciseHistoryEntry[];
  metric: ChartMetric;
  label: string;
  unit: WeightUnit;
  hasMore: boolean;
}

function MetricChart({ entries, metric, label, unit, hasMore }: MetricChartProps) {
  const points = useMemo(() => chartPoints(entries, metric, unit), [entries, metric, unit]);
  const title = `${label} (${metricUnit(metric, unit)})`;
  if (points.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No {label.toLowerCase()} to chart yet.</p>;
  return (
    <figure className="flex flex-col gap-2">
      <ProgressChart points={points} />
      <figcaption className="text-sm text-slate-700">
        <ChartCaption title={title} points={points} metric={metric} unit={unit} hasMore={hasMore} />
      </figcaption>
      <table className="sr-only">
        <caption>{title}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <td>{formatDay(point.at)}</td>
              <td>{pointText(point, metric, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

interface ChartCaptionProps {
  title: string;
  points: readonly ChartPoint[];
  metric: ChartMetric;
  unit: WeightUnit;
  hasMore: boolean;
}

function ChartCaption({ title, points, metric, unit, hasMore }: ChartCaptionProps) {
  const summary = latestAndBest(points);
  if (!summary) return null;
  const value = (point: ChartPoint) => pointText(point, metric, unit);
  const span = `${chartSpanText(points)}${hasMore ? ' loaded' : ''}`;
  return (
    <>
      <span className="font-semibold">{title}</span>, {span}: latest {value(summary.latest)} on {formatDay(summary.latest.at)}; best{' '}
      {value(summary.best)} on {formatDay(summary.best.at)}.
    </>
  );
}
