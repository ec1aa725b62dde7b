import { KG_PER_LB, type WeightUnit } from '../../../../../shared/units';
import { MAX_REPS, MAX_WEIGHT_HUNDREDTHS } from '../../../../../shared/constants';
import type { ImportFormat } from '../../../../../shared/data-transfer/workout-import';
import {
  MAX_EXERCISES_PER_SESSION,
  MAX_SESSION_NAME_LENGTH,
  MAX_SETS_PER_EXERCISE,
  MAX_WORKOUT_DESCRIPTION_LENGTH,
  MAX_WORKOUT_MINUTES,
} from '../../../../../shared/schemas/sessions';
import { EXERCISE_NAME_MAX_LENGTH } from '../../../../../shared/schemas/exercises';
import { textProblem, textProblemMessage, type TextKind } from '../../../../../shared/schemas/text';
import { IMPORT_DATE_RANGE, isInImportDateRange } from '../../../../../shared/data-transfer/import-date-range';
import { MAX_EXERCISE_NOTE_LENGTH, MAX_SET_NOTE_LENGTH } from '../../../../../shared/workout/set-type';

/** A set as the import endpoint takes it: weight in hundredths of a pound. */
export interface ParsedSet {
  weight: number | null;
  reps: number | null;
  isWarmup: boolean;
  // Issue 29: only when the file has them (set-details-columns.ts).
  setType?: 'failure' | 'drop';
  rpe?: number;
  note?: string;
  // Issue 29: a timed or distance set's time and distance (time-and-distance.ts); absent when the row has neither.
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

// A type, not an interface: the import route's body takes each workout as an open object (checked one at a time).
export type ParsedWorkout = {
  /** From the file's own text (its start as written and its name): the same in every time zone and on every phone. */
  sourceId: string;
  /** The id phones gave it before (its start read in the phone's time zone), so earlier imports are recognised. */
  legacySourceId: string;
  name: string;
  notes: string | null;
  startTime: string;
  endTime: string;
  /** `note`: the file's note on the exercise in this workout; `superset`: its superset's letter (issue 29). */
  exercises: { name: string; sets: ParsedSet[]; note?: string; superset?: string }[];
};

/** A row that was not imported; `row` counts the header as row 1, as a spreadsheet shows it. */
export interface RowProblem {
  row: number;
  reason: string;
}

export interface ParsedImport {
  format: ImportFormat | null;
  workouts: ParsedWorkout[];
  problems: RowProblem[];
  /** What was imported differently from the file, or not kept, in a line each (never silently: issue 29). */
  notices: string[];
  /** The unit the file's weights were read in. */
  weightUnit: WeightUnit | null;
  /** Each workout's rows, by source id: what the report lists when the server refuses a workout. */
  rowsOf: Record<string, number[]>;
}

/** Workouts grouped from rows, with the rows each came from. */
export interface GroupedRows {
  workouts: ParsedWorkout[];
  problems: RowProblem[];
  notices: string[];
  rowsOf: Record<string, number[]>;
}

/** One set row of either format, after its own columns were read. */
export interface SetRow {
  row: number;
  workoutKey: string;
  workoutName: string;
  workoutNotes: string | null;
  /** The start as the file writes it: what the workout's id is made of. */
  startText: string;
  start: Date;
  end: Date;
  exerciseName: string;
  /** The file's note on the exercise (Hevy's exercise_notes, on each of its rows). */
  exerciseNote?: string;
  /** The file's superset of the exercise in this workout (Hevy's superset_id). */
  supersetId?: string;
  set: ParsedSet;
}

/** FNV-1a, 64 bits, as 16 hex digits: a stable id for the same workout in the same file format. */
export function stableHash(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** '102,5' or '102.5' → 102.5; '' → null; anything else → NaN. */
export function parseNumber(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const normalized = /^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A weight in `unit` → hundredths of a pound, or a reason it cannot be one. */
export function weightHundredths(text: string | undefined, unit: WeightUnit): number | null | { problem: string } {
  const value = parseNumber(text);
  if (value === null) return null;
  if (Number.isNaN(value)) return { problem: `Weight '${text ?? ''}' is not a number` };
  const hundredths = Math.round(unit === 'kg' ? (value * 100) / KG_PER_LB : value * 100);
  if (hundredths < 0 || hundredths > MAX_WEIGHT_HUNDREDTHS) return { problem: `Weight ${value} ${unit} is out of range` };
  return hundredths;
}

export function repsOf(text: string | undefined): number | null | { problem: string } {
  const value = parseNumber(text);
  if (value === null) return null;
  if (Number.isNaN(value) || !Number.isInteger(value)) return { problem: `Reps '${text ?? ''}' is not a whole number` };
  if (value < 0 || value > MAX_REPS) return { problem: `Reps ${value} is out of range` };
  return value;
}

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Why a row's text cannot be imported (the server's text rule, shared/schemas/text.ts: control characters, direction
 * controls, stacked marks), or undefined. Checked per row, so one bad row is left out and its workout still imported.
 */
export function rowTextProblem(texts: readonly { label: string; text: string | null | undefined; kind?: TextKind }[]): string | undefined {
  for (const { label, text, kind = 'single-line' } of texts) {
    const problem = text ? textProblem(text.replace(/\r/g, kind === 'multi-line' ? '\n' : '\r'), kind) : undefined;
    if (problem) return textProblemMessage(label, problem);
  }
  return undefined;
}

/** Why a row's date cannot be imported: outside the range every import shares (shared/data-transfer/import-date-range.ts). */
export function rowDateProblem(column: string, text: string | undefined, date: Date): string | undefined {
  return isInImportDateRange(date.getTime()) ? undefined : `${column} '${text ?? ''}' is outside ${IMPORT_DATE_RANGE}`;
}

/**
 * Rows → workouts: rows of one workout (same key) in file order, exercises in the order first seen, sets in row
 * order. Rows past a workout's limits are reported, not sent.
 */
export function groupIntoWorkouts(format: ImportFormat, rows: readonly SetRow[], problems: RowProblem[], notKept: NotKept): GroupedRows {
  const workouts = new Map<string, ParsedWorkout>();
  const supersetIds = new Map<ParsedWorkout, Map<ParsedWorkout['exercises'][number], string>>();
  const rowsOf: Record<string, number[]> = {};
  const notices: string[] = [];
  for (const row of rows) {
    const exerciseName = row.exerciseName.trim();
    if (exerciseName.length > EXERCISE_NAME_MAX_LENGTH) {
      problems.push({ row: row.row, reason: `Exercise name is longer than ${EXERCISE_NAME_MAX_LENGTH} characters` });
      continue;
    }
    let workout = workouts.get(row.workoutKey);
    if (!workout) {
      const fileMinutes = Math.max(0, (row.end.getTime() - row.start.getTime()) / 60_000);
      const minutes = Math.min(fileMinutes, MAX_WORKOUT_MINUTES);
      const startTime = row.start.toISOString();
      if (fileMinutes > MAX_WORKOUT_MINUTES) notices.push(longWorkoutNotice(row.workoutName, row.start, fileMinutes));
      workout = {
        sourceId: `${format}:${stableHash(`${format}|as written|${row.startText.trim()}|${row.workoutName}`)}`,
        legacySourceId: `${format}:${stableHash(`${format}|${startTime}|${row.workoutName}`)}`,
        name: truncate(row.workoutName.trim(), MAX_SESSION_NAME_LENGTH),
        notes: row.workoutNotes?.trim() ? truncate(row.workoutNotes.trim(), MAX_WORKOUT_DESCRIPTION_LENGTH) : null,
        startTime,
        endTime: new Date(row.start.getTime() + Math.round(minutes) * 60_000).toISOString(),
        exercises: [],
      };
      workouts.set(row.workoutKey, workout);
    }
    let exercise = workout.exercises.find((candidate) => candidate.name === exerciseName);
    if (!exercise) {
      if (workout.exercises.length >= MAX_EXERCISES_PER_SESSION) {
        problems.push({ row: row.row, reason: `A workout can have at most ${MAX_EXERCISES_PER_SESSION} exercises` });
        continue;
      }
      exercise = { name: exerciseName, sets: [] };
      workout.exercises.push(exercise);
    }
    const exerciseNote = row.exerciseNote?.trim();
    if (exerciseNote && !exercise.note) {
      // Hevy repeats an exercise's note on each of its rows: kept (and counted when cut) once per workout.
      if (exerciseNote.length > MAX_EXERCISE_NOTE_LENGTH) notKept.cutExerciseNotes += 1;
      exercise.note = truncate(exerciseNote, MAX_EXERCISE_NOTE_LENGTH).trimEnd();
    }
    if (exercise.sets.length >= MAX_SETS_PER_EXERCISE) {
      problems.push({ row: row.row, reason: `An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets` });
      continue;
    }
    exercise.sets.push(row.set);
    (rowsOf[workout.sourceId] ??= []).push(row.row);
    if (row.supersetId) {
      const ids = supersetIds.get(workout) ?? new Map<ParsedWorkout['exercises'][number], string>();
      ids.set(exercise, row.supersetId);
      supersetIds.set(workout, ids);
    }
  }
  for (const [workout, byExercise] of supersetIds) letterSupersets(workout, byExercise);
  return { workouts: [...workouts.values()], problems, rowsOf, notices: [...notices, ...notKeptNotices(notKept)] };
}

/**
 * Issue 29: the exercises of a workout that share a file's superset id get one letter (A, B, … in the order first
 * seen); an id on one exercise alone is no superset.
 */
function letterSupersets(workout: ParsedWorkout, byExercise: ReadonlyMap<ParsedWorkout['exercises'][number], string>): void {
  const members = new Map<string, ParsedWorkout['exercises'][number][]>();
  for (const exercise of workout.exercises) {
    const id = byExercise.get(exercise);
    if (id !== undefined) members.set(id, [...(members.get(id) ?? []), exercise]);
  }
  let letter = 'A'.charCodeAt(0);
  for (const group of members.values()) {
    if (group.length < 2) continue;
    for (const exercise of group) exercise.superset = String.fromCharCode(letter);
    letter += 1;
  }
}

/** A workout longer than a workout can be (a timer left running) is kept at the longest, and said so. */
function longWorkoutNotice(name: string, start: Date, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `'${name.trim()}' of ${start.toISOString().slice(0, 10)} lasted ${hours} h ${rest} min in the file; kept as ${MAX_WORKOUT_MINUTES / 60} h, the longest a workout can be`;
}

/**
 * Counts of what a file holds that this app does not keep as written: time and distance (not recorded yet), and
 * (issue 29) an RPE outside 6-10 in halves, notes cut to the longest a note can be.
 */
export interface NotKept {
  rpe: number;
  cutSetNotes: number;
  cutExerciseNotes: number;
  timeOrDistance: number;
}

export const nothingNotKept = (): NotKept => ({ rpe: 0, cutSetNotes: 0, cutExerciseNotes: 0, timeOrDistance: 0 });

/** Adds to `notKept` what one row holds beyond weight, reps and the set's type, RPE and note. */
export function countNotKept(notKept: NotKept, row: { seconds?: string; distance?: string }): void {
  const filled = (text: string | undefined) => {
    const value = (text ?? '').trim();
    return value !== '' && !/^0+(\.0+)?$/.test(value);
  };
  if (filled(row.seconds) || filled(row.distance)) notKept.timeOrDistance += 1;
}

function notKeptNotices(notKept: NotKept): string[] {
  const sets = (count: number) => `${count} ${count === 1 ? 'set' : 'sets'}`;
  return [
    notKept.rpe ? `RPE of ${sets(notKept.rpe)} not kept: an RPE is 6 to 10 in steps of 0.5` : '',
    notKept.cutSetNotes ? `Notes of ${sets(notKept.cutSetNotes)} cut to ${MAX_SET_NOTE_LENGTH} characters, the longest a set's note can be` : '',
    notKept.cutExerciseNotes
      ? `${notKept.cutExerciseNotes} exercise ${notKept.cutExerciseNotes === 1 ? 'note' : 'notes'} cut to ${MAX_EXERCISE_NOTE_LENGTH} characters, the longest an exercise's note can be`
      : '',
    notKept.timeOrDistance ? `${sets(notKept.timeOrDistance)} with a time or distance imported as timed or distance sets` : '',
  ].filter(Boolean);
}
