/**
 * The header of a Strong export, in every layout found in real files (issue 29, deliverable 3), read to Strong's
 * classic English column names (STRONG_COLUMNS) plus what the header itself says about units:
 * - classic: comma-separated, `Weight`, `Duration` ('1h 5m'), a unit only in an optional `Weight Unit` column;
 * - 2019 and earlier: semicolon-separated with `Weight Unit` and `Distance Unit` columns;
 * - 6.x (2024-): semicolon-separated and quoted, `Workout #`, `Duration (sec)`, `Weight (kg)` or `Weight (lbs)`,
 *   `Distance (meters)`;
 * - French: `Nom de l'entraînement`, `Durée`, `Poids`, `Réps`, `Ordre de la série` … (a real export).
 * Strong's German, Spanish, Italian and Portuguese headers could not be confirmed from a real export, so they are not
 * guessed: such a file is reported as an unknown format rather than read wrongly (docs/decisions.md 102).
 */
import type { WeightUnit } from '../../../../../shared/units';
import { distanceUnitOf, type DistanceUnit } from './time-and-distance';

const FRENCH: Readonly<Record<string, string>> = {
  "Nom de l'entraînement": 'Workout Name',
  Durée: 'Duration',
  "Nom de l'exercice": 'Exercise Name',
  'Ordre de la série': 'Set Order',
  Poids: 'Weight',
  Réps: 'Reps',
  Secondes: 'Seconds',
  "Notes d'entraînement": 'Workout Notes',
};

const WITH_UNIT = /^(Weight|Duration|Distance) \((kg|lbs|lb|sec|meters|km|miles|mi)\)$/i;

export interface StrongHeader {
  /** Each column of the file → its classic name (the same name when it already is one). */
  names: Record<string, string>;
  /** The weights' unit when the header says it (`Weight (kg)`); a `Weight Unit` column says it per row instead. */
  weightUnit: WeightUnit | null;
  /** Issue 29: the distances' unit when the header says it (`Distance (meters)`). */
  distanceUnit: DistanceUnit | null;
}

export function readStrongHeader(fields: readonly string[]): StrongHeader {
  const names: Record<string, string> = {};
  let weightUnit: WeightUnit | null = null;
  let distanceUnit: DistanceUnit | null = null;
  for (const field of fields) {
    const withUnit = WITH_UNIT.exec(field);
    if (withUnit) {
      const [, column, unit] = withUnit as unknown as [string, string, string];
      names[field] = column[0]!.toUpperCase() + column.slice(1).toLowerCase();
      if (names[field] === 'Weight') weightUnit = unit.toLowerCase() === 'kg' ? 'kg' : 'lb';
      if (names[field] === 'Distance') distanceUnit = distanceUnitOf(unit);
    } else {
      names[field] = FRENCH[field.normalize('NFC')] ?? field;
    }
  }
  return { names, weightUnit, distanceUnit };
}

/** A row keyed by the file's own column names → keyed by the classic names. */
export function renameColumns(row: Record<string, string>, names: Record<string, string>): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [field, value] of Object.entries(row)) renamed[names[field] ?? field] = value;
  return renamed;
}
