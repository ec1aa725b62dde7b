/**
 * The shape every part of `npm run bench` reports in: one figure per measured thing, optionally with its budget.
 * bench/run.ts collects them from every part, writes bench/results.json and prints one table (bench/report.ts).
 * A figure over its budget is reported, never failed (noise); only request counts that grow with the data fail the run.
 */
export interface Budget {
  /** The figure must stay at or below (`max`) or at or above (`min`) this limit. */
  limit: number;
  kind: 'max' | 'min';
  /** How the limit was derived, e.g. '1.15 x floor 106.2 KB' or 'issue 14'. */
  basis: string;
}

export interface BenchFigure {
  /** Which part of the bench: 'DynamoDB requests', 'First screen', 'Lighthouse', 'Lambda bundles', 'Load', … */
  section: string;
  /** What was measured, e.g. 'GET /api/feed @10,000 workouts' or 'sessions bundle gzip'. */
  name: string;
  value: number;
  /** 'requests', 'RCU', 'WCU', 'KB', 'ms', 'score', 'errors', 'x floor', … */
  unit: string;
  budget?: Budget;
  note?: string;
}

export type Verdict = 'within' | 'OVER' | '';

export function verdictOf(figure: BenchFigure): Verdict {
  if (!figure.budget) return '';
  const { limit, kind } = figure.budget;
  return (kind === 'max' ? figure.value <= limit : figure.value >= limit) ? 'within' : 'OVER';
}
