import { MAX_REPS, MAX_WEIGHT_HUNDREDTHS, WEIGHT_SCALE } from '../constants';

/**
 * Weights travel and are stored in hundredths of a pound (integers); people see and type pounds.
 * Typed text is kept as text in the browser (so '102.' survives a keystroke) and converted here.
 */

/** '102.5' → 10250; '' or anything that is not a weight in range → null. */
export function poundsTextToHundredths(text: string): number | null {
  const trimmed = text.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (!match[1] && !match[2])) return null;
  // Exact decimal arithmetic on the digits: 2.675 is 268 hundredths, not 267.49999...
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const hundredths = Number(match[1] || '0') * WEIGHT_SCALE + Number(fraction.slice(0, 2)) + roundUp;
  return Number.isSafeInteger(hundredths) && hundredths <= MAX_WEIGHT_HUNDREDTHS ? hundredths : null;
}

/** 10250 → '102.5', 10000 → '100', 10225 → '102.25'; null → ''. */
export function hundredthsToPoundsText(hundredths: number | null | undefined): string {
  if (hundredths === null || hundredths === undefined || !Number.isFinite(hundredths)) return '';
  const whole = Math.trunc(hundredths / WEIGHT_SCALE);
  const fraction = Math.abs(hundredths % WEIGHT_SCALE);
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** '8' → 8; '' or anything that is not a whole number of reps in range → null. */
export function repsTextToNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const reps = Number(trimmed);
  return reps <= MAX_REPS ? reps : null;
}

export function repsToText(reps: number | null | undefined): string {
  return reps === null || reps === undefined || !Number.isFinite(reps) ? '' : String(reps);
}
