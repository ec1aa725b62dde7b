import type { ReactNode } from 'react';
import type { SheetAction } from '../../components/ui/action-sheet';
import type { Exercise, SetRecordKind } from '../../../../shared/api-types';
import type { ExercisePickerLayout } from '../exercises';
import type { EntryField, EntryMap } from '../../../../shared/workout/entry-copying';
import type { MoveDirection } from '../../../../shared/workout/exercise-order';
import type { SetTarget } from '../../../../shared/workout/set-targets';
import type { SetDetails, SetType } from '../../../../shared/workout/set-type';
import type { ExerciseType } from '../../../../shared/exercise-types/types';

/**
 * What the one workout editor (exercise cards, set rows, menus, sheets, the picker) needs from the
 * screen that uses it. Each mode supplies one `EditorModel`: the server-backed live session, the
 * local draft at /workout/empty, and the unsaved templates of the routine and workout builders.
 *
 * A capability is on when its callback (or field) is given: e.g. without `toggleCompletion` the
 * rows have no completion toggle, without `moveExercise` the menu has no Move Up / Move Down.
 * The editor never talks to the server or to storage; it only calls these callbacks.
 */
export interface EditorModel {
  /** The exercises in display order, each with its sets in display order. */
  exercises: readonly EditorExercise[];
  /**
   * Typed weight and reps text by set id (shared/workout/entry-copying). Weights are kept as pounds text (the stored
   * hundredths of a pound) whatever the person's unit: the editor shows and takes kg or lb and converts at its edges.
   */
  entries: EntryMap;

  /** The picker's choice in add mode. The editor passes every picked exercise; skip ones already present. */
  addExercises: (exercises: readonly Exercise[]) => void;
  /** The picker's choice in replace mode: `exercise` takes the place (and the sets) of `exerciseId`. */
  replaceExercise: (exerciseId: string, exercise: Exercise) => void;
  /** Delete / Remove Exercise from the exercise menu (after `confirmRemoveExercise` when given). */
  removeExercise: (exerciseId: string) => void;
  /**
   * Move Up / Move Down in the exercise menu; absent = no move items. The editor already resolved
   * the direction with shared/workout/exercise-order `resolveMove` (so two exercises swap).
   */
  moveExercise?: (exerciseId: string, direction: MoveDirection) => void;

  /** Add Set at the bottom of an exercise card. */
  addSet: (exerciseId: string) => void;
  /** Delete Set (set options sheet) and swipe-to-delete. */
  deleteSet: (exerciseId: string, setId: string) => void;
  /** Makes a set a warm-up (W) or a normal set; `isWarmup` is the wanted state. */
  setWarmup: (exerciseId: string, setId: string, isWarmup: boolean) => void;
  /**
   * The completion toggle of a row; absent = rows have no completion column (templates). A tick comes with `fill`: the
   * empty fields' hints (issue 27), to become the set's own values (this set only) before it is completed; the editor
   * ticks only a set that then has the values its exercise needs.
   */
  toggleCompletion?: (exerciseId: string, setId: string, fill?: EntryFill) => void;
  /** Weight or reps typed (every keystroke with a mouse/keyboard, Done on the keypad sheet). */
  editEntry: (exerciseId: string, setId: string, field: EntryField, text: string) => void;

  // Issue 29: a set's type, RPE and note (the set number opens their sheet), and the person's note on an exercise
  // (editable under its name); absent = not offered.
  setDetails?: (exerciseId: string, setId: string, details: SetDetails) => void;
  setExerciseNote?: (exerciseId: string, note: string | null) => void;
  /**
   * Issue 29: "Superset with…" (`partners`: the other exercises of its superset, at least one) and "Remove from
   * superset" (no partners) in the exercise menu; absent = not offered.
   */
  setSuperset?: (exerciseId: string, partners: readonly string[]) => void;

  /** The rest chosen in the card's rest sheet (Off = 0); absent = no rest button on the cards. */
  setRestSeconds?: (exerciseId: string, seconds: number) => void;

