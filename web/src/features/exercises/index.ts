/** The exercises feature's public surface: the picker, the exercise list query and the recently used exercises. */
export { ExercisePicker, type ExercisePickerLayout, type ExercisePickerMode, type ExercisePickerProps } from './components/exercise-picker';
export { createExercise, exerciseKeys, exercisesQueryOptions } from '../../lib/queries/exercise-queries';
export { recentExercisesQueryOptions, type RecentExercise } from '../../lib/queries/recent-exercises';
export { difficultyLabel } from './lib/filter-exercises';
