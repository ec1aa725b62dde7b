import { describe, expect, it } from 'vitest';
import { AUTH_BUDGETS, figuresOf, HOME_BUDGETS, summariseRuns, type PageResult } from './lighthouse-figures';

const load = (performance: number, totalBlockingTimeMs: number, extra: Partial<PageResult> = {}): PageResult => ({
  performance,
  accessibility: 100,
  totalBlockingTimeMs,
  cumulativeLayoutShift: 0,
  largestContentfulPaintMs: 2_000 + totalBlockingTimeMs,
  failedAccessibilityAudits: [],
  ...extra,
});

describe('Lighthouse figures of several loads of a page', () => {
  const runs = summariseRuns([
    load(97, 120),
    load(82, 600),
    load(99, 40, { cumulativeLayoutShift: 0.02 }),
    load(95, 180, { accessibility: 96, failedAccessibilityAudits: ['color-contrast'] }),
    load(98, 90),
  ]);

  it('reports the median score, blocking time and paint, with the range of the runs', () => {
    const figures = figuresOf('home (signed in)', runs, HOME_BUDGETS);
    const figure = (name: string) => figures.find((candidate) => candidate.name === `home (signed in) ${name}`);

    expect(figure('performance')).toMatchObject({ value: 97, note: 'median of 5, 82-99', budget: { limit: 95, kind: 'min' } });
    expect(figure('total blocking time')).toMatchObject({ value: 120, note: 'median of 5, 40-600', budget: { limit: 100, kind: 'max' } });
    expect(figure('largest contentful paint')).toMatchObject({ value: 2_120, note: 'simulated slow 4G; median of 5, 2040-2600', budget: { limit: 2_500, kind: 'max' } });
  });

  it('reports the worst accessibility and layout shift of the runs, which must hold on every load', () => {
    const figures = figuresOf('home (signed in)', runs, HOME_BUDGETS);

    expect(figures.find((figure) => figure.name.endsWith('accessibility'))).toMatchObject({ value: 96, note: 'failed: color-contrast' });
    expect(figures.find((figure) => figure.name.endsWith('CLS'))).toMatchObject({ value: 0.02 });
  });

  it('takes the middle of an even number of runs and notes no range for a single run', () => {
    expect(summariseRuns([load(96, 100), load(98, 150)]).median).toMatchObject({ performance: 97, totalBlockingTimeMs: 125 });
    const single = figuresOf('/auth (signed out)', summariseRuns([load(99, 10)]), AUTH_BUDGETS);

    expect(single.find((figure) => figure.name.endsWith('performance'))?.note).toBeUndefined();
    expect(single.find((figure) => figure.name.endsWith('performance'))?.budget).toMatchObject({ limit: 98, kind: 'min' });
    expect(single.find((figure) => figure.name.endsWith('total blocking time'))?.budget).toBeUndefined();
    expect(single.find((figure) => figure.name.endsWith('largest contentful paint'))?.budget).toBeUndefined();
  });
});
