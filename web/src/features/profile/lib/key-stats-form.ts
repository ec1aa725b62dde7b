import type { KeyStat } from '../../../../../shared/api-types';
import { keyStatInUnit, keyStatValueProblem } from '../../../../../shared/key-stats';
import { DEFAULT_KEY_STATS, KEY_STAT_NAME_ALIASES } from '../../../../../shared/profile';
import type { WeightUnit } from '../../../../../shared/units';

/** One row of the Edit Stats form; `value` is the input's text ('' = not set). */
export interface KeyStatRow {
  name: string;
  unit: string;
  value: string;
  isVisible: boolean;
}

const currentName = (name: string) => KEY_STAT_NAME_ALIASES[name] ?? name;

/**
 * The form's rows: the person's stats in their order under today's names (spec 001 section 9: 'Max Bench' is
 * 'Max Bench Press'), then any default stat they do not have yet, empty. When an old and a new name both
 * exist, the first one with a value wins. Weight stats read in the person's unit (issue 27: 315 lbs is 143 kg to
 * a kg person), and are saved in it.
 */
export function keyStatRowsOf(keyStats: readonly KeyStat[], unit: WeightUnit): KeyStatRow[] {
  const rows = new Map<string, KeyStatRow>();
  const defaults = DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null }));
  for (const saved of keyStats) {
    const stat = keyStatInUnit(saved, unit);
    const name = currentName(stat.name);
    const existing = rows.get(name);
    if (existing && existing.value !== '') continue;
    rows.set(name, { name, unit: stat.unit, value: stat.value === null ? '' : String(stat.value), isVisible: stat.isVisible });
  }
  for (const stat of defaults.map((row) => keyStatInUnit(row, unit))) {
    if (!rows.has(stat.name)) rows.set(stat.name, { name: stat.name, unit: stat.unit, value: '', isVisible: stat.isVisible });
  }
  return [...rows.values()];
}

/** A row's value as the API takes it: null when empty, else a number to one decimal (step 0.1); NaN when not a number. */
export function keyStatValueOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : Number.NaN;
}

/** Why a row cannot be saved, as the server would answer it ('Max Squat must be between 0 and 1,000 kg.'). */
export const keyStatRowProblem = (row: KeyStatRow): string | undefined => keyStatValueProblem({ ...row, value: keyStatValueOf(row.value) });

/** PATCH /api/users/{id} { keyStats }, or each row whose value cannot be saved, with the reason. */
export function keyStatsRequestOf(rows: readonly KeyStatRow[]): { keyStats: KeyStat[] } | { invalid: { name: string; message: string }[] } {
  const invalid = rows.flatMap((row) => {
    const message = keyStatRowProblem(row);
    return message ? [{ name: row.name, message }] : [];
  });
  if (invalid.length > 0) return { invalid };
  return {
    keyStats: rows.map((row) => ({ name: row.name, unit: row.unit, value: keyStatValueOf(row.value), isVisible: row.isVisible })),
  };
}