  /** How the set options sheet (opened from the set number) looks. Default 'warmup-toggle'. */
  setOptions?: SetOptionsStyle;
  /** Labels of the standard menu items; defaults 'Replace' and 'Delete' (spec 000 section 2). */
  menuLabels?: { replace?: string; remove?: string };
  /** Menu items of this mode shown before the standard ones (e.g. See History). */
  extraMenuActions?: (exercise: EditorExercise) => EditorMenuAction[];
  /**
   * When given, removing an exercise first asks for confirmation with these texts (routine builder:
   * "all its sets will be removed"); `removeExercise` runs only when the person confirms.
   */
  confirmRemoveExercise?: (exercise: EditorExercise) => RemoveConfirmation;
  /**
   * Mode-specific fields of an exercise drawn in its card between the name and the set rows
   * (builders: reps text, rest, notes, superset letter). The editor draws them as given.
   */
  renderExerciseDetails?: (exercise: EditorExercise, index: number) => ReactNode;
  /**
   * Last time's sets of an exercise (issue 11): a Previous column whose values fill weight and reps when tapped.
   * Absent = no Previous column (templates).
   */
  previousSets?: (exerciseId: string) => PreviousSets;
  /** What the coach suggests for an exercise's next set, shown as the empty fields' hints (issues 11, 27). */
  suggestedSet?: (exerciseId: string) => SuggestedSet | null;
  /** Where the exercise's name links (its detail screen); absent = the name is plain text. */
  exerciseHref?: (exerciseId: string) => string;
  /**
   * How the exercise picker lays out browsing and creating a custom exercise. Default 'full-screen'
   * (spec 000: Cancel and Create in the header, Create opens the form with Back); 'tabs' (spec 001,
   * workout builder): 'Browse' and 'Create Custom' tabs, list area 400 to 500 px high.
   */
  pickerLayout?: ExercisePickerLayout;
}

export interface EditorExercise {
  exerciseId: string;
  name: string;
  sets: readonly EditorSet[];
  /** Rest in seconds shown on the card's rest button (with `EditorModel.setRestSeconds`). */
  restSeconds?: number;
  /** The plan's note on the exercise (issue 27), shown read-only under its name. */
  planNote?: string;
  /** Its superset's letter (a plan's, issue 27, or made in the workout, issue 29): consecutive exercises with the same letter are drawn as one group. */
  superset?: string;
  /**
   * Issue 29: what a set of it measures; its rows show that type's fields (a plank its time, a run distance and time).
   * Absent (the builders, the local draft): weight and reps.
   */
  exerciseType?: ExerciseType;
}

export interface EditorSet {
  id: string;
  isWarmup: boolean;
  /** Read only when the model has `toggleCompletion`. */
  isCompleted?: boolean;
  /** Still being created: shown, but not editable yet. */
  pending?: boolean;
  /** The records this completed working set beats (issue 11): a 'PR' badge on its row. */
  personalRecords?: readonly SetRecordKind[];
  /** What the plan asks of this set (issue 27): its reps and weight are the empty fields' first hints. */
  target?: SetTarget;
  // Issue 29: how the set was done (absent: from isWarmup), how hard it felt, and a note.
  setType?: SetType;
  rpe?: number;
  note?: string;
}

/** Entry text (pounds text for a weight) a tick puts into a set's empty fields, from the hints they showed. */
export type EntryFill = Partial<Record<EntryField, string>>;

/** One set of the last time an exercise was done; weight in hundredths of a pound. */
export interface PreviousSet {
  isWarmup: boolean;
  weight: number | null;
  reps: number | null;
  /** Issue 29: a timed or distance set's seconds and metres. */
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

/** Last time's sets of one exercise, as far as they are known yet. */
export interface PreviousSets {
  status: 'pending' | 'error' | 'success';
  /** Completed sets in the order done (empty: never done, or not known). */
  sets: readonly PreviousSet[];
}

/** A suggested next set; weight in hundredths of a pound. */
export interface SuggestedSet {
  weight: number | null;
  reps: number | null;
}

/**
 * 'warmup-toggle': sheet titled with the set's name: Mark as Warm-up / Mark as Normal Set, Delete Set (live workout).
 * 'set-type-picker': sheet titled 'Set type': Warm-up / Normal (the current one marked), Delete Set (local draft).
 */
export type SetOptionsStyle = 'warmup-toggle' | 'set-type-picker';

/** An extra item of the exercise menu: the action sheet's own item. */
export type EditorMenuAction = SheetAction;

export interface RemoveConfirmation {
  title: string;
  description: string;
  /** The destructive button's label, e.g. 'Delete Exercise'. */
  confirmLabel: string;
}

/** Props of `WorkoutEditor`: the model plus what sits below the list. */
export interface WorkoutEditorProps {
  model: EditorModel;
  /** Drawn after Add Exercise (e.g. Discard, the rest timer overlay). */
  footer?: ReactNode;
  /** Texts of the empty state; defaults 'No exercises yet' / 'Add an exercise to start logging sets.' */
  emptyTitle?: string;
  emptyDescription?: string;
}
