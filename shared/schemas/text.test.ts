import { describe, expect, it } from 'vitest';
import { MAX_COMBINING_MARKS, maxUtf16Length, normaliseText, textProblem, userText } from './text';
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

  it('refuses more than 4 combining marks on one character, however they are spread (issue 26)', () => {
    expect(MAX_COMBINING_MARKS).toBe(4);
    // None of these composes with Z under NFC (U+0301 would: Z + U+0301 is Ź).
    const marks = (count: number) => '\u0316\u0334\u0358\u0360\u035C'.repeat(count).slice(0, count);
    for (const kind of ['single-line', 'multi-line'] as const) {
      expect(textProblem(`Z${marks(1999)}`, kind)).toBe('marks');
      expect(textProblem(`Z${marks(30)}`, kind)).toBe('marks');
      expect(textProblem(`Z${marks(5)}ok`, kind)).toBe('marks');
      // A zero width joiner or word joiner between marks does not start a new character.
      expect(textProblem(`Z${marks(3)}\u200D${marks(2)}`, kind)).toBe('marks');
      expect(textProblem(`Z${marks(4)} A${marks(4)}`, kind)).toBeUndefined();
    }
  });

  it('counts marks after NFC and accepts the marks real writing uses', () => {
    // 'e' + dot below + circumflex is one precomposed letter; 'ệ' four times over has no stack at all.
    expect(textProblem('e\u0323\u0302'.repeat(4), 'single-line')).toBeUndefined();
    for (const text of ['Tiếng Việt', 'ภาษาไทย น้ำ', 'བསྒྲུབས', 'हिन्दी क़्', 'בְּרֵאשִׁ֖ית', '1️⃣ ❤️‍🔥 👨‍👩‍👧 🏴󠁧󠁢󠁥󠁮󠁧󠁿', 'مُحَمَّدٌ']) {
      expect(textProblem(text, 'single-line'), text).toBeUndefined();
    }
  });

  it('refuses a stack with a message naming the field', () => {
    const message = userText('Message', 'multi-line');
    expect(message.safeParse(`Z${'\u0301'.repeat(1999)}`).error?.issues[0]?.message).toBe(
      'Message stacks more than 4 accents or other combining marks on one character, which is not allowed.',
    );
  });

  it('counts a length limit in UTF-16 units, as a browser does: an emoji is two', () => {
    const short = z.string().check(maxUtf16Length(4, 'Too long.'));
    expect(short.safeParse('💪💪').success).toBe(true);
    expect(short.safeParse('💪💪a').error?.issues[0]?.message).toBe('Too long.');
    expect(short.safeParse('abcd').success).toBe(true);
  });

  it('checks a long text in linear time', () => {
    const started = performance.now();
    textProblem('\uDC00'.repeat(200_000), 'single-line');
    textProblem('a'.repeat(1_000_000), 'multi-line');
    textProblem(`a\u0301${'\u200D'.repeat(200_000)}b`, 'multi-line');
    textProblem(`a\u0301\u0301\u0301\u0301${'\u200D'.repeat(200_000)}b`.repeat(2), 'multi-line');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
