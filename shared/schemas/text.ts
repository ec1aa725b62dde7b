/**
 * The one rule for text people type (issue 13, defect 9): normalised to NFC, and refused (400 naming the field) when
 * it holds characters that are invisible or reorder what is around them: C0 and C1 control characters and DEL,
 * unpaired surrogates, and the bidirectional controls (embeddings and overrides U+202A-U+202E, isolates
 * U+2066-U+2069, the marks U+200E, U+200F and U+061C). A name holding U+202E shows 'tsop ruoy dekil X' as
 * 'X liked your post' in a notification. Multi-line text (bio, notes, messages, posts, comments) keeps newlines and
 * tabs; Windows line ends become '\n'. Nothing is stripped silently: docs/decisions.md section 42 says why.
 * Issue 26: more than MAX_COMBINING_MARKS combining marks on one character ('Zalgo' text, which draws outside its
 * line and its bubble) are refused too.
 */
import * as z from './zod';

export type TextKind = 'single-line' | 'multi-line';

// Literal escapes only (no `u` flag): every class is a flat character range, so each test is linear in the text.
// Matching control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Combining marks (Unicode category M: accents, vowel signs, variation selectors) one character may carry after NFC.
 * Written languages need at most 3 or 4 (Vietnamese 1 after NFC, Thai 2, Tibetan stacks and Hebrew with cantillation
 * 3-4); stacks beyond draw over the lines around them.
 */
export const MAX_COMBINING_MARKS = 4;
// Invisible format characters (\p{Cf}: joiners, word joiner, soft hyphen) between marks do not end a stack: a zero
// width joiner after every fourth mark would otherwise let a stack of any height through. \p{Cf} and \p{M} do not
// overlap, so the pattern backtracks only within one run of format characters: linear in the text.
const MARK_STACK = new RegExp(`\\p{M}(?:\\p{Cf}*\\p{M}){${MAX_COMBINING_MARKS}}`, 'u');

/** Why a text is refused, or undefined when it is fine. Checked before NFC: normalising may hide a lone surrogate. */
export function textProblem(text: string, kind: TextKind): 'control' | 'bidi' | 'surrogate' | 'marks' | undefined {
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if ((kind === 'multi-line' ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  // Counted after NFC, as the text is stored: 'e' + U+0323 + U+0302 is one precomposed letter, no mark.
  if (MARK_STACK.test(text) && MARK_STACK.test(text.normalize('NFC'))) return 'marks';
  return undefined;
}

/** NFC, and for multi-line text '\r\n' and a lone '\r' as '\n'. Apply only to text textProblem accepted. */
export function normaliseText(text: string, kind: TextKind): string {
  const lines = kind === 'multi-line' ? text.replace(/\r\n?/g, '\n') : text;
  return lines.normalize('NFC');
}

const problemMessages = {
  control: 'contains control characters, which are not allowed.',
  bidi: 'contains text-direction control characters, which are not allowed.',
  surrogate: 'contains an invalid character.',
  marks: `stacks more than ${MAX_COMBINING_MARKS} accents or other combining marks on one character, which is not allowed.`,
} as const;

export const textProblemMessage = (label: string, problem: keyof typeof problemMessages) => `${label} ${problemMessages[problem]}`;

/**
 * A string schema that applies the rule before anything else:
 * `userText('Bio', 'multi-line').check(z.trim(), z.maxLength(160, …))`.
 * A '\r' in multi-line text passes the check (it is a line end) and is turned into '\n' by the overwrite.
 */
export function userText(label: string, kind: TextKind = 'single-line', params?: Parameters<typeof z.string>[0]) {
  return z.string(params ?? { error: `${label} must be text.` }).check(
    (context) => {
      const problem = textProblem(context.value.replace(/\r/g, kind === 'multi-line' ? '\n' : '\r'), kind);
      if (problem) context.issues.push({ code: 'custom', message: textProblemMessage(label, problem), input: context.value });
    },
    z.overwrite((text) => normaliseText(text, kind)),
  );
}

/**
 * A length limit in UTF-16 code units, what a browser's maxlength and the composer's counter count (an emoji is two):
 * zod's maxLength counts code points, so the same text could pass one and not the other.
 */
export const maxUtf16Length = (max: number, message: string) => z.refine<string>((text) => text.length <= max, { message });

/** Cursors are base64url keys the server made; two keys of at most 1,024 bytes fit. */
export const CURSOR_MAX_LENGTH = 2048;

/** Ids of stored items (sessions, exercises, workouts, plans, posts, people) are opaque text of at most this length. */
export const MAX_ID_LENGTH = 200;

/** A path parameter that names a stored item. */
export const idParam = (field: string) => z.string().check(z.minLength(1, `${field} is required.`), z.maxLength(MAX_ID_LENGTH, `${field} is too long.`));
