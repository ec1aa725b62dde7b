/**
 * A number as a person's phone writes it into text (issue 29, deliverable 10): a decimal point or a decimal comma,
 * and thousands grouped with commas, spaces or points. '1,234' and '1 234' are 1234, '1.234,5' is 1234.5, '12,5' is
 * 12.5, '1234.5' is 1234.5. Text that two locales would read as different numbers is 'ambiguous' rather than guessed:
 * '1.234' stays a decimal point (1.234) because JSON and Shortcuts' own numbers write it that way, but '1,234.567,8'
 * or '12,34,567' are refused.
 */
export type NumberText = { number: number } | { problem: 'not-a-number' | 'ambiguous' };

/** Space-like grouping marks: space, no-break space, narrow no-break space, thin space. */
const SPACE_GROUP = '[ \\u00a0\\u202f\\u2009]';

const PLAIN = /^-?\d+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,(?:\d{1,2}|\d{4,})$/;
const GROUPED_POINT_DECIMAL = new RegExp(`^-?\\d{1,3}(?:(?:,\\d{3})+|(?:${SPACE_GROUP}\\d{3})+)(?:\\.\\d+)?$`);
const GROUPED_COMMA_DECIMAL = new RegExp(`^-?\\d{1,3}(?:(?:\\.\\d{3})+|(?:${SPACE_GROUP}\\d{3})+),\\d+$`);
/** Two or more points grouping thousands with no decimal part: '1.234.567'. */
const POINT_GROUPS = /^-?\d{1,3}(?:\.\d{3}){2,}$/;

export function readNumberText(text: string): NumberText {
  const value = text.trim();
  if (PLAIN.test(value)) return { number: Number(value) };
  if (DECIMAL_COMMA.test(value)) return { number: Number(value.replace(',', '.')) };
  if (GROUPED_POINT_DECIMAL.test(value)) return { number: Number(value.replace(/[, \u00a0\u202f\u2009]/g, '')) };
  if (GROUPED_COMMA_DECIMAL.test(value)) return { number: Number(value.replace(/[. \u00a0\u202f\u2009]/g, '').replace(',', '.')) };
  if (POINT_GROUPS.test(value)) return { number: Number(value.replace(/\./g, '')) };
  return { problem: /\d/.test(value) && /^-?[\d., \u00a0\u202f\u2009]+$/.test(value) ? 'ambiguous' : 'not-a-number' };
}

/** The message naming `field` for text that is not one number. */
export function numberTextProblem(field: string, problem: 'not-a-number' | 'ambiguous'): string {
  return problem === 'ambiguous'
    ? `${field} could be read as more than one number: write it without thousands separators, e.g. 1234.5.`
    : `${field} must be a number.`;
}
