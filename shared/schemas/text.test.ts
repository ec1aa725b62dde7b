import { describe, expect, it } from 'vitest';
import { normaliseText, textProblem, userText } from './text';
import * as z from './zod';

describe('the text rule', () => {
  it.each([
    ['NUL', 'a\u0000b', 'control'],
    ['a C0 control', 'a\u001Bb', 'control'],
    ['DEL', 'a\u007Fb', 'control'],
    ['a C1 control', 'a\u0085b', 'control'],
    ['the right-to-left override', 'X\u202Etsop ruoy dekil', 'bidi'],
    ['a left-to-right embedding', '\u202Aabc', 'bidi'],
    ['a first-strong isolate', '\u2068abc', 'bidi'],
    ['a right-to-left mark', 'a\u200Fb', 'bidi'],
    ['a lone high surrogate', 'a\uD83Db', 'surrogate'],
    ['a lone low surrogate at the start', '\uDE00b', 'surrogate'],
    ['a high surrogate at the end', 'ab\uD83D', 'surrogate'],
  ] as const)('refuses %s', (_case, text, problem) => {
    expect(textProblem(text, 'multi-line')).toBe(problem);
    expect(textProblem(text, 'single-line')).toBe(problem);
  });

  it('accepts emoji, accents and right-to-left letters', () => {
    for (const text of ['💪 PR day', 'Crème brûlée', 'שלום', 'مرحبا', '汉字']) expect(textProblem(text, 'single-line')).toBeUndefined();
  });

  it('keeps newlines and tabs in multi-line text only', () => {
    expect(textProblem('line 1\nline 2\tx', 'multi-line')).toBeUndefined();
    expect(textProblem('line 1\nline 2', 'single-line')).toBe('control');
    expect(textProblem('a\tb', 'single-line')).toBe('control');
  });

  it('normalises to NFC and multi-line line ends to \\n', () => {
    expect(normaliseText('Cre\u0300me', 'single-line')).toBe('Crème');
    expect(normaliseText('a\r\nb\rc', 'multi-line')).toBe('a\nb\nc');
  });

  it('refuses with a message naming the field and lets the chain go on', () => {
    const bio = userText('Bio', 'multi-line').check(z.trim(), z.maxLength(5, 'Bio is too long.'));

    expect(bio.safeParse('a\u202Eb').error?.issues[0]?.message).toBe('Bio contains text-direction control characters, which are not allowed.');
    expect(bio.safeParse('x\u0000').error?.issues[0]?.message).toBe('Bio contains control characters, which are not allowed.');
    expect(bio.parse('  a\r\nb  ')).toBe('a\nb');
    expect(bio.safeParse('abcdefg').error?.issues[0]?.message).toBe('Bio is too long.');
  });

  it('checks a long text in linear time', () => {
    const started = performance.now();
    textProblem('\uDC00'.repeat(200_000), 'single-line');
    textProblem('a'.repeat(1_000_000), 'multi-line');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
