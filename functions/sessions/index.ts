/** The sessions domain's public face: the only module other domains may import from functions/sessions. */
export { findSharedWorkout, importHealthWorkout } from './service';
export { sessionsDeletionSteps } from './account-deletion';
