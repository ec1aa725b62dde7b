/** The exercises domain's public face: the only module other domains may import from functions/exercises. */
export { findExercise } from './repository';
export { resolveExercisesByName } from './match-by-name';
export { exercisesDeletionSteps } from './account-deletion';
