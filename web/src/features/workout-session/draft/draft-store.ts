import { useSyncExternalStore } from 'react';
import type { Exercise } from '../../../../../shared/api-types';
import { applyEntryEdit, confirmEntries, parseEntryMap, pruneEntries, rekeyEntries, type EntryField, type EntryMap } from '../../../../../shared/workout/entry-copying';
import { readJson, removeKey, writeJson } from '../lib/browser-storage';

/**
 * The local empty workout (spec 000 section 2, /workout/empty): a draft kept only in this browser.
 * Nothing is sent to the server; the draft lives in local storage so a reload keeps it, and it is
 * cleared by Discard Workout or by the save screen's Save and Discard.
 */
export const DRAFT_STORAGE_KEY = 'workout_empty_draft';

export interface DraftSet {
  id: string;
  isWarmup: boolean;
  isCompleted: boolean;
}

export interface DraftExercise {
  exerciseId: string;
  name: string;
  sets: DraftSet[];
}

export interface Draft {
  /** Epoch milliseconds when the draft was started. */
  startedAt: number;
  exercises: DraftExercise[];
  entries: EntryMap;
}

const newId = () => crypto.randomUUID();
const newSet = (): DraftSet => ({ id: newId(), isWarmup: false, isCompleted: false });

function parseDraft(raw: unknown): Draft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { startedAt, exercises, entries } = raw as Record<string, unknown>;
  if (typeof startedAt !== 'number' || !Array.isArray(exercises)) return null;
  const parsed: DraftExercise[] = [];
  for (const item of exercises as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { exerciseId, name, sets } = item as Record<string, unknown>;
    if (typeof exerciseId !== 'string' || typeof name !== 'string' || !Array.isArray(sets)) continue;
    parsed.push({
      exerciseId,
      name,
      sets: (sets as unknown[])
        .filter((set): set is Record<string, unknown> => typeof set === 'object' && set !== null && typeof (set as DraftSet).id === 'string')
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

function update(change: (draft: Draft) => Draft): void {
  const draft = load();
  if (draft) save(change(draft));
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

const allSetIds = (draft: Draft) => new Set(draft.exercises.flatMap((exercise) => exercise.sets.map((set) => set.id)));

export const draftActions = {
  addExercises(exercises: readonly Exercise[]) {
    update((draft) => {
      const known = new Set(draft.exercises.map((item) => item.exerciseId));
      const added = exercises.filter((exercise) => !known.has(exercise.id)).map((exercise) => ({ exerciseId: exercise.id, name: exercise.name, sets: [newSet()] }));
      return { ...draft, exercises: [...draft.exercises, ...added] };
    });
  },

  addSet(exerciseId: string) {
    update((draft) => {
      const exercise = draft.exercises.find((item) => item.exerciseId === exerciseId);
      if (!exercise) return draft;
      const set = newSet();
      const previous = exercise.sets.at(-1);
      // Entry copying: the new set starts with copies of the set before it.
      const entries = previous?.id && draft.entries[previous.id] ? rekeyEntries({ [previous.id]: copyOf(draft.entries[previous.id]) }, previous.id, set.id) : {};
      return {
        ...draft,
        entries: { ...draft.entries, ...entries },
        exercises: draft.exercises.map((item) => (item === exercise ? { ...item, sets: [...item.sets, set] } : item)),
      };
    });
  },

  setType(setId: string, isWarmup: boolean) {
    update((draft) => ({ ...draft, exercises: mapSets(draft.exercises, setId, (set) => ({ ...set, isWarmup })) }));
  },

  toggleComplete(setId: string) {
    update((draft) => {
      const set = draft.exercises.flatMap((exercise) => exercise.sets).find((item) => item.id === setId);
      const completing = set ? !set.isCompleted : false;
      return {
        ...draft,
        entries: completing ? confirmEntries(draft.entries, setId) : draft.entries,
        exercises: mapSets(draft.exercises, setId, (item) => ({ ...item, isCompleted: !item.isCompleted })),
      };
    });
  },

  deleteSet(setId: string) {
    update((draft) => {
      const exercises = draft.exercises.map((exercise) => ({ ...exercise, sets: exercise.sets.filter((set) => set.id !== setId) }));
      return { ...draft, exercises, entries: pruneEntries(draft.entries, allSetIds({ ...draft, exercises })) };
    });
  },

  edit(exerciseId: string, setId: string, field: EntryField, value: string) {
    update((draft) => {
      const exercise = draft.exercises.find((item) => item.exerciseId === exerciseId);
      const orderedSetIds = exercise?.sets.map((set) => set.id) ?? [setId];
      return { ...draft, entries: applyEntryEdit(draft.entries, { orderedSetIds, setId, field, value }).entries };
    });
  },

  /** Swaps an exercise in place, keeping its sets (no-op when the new one is already in the draft). */
  replaceExercise(oldExerciseId: string, exercise: Exercise) {
    update((draft) => {
      if (draft.exercises.some((item) => item.exerciseId === exercise.id)) return draft;
      return {
        ...draft,
        exercises: draft.exercises.map((item) => (item.exerciseId === oldExerciseId ? { ...item, exerciseId: exercise.id, name: exercise.name } : item)),
      };
    });
  },

  removeExercise(exerciseId: string) {
    update((draft) => {
      const exercises = draft.exercises.filter((item) => item.exerciseId !== exerciseId);
      return { ...draft, exercises, entries: pruneEntries(draft.entries, allSetIds({ ...draft, exercises })) };
    });
  },
};

function copyOf(entry: EntryMap[string] | undefined): EntryMap[string] {
  const copy: EntryMap[string] = {};
  if (entry?.weight) copy.weight = { value: entry.weight.value, own: false };
  if (entry?.reps) copy.reps = { value: entry.reps.value, own: false };
  return copy;
}

function mapSets(exercises: DraftExercise[], setId: string, change: (set: DraftSet) => DraftSet): DraftExercise[] {
  return exercises.map((exercise) =>
    exercise.sets.some((set) => set.id === setId) ? { ...exercise, sets: exercise.sets.map((set) => (set.id === setId ? change(set) : set)) } : exercise,
  );
}

/** Totals shown on the save screen: duration in minutes, volume in pounds (completed working sets), completed sets. */
export function draftSummary(draft: Draft, now: number): { minutes: number; volume: number; sets: number } {
  let volume = 0;
  let sets = 0;
  for (const exercise of draft.exercises) {
    for (const set of exercise.sets) {
      if (!set.isCompleted) continue;
      sets += 1;
      if (set.isWarmup) continue;
      const weight = Number(draft.entries[set.id]?.weight?.value || 0);
      const reps = Number(draft.entries[set.id]?.reps?.value || 0);
      volume += weight * reps;
    }
  }
  return { minutes: Math.max(0, Math.round((now - draft.startedAt) / 60_000)), volume: Math.round(volume * 100) / 100, sets };
}
