import { useSyncExternalStore } from 'react';
import type { Exercise } from '../../../../../shared/api-types';
import { entryValue, parseEntryMap } from '../../../../../shared/workout/entry-copying';
import { poundsTextToHundredths, repsTextToNumber } from '../../../../../shared/workout/weight';
import { localWorkout, type EditorModel, type LocalExercise, type LocalSet, type LocalWorkout } from '../../workout-editor';
import { readJson, removeKey, writeJson } from '../lib/browser-storage';

/**
 * The local empty workout (spec 000 section 2, /workout/empty): a draft kept only in this browser.
 * Nothing is sent to the server; the draft lives in local storage so a reload keeps it, and it is
 * cleared by Discard Workout or by the save screen's Save and Discard.
 */
export const DRAFT_STORAGE_KEY = 'workout_empty_draft';

export interface Draft extends LocalWorkout {
  /** Epoch milliseconds when the draft was started. */
  startedAt: number;
}

function parseDraft(raw: unknown): Draft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { startedAt, exercises, entries } = raw as Record<string, unknown>;
  if (typeof startedAt !== 'number' || !Array.isArray(exercises)) return null;
  const parsed: LocalExercise[] = [];
  for (const item of exercises as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { exerciseId, name, sets } = item as Record<string, unknown>;
    if (typeof exerciseId !== 'string' || typeof name !== 'string' || !Array.isArray(sets)) continue;
    parsed.push({
      exerciseId,
      name,
      sets: (sets as unknown[])
        .filter((set): set is Record<string, unknown> => typeof set === 'object' && set !== null && typeof (set as LocalSet).id === 'string')
        .map((set) => ({ id: set.id as string, isWarmup: set.isWarmup === true, isCompleted: set.isCompleted === true })),
    });
  }
  return { startedAt, exercises: parsed, entries: parseEntryMap(entries) };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Draft | null | undefined;

function load(): Draft | null {
  if (current === undefined) current = parseDraft(readJson(DRAFT_STORAGE_KEY));
  return current;
}

function save(next: Draft | null): void {
  current = next;
  if (next) writeJson(DRAFT_STORAGE_KEY, next);
  else removeKey(DRAFT_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

function update(change: (draft: Draft) => LocalWorkout): void {
  const draft = load();
  if (draft) save({ ...change(draft), startedAt: draft.startedAt });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDraft(): Draft | null {
  return useSyncExternalStore(subscribe, load, () => null);
}

export function getDraft(): Draft | null {
  return load();
}

/** Starts a draft unless one is already open. */
export function ensureDraft(now = Date.now()): void {
  if (!load()) save({ startedAt: now, exercises: [], entries: {} });
}

export function clearDraft(): void {
  save(null);
}

/** Undo of a discard (issue 27): the draft comes back, unless another one was started and logged since. */
export function restoreDraft(draft: Draft): void {
  if (load()?.exercises.length) return;
  save(draft);
}

/** The draft as an editor model: all of the editor's actions, applied to the draft in this browser. */
export function draftModel(draft: Draft): EditorModel {
  return {
    exercises: draft.exercises,
    entries: draft.entries,
    addExercises: (exercises) => update((current) => localWorkout.addExercises(current, exercises, newDraftExercise)),
    replaceExercise: (exerciseId, exercise) => update((current) => localWorkout.replaceExercise(current, exerciseId, exercise)),
    removeExercise: (exerciseId) => update((current) => localWorkout.removeExercise(current, exerciseId)),
    addSet: (exerciseId) => update((current) => localWorkout.addSet(current, exerciseId, newDraftSet())),
    deleteSet: (_exerciseId, setId) => update((current) => localWorkout.deleteSet(current, setId)),
    setWarmup: (_exerciseId, setId, isWarmup) => update((current) => localWorkout.setWarmup(current, setId, isWarmup)),
    toggleCompletion: (_exerciseId, setId, fill) => update((current) => localWorkout.toggleCompletion(current, setId, fill)),
    editEntry: (exerciseId, setId, field, text) => update((current) => localWorkout.editEntry(current, exerciseId, setId, field, text)),
  };
}

const newDraftSet = (): LocalSet => ({ ...localWorkout.newLocalSet(), isCompleted: false });
const newDraftExercise = (exercise: Exercise): LocalExercise => ({ exerciseId: exercise.id, name: exercise.name, sets: [newDraftSet()] });

/**
 * Totals shown on the save screen: duration in minutes, volume of the completed working sets (hundredths of a pound
 * × reps, shown in the person's unit), completed sets.
 */
export function draftSummary(draft: Draft, now: number): { minutes: number; volume: number; sets: number } {
  let volume = 0;
  let sets = 0;
  for (const exercise of draft.exercises) {
    for (const set of exercise.sets) {
      if (!set.isCompleted) continue;
      sets += 1;
      if (set.isWarmup) continue;
      const weight = poundsTextToHundredths(entryValue(draft.entries, set.id, 'weight')) ?? 0;
      const reps = repsTextToNumber(entryValue(draft.entries, set.id, 'reps')) ?? 0;
      volume += weight * reps;
    }
  }
  return { minutes: Math.max(0, Math.round((now - draft.startedAt) / 60_000)), volume, sets };
}
