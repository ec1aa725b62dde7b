/** The exercises feature's public surface: the picker (the exercise list and recently used queries are in lib/queries). */
export { ExercisePicker, type ExercisePickerLayout, type ExercisePickerMode, type ExercisePickerProps } from './components/exercise-picker';
