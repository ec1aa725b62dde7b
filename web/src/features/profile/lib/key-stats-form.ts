import type { KeyStat } from '../../../../../shared/api-types';
import { DEFAULT_KEY_STATS, KEY_STAT_NAME_ALIASES, KEY_STAT_VALUE_MAX } from '../../../../../shared/profile';

/** One row of the Edit Stats form; `value` is the input's text ('' = not set). */
export interface KeyStatRow {
  name: string;
  unit: string;
  value: string;
  isVisible: boolean;
}

export const KEY_STAT_VALUE_INVALID = `Enter a number between -${KEY_STAT_VALUE_MAX.toLocaleString('en-US')} and ${KEY_STAT_VALUE_MAX.toLocaleString('en-US')}.`;

const currentName = (name: string) => KEY_STAT_NAME_ALIASES[name] ?? name;

/**
 * The form's rows: the person's stats in their order under today's names (spec 001 section 9: 'Max Bench' is
 * 'Max Bench Press'), then any default stat they do not have yet, empty. When an old and a new name both
 * exist, the first one with a value wins.
 */
export function keyStatRowsOf(keyStats: readonly KeyStat[]): KeyStatRow[] {
  const rows = new Map<string, KeyStatRow>();
  for (const stat of keyStats) {
    const name = currentName(stat.name);
    const existing = rows.get(name);
    if (existing && existing.value !== '') continue;
    rows.set(name, { name, unit: stat.unit, value: stat.value === null ? '' : String(stat.value), isVisible: stat.isVisible });
  }
  for (const stat of DEFAULT_KEY_STATS) {
    if (!rows.has(stat.name)) rows.set(stat.name, { name: stat.name, unit: stat.unit, value: '', isVisible: stat.isVisible });
  }
  return [...rows.values()];
}

/** A row's value as the API takes it: null when empty, else a number; undefined when it is not a valid value. */
export function keyStatValueOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || Math.abs(value) > KEY_STAT_VALUE_MAX) return undefined;
  return Math.round(value * 10) / 10;
}

/** PATCH /api/users/{id} { keyStats }, or the names of the rows whose value is not a valid number. */
export function keyStatsRequestOf(rows: readonly KeyStatRow[]): { keyStats: KeyStat[] } | { invalid: string[] } {
  const invalid = rows.filter((row) => keyStatValueOf(row.value) === undefined).map((row) => row.name);
  if (invalid.length > 0) return { invalid };
  return {
    keyStats: rows.map((row) => ({ name: row.name, unit: row.unit, value: keyStatValueOf(row.value) ?? null, isVisible: row.isVisible })),
  };
}
