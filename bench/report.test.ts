import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchFigure } from './figures';
import { formatTable, writeResults } from './report';

const figures: BenchFigure[] = [
  { section: 'Lambda bundles', name: 'floor gzip', value: 61.234, unit: 'KB', note: 'median of 7' },
  { section: 'Load', name: 'API p99', value: 42.5, unit: 'ms' },
  { section: 'Lambda bundles', name: 'sessions gzip', value: 80, unit: 'KB', budget: { limit: 73.5, kind: 'max', basis: '1.2 x floor 61.2 KB' } },
  { section: 'Lighthouse', name: '/auth performance', value: 99, unit: 'score', budget: { limit: 98, kind: 'min', basis: 'issue 14' } },
];

describe('the bench report', () => {
  it('prints one table grouped by section, each figure with its budget and verdict', () => {
    const lines = formatTable(figures).split('\n');
    expect(lines[0]).toMatch(/^section\s+\| name\s+\| value\s+\| budget\s+\| verdict \| note$/);
    const body = lines.slice(2, 6);
    expect(body.map((line) => line.split(' | ')[0]!.trim())).toEqual(['Lambda bundles', '', 'Load', 'Lighthouse']);
    expect(body[0]).toMatch(/\| 61.2 KB\s+\|\s+\|\s+\| median of 7$/);
    expect(body[1]).toMatch(/sessions gzip\s+\| 80 KB\s+\| ≤ 73.5 \(1.2 x floor 61.2 KB\) \| OVER$/);
    expect(body[3]).toMatch(/≥ 98 \(issue 14\)\s+\| within$/);
    expect(lines.at(-1)).toBe('1 of 2 budgeted figures within budget, 1 over.');
  });

  it('writes the figures with their verdicts and where they were measured', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bench-report-'));
    try {
      const file = join(directory, 'results.json');
      writeResults(figures, file);
      const written = JSON.parse(readFileSync(file, 'utf8'));
      expect(written).toMatchObject({ node: process.version, cpus: expect.any(Number), commit: expect.any(String) });
      expect(Date.parse(written.date)).not.toBeNaN();
      expect(written.figures.map((figure: { verdict: string }) => figure.verdict)).toEqual(['', '', 'OVER', 'within']);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
