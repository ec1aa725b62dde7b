import type { BenchFigure } from './figures';

/** Lighthouse's figures of one page: what one load measured, and the median of several loads (bench/lighthouse.ts). */
const SECTION = 'Lighthouse';

export interface PageResult {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  failedAccessibilityAudits: string[];
}

/** What the bench reports of several loads of one page. */
export interface PageRuns {
  median: PageResult;
  range: Record<'performance' | 'totalBlockingTimeMs' | 'largestContentfulPaintMs', readonly [number, number]>;
  runs: number;
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export function summariseRuns(results: readonly PageResult[]): PageRuns {
  const values = (key: keyof Omit<PageResult, 'failedAccessibilityAudits'>) => results.map((result) => result[key]);
  const rangeOf = (key: keyof PageRuns['range']) => [Math.min(...values(key)), Math.max(...values(key))] as const;
  return {
    median: {
      performance: medianOf(values('performance')),
      accessibility: Math.min(...values('accessibility')),
      totalBlockingTimeMs: medianOf(values('totalBlockingTimeMs')),
      cumulativeLayoutShift: Math.max(...values('cumulativeLayoutShift')),
      largestContentfulPaintMs: medianOf(values('largestContentfulPaintMs')),
      failedAccessibilityAudits: [...new Set(results.flatMap((result) => result.failedAccessibilityAudits))],
    },
    range: { performance: rangeOf('performance'), totalBlockingTimeMs: rangeOf('totalBlockingTimeMs'), largestContentfulPaintMs: rangeOf('largestContentfulPaintMs') },
    runs: results.length,
  };
}

/** A page's budgets, as issue 31 restated them from what was measured (docs/decisions.md 67). */
export interface PageBudgets {
  performance: number;
  totalBlockingTimeMs?: number;
  largestContentfulPaintMs?: number;
}

export const AUTH_BUDGETS: PageBudgets = { performance: 98 };
/** Home's largest paint includes the reads' round trip (decision 67): 95 with LCP ≤ 2.5 s, Google's "good". */
export const HOME_BUDGETS: PageBudgets = { performance: 95, totalBlockingTimeMs: 100, largestContentfulPaintMs: 2_500 };

export function figuresOf(screen: string, { median: result, range, runs }: PageRuns, budgets: PageBudgets): BenchFigure[] {
  const accessibilityNote = result.failedAccessibilityAudits.length ? `failed: ${result.failedAccessibilityAudits.join(', ')}` : undefined;
  const spread = (key: keyof PageRuns['range']) => (runs > 1 ? `median of ${runs}, ${range[key][0]}-${range[key][1]}` : undefined);
  const noted = (note: string | undefined) => (note ? { note } : {});
  return [
    {
      section: SECTION,
      name: `${screen} performance`,
      value: result.performance,
      unit: 'score',
      budget: { limit: budgets.performance, kind: 'min', basis: 'issue 31' },
      ...noted(spread('performance')),
    },
    {
      section: SECTION,
      name: `${screen} accessibility`,
      value: result.accessibility,
      unit: 'score',
      budget: { limit: 100, kind: 'min', basis: 'issue 14' },
      ...noted(accessibilityNote),
    },
    {
      section: SECTION,
      name: `${screen} total blocking time`,
      value: result.totalBlockingTimeMs,
      unit: 'ms',
      ...(budgets.totalBlockingTimeMs !== undefined && { budget: { limit: budgets.totalBlockingTimeMs, kind: 'max' as const, basis: 'issue 31' } }),
      ...noted(spread('totalBlockingTimeMs')),
    },
    { section: SECTION, name: `${screen} CLS`, value: result.cumulativeLayoutShift, unit: 'CLS', budget: { limit: 0, kind: 'max', basis: 'issue 14' } },
    {
      section: SECTION,
      name: `${screen} largest contentful paint`,
      value: result.largestContentfulPaintMs,
      unit: 'ms',
      ...(budgets.largestContentfulPaintMs !== undefined && { budget: { limit: budgets.largestContentfulPaintMs, kind: 'max' as const, basis: 'issue 31' } }),
      note: ['simulated slow 4G', spread('largestContentfulPaintMs')].filter(Boolean).join('; '),
    },
  ];
}
