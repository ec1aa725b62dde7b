import { describe, expect, it } from 'vitest';
import { readNumberText } from './number-text';

describe('readNumberText', () => {
  it.each([
    ['1800', 1800],
    [' 412.6 ', 412.6],
    ['1.234', 1.234],
    ['12,5', 12.5],
    ['2,1', 2.1],
    ['1,23', 1.23],
    ['5,2345', 5.2345],
    ['1,234', 1234],
    ['1 234', 1234],
    ['1\u00a0234', 1234],
    ['1\u202f234,5', 1234.5],
    ['12,345,678', 12345678],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['-3', -3],
  ])('reads %j as %d', (text, number) => {
    expect(readNumberText(text)).toEqual({ number });
  });

  it.each(['12,34,567', '1,234.567,8', '1.23,45.6', '1,2,3', '1 23'])('refuses %j as ambiguous', (text) => {
    expect(readNumberText(text)).toEqual({ problem: 'ambiguous' });
  });

  it.each(['', 'five', '5 km', '1e3', '--1'])('refuses %j as not a number', (text) => {
    expect(readNumberText(text)).toEqual({ problem: 'not-a-number' });
  });
});
