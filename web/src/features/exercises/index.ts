/** The exercises feature's public surface: the picker and the exercise list query. */
export { ExercisePicker, type ExercisePickerLayout, type ExercisePickerMode, type ExercisePickerProps } from './components/exercise-picker';
export { createExercise, exerciseKeys, exercisesQueryOptions } from './api/exercise-queries';
export { difficultyLabel } from './lib/filter-exercises';
