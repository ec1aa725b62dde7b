import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { verdictOf, type BenchFigure, type Verdict } from './figures';

/** What bench/results.json holds: when, where and on what the figures were taken, and each figure with its verdict. */
export interface BenchResults {
  date: string;
  commit: string;
  node: string;
  cpus: number;
  cpuModel: string;
  figures: (BenchFigure & { verdict: Verdict })[];
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

export function resultsOf(figures: readonly BenchFigure[]): BenchResults {
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    figures: figures.map((figure) => ({ ...figure, verdict: verdictOf(figure) })),
  };
}

export function writeResults(figures: readonly BenchFigure[], file = 'bench/results.json'): BenchResults {
  const results = resultsOf(figures);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

/** A number as people read it: whole above 100, else up to two decimals, thousands grouped. */
export function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function formatValue(figure: BenchFigure): string {
  return `${formatNumber(figure.value)} ${figure.unit}`.trim();
}

export function formatBudget(figure: BenchFigure): string {
  if (!figure.budget) return '';
  const { limit, kind, basis } = figure.budget;
  return `${kind === 'max' ? '≤' : '≥'} ${formatNumber(limit)} (${basis})`;
}

/** The table's rows, sections in the order they first appear, figures in their order within a section. */
export function tableRows(figures: readonly BenchFigure[]): string[][] {
  const sections = new Map<string, BenchFigure[]>();
  for (const figure of figures) {
    const list = sections.get(figure.section) ?? [];
    list.push(figure);
    sections.set(figure.section, list);
  }
  const rows: string[][] = [];
  for (const [section, list] of sections) {
    list.forEach((figure, index) => {
      rows.push([index === 0 ? section : '', figure.name, formatValue(figure), formatBudget(figure), verdictOf(figure), figure.note ?? '']);
    });
  }
  return rows;
}

const HEADER = ['section', 'name', 'value', 'budget', 'verdict', 'note'];

/** One table of every figure: section | name | value unit | budget | verdict, and the figure's note last. */
export function formatTable(figures: readonly BenchFigure[]): string {
  const rows = [HEADER, ...tableRows(figures)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ').replace(/[\s|]+$/, '');
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  const over = figures.filter((figure) => verdictOf(figure) === 'OVER').length;
  const budgeted = figures.filter((figure) => figure.budget).length;
  return [line(HEADER), rule, ...rows.slice(1).map(line), '', `${budgeted - over} of ${budgeted} budgeted figures within budget, ${over} over.`].join('\n');
}

export function printTable(figures: readonly BenchFigure[]): void {
  console.log(formatTable(figures));
}
