import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Theme } from '../../../lib/theme/theme-preference';
import { useTheme } from '../../../lib/theme/theme-store';
import type { ChartPoint } from '../lib/chart-series';

/**
 * The line, the axes' text, the grid and the area under the line, per theme (a canvas takes no CSS): Tailwind's
 * blue-600, slate-600 and slate-200 in light; blue-400, slate-400 and slate-700 on the dark card.
 */
const CHART_COLORS: Record<Theme, { line: string; axis: string; grid: string; fill: string }> = {
  light: { line: '#2563eb', axis: '#475569', grid: '#e2e8f0', fill: 'rgba(37, 99, 235, 0.08)' },
  dark: { line: '#60a5fa', axis: '#94a3b8', grid: '#334155', fill: 'rgba(96, 165, 250, 0.12)' },
};
const FONT = '12px system-ui, sans-serif';
export const CHART_HEIGHT = 200;

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const valueLabel = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

const DAY_SECONDS = 86_400;
/** Ticks on the time axis fall on whole days, weeks or months: points are days apart, never hours. */
const DAY_INCREMENTS = [1, 2, 7, 14, 30, 61, 91, 182, 365, 730].map((days) => days * DAY_SECONDS);

/** A point stands for a day (issue 27): it sits at that day's local noon, between the day's ticks. */
function localNoonSeconds(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12).getTime() / 1000;
}

/** 'Mar 5' per tick; a label the tick before already shows is left blank. */
function dayTicks(_chart: uPlot, ticks: number[]): string[] {
  const labels = ticks.map((seconds) => dayLabel.format(new Date(seconds * 1000)));
  return labels.map((label, index) => (index > 0 && labels[index - 1] === label ? '' : label));
}

/** The time axis spans the points with room either side, so none sits on the edge (one point: half a day each way). */
function timeRange(times: readonly number[]): [number, number] {
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  const pad = Math.max((last - first) * 0.06, DAY_SECONDS / 2);
  return [first - pad, last + pad];
}

/** The value axis: uPlot's padded range, or ±10 % around a single value (its own would start at 0). */
function valueRange(_chart: uPlot, min: number, max: number): uPlot.Range.MinMax {
  if (min !== max) return uPlot.rangeNum(min, max, 0.1, true);
  return min === 0 ? [0, 1] : [min * 0.9, max * 1.1];
}

function chartOptions(width: number, times: readonly number[], theme: Theme): uPlot.Options {
  const colors = CHART_COLORS[theme];
  const axis = { stroke: colors.axis, font: FONT, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const [start, end] = timeRange(times);
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true, range: () => [start, end] }, y: { range: valueRange } },
    axes: [
      { ...axis, space: 56, incrs: DAY_INCREMENTS, values: dayTicks },
      { ...axis, size: 52, values: (_chart, ticks) => ticks.map((value) => valueLabel.format(value)) },
    ],
    series: [{}, { stroke: colors.line, width: 2, fill: colors.fill, points: { show: true, size: 8, fill: colors.line, stroke: colors.line } }],
  };
}

/**
 * A line over time drawn by uPlot on a canvas (this module, and so uPlot, loads only with the exercise screen). The
 * canvas is hidden from assistive technology: the caller gives the figure a caption and a table with the same points.
 */
export function ProgressChart({ points }: { points: readonly ChartPoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const times = points.map((point) => localNoonSeconds(point.day));
    const chart = new uPlot(chartOptions(Math.max(target.clientWidth, 1), times, theme), [times, points.map((point) => point.value)], target);
    const resize = new ResizeObserver(() => {
      const width = target.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, theme]);

  return <div ref={container} aria-hidden className="w-full" style={{ minHeight: CHART_HEIGHT }} data-testid="progress-chart" />;
}
