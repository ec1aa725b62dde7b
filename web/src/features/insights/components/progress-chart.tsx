import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartPoint } from '../lib/chart-series';

/** Tailwind's blue-600, slate-600 and slate-200: the line, the axes' text and the grid. */
const LINE = '#2563eb';
const AXIS = '#475569';
const GRID = '#e2e8f0';
const FONT = '12px system-ui, sans-serif';
export const CHART_HEIGHT = 200;

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const valueLabel = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

const DAY_SECONDS = 86_400;
/** Ticks on the time axis fall on whole days, weeks or months: sessions are days apart, never hours. */
const DAY_INCREMENTS = [1, 2, 7, 14, 30, 61, 91, 182, 365, 730].map((days) => days * DAY_SECONDS);

/** 'Mar 5' per tick; a label the tick before already shows is left blank. */
function dayTicks(_chart: uPlot, ticks: number[]): string[] {
  const labels = ticks.map((seconds) => dayLabel.format(new Date(seconds * 1000)));
  return labels.map((label, index) => (index > 0 && labels[index - 1] === label ? '' : label));
}

/** The time axis spans the sessions with room either side, so no point sits on the edge (one session: a day each way). */
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

function chartOptions(width: number, times: readonly number[]): uPlot.Options {
  const axis = { stroke: AXIS, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
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
    series: [{}, { stroke: LINE, width: 2, fill: 'rgba(37, 99, 235, 0.08)', points: { show: true, size: 8, fill: LINE, stroke: LINE } }],
  };
}

/**
 * A line over time drawn by uPlot on a canvas (this module, and so uPlot, loads only with the exercise screen). The
 * canvas is hidden from assistive technology: the caller gives the figure a caption and a table with the same points.
 */
export function ProgressChart({ points }: { points: readonly ChartPoint[] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const times = points.map((point) => Date.parse(point.at) / 1000);
    const chart = new uPlot(chartOptions(Math.max(target.clientWidth, 1), times), [times, points.map((point) => point.value)], target);
    const resize = new ResizeObserver(() => {
      const width = target.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);

  return <div ref={container} aria-hidden className="w-full" style={{ minHeight: CHART_HEIGHT }} data-testid="progress-chart" />;
}
