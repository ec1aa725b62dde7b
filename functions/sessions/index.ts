/** The sessions domain's public face: the only module other domains may import from functions/sessions. */
export { importHealthWorkout } from './completion/service';
export { findSharedWorkout } from './history/service';
export { sessionsDeletionSteps } from './account-deletion';
