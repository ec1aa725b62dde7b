/**
 * The workout editor's public surface: the adapter interface each mode implements, the editor,
 * the local (browser-only) workout functions and hook for drafts and unsaved templates, and the
 * keypad sheet other screens reuse.
 */
export type {
  EditorExercise,
  EditorMenuAction,
  EditorModel,
  EditorSet,
  EntryFill,
  PreviousSet,
  PreviousSets,
  RemoveConfirmation,
  SetOptionsStyle,
  SuggestedSet,
  WorkoutEditorProps,
} from './editor-model';
export { WorkoutEditor } from './workout-editor';
export * as localWorkout from './local/local-workout';
export { newExercises } from './local/local-workout';
export type { LocalExercise, LocalSet, LocalWorkout } from './local/local-workout';
export { countsOf, rowsFromCounts, type SetCounts } from './local/set-counts';
export { useLocalTemplate } from './local/use-local-template';
export { NumericKeypadSheet, type KeypadRequest } from './components/numeric-keypad-sheet';
