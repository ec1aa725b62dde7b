/** The plans domain's public face: the only module other domains may import from functions/plans. */
export { findWorkoutTemplate, type WorkoutTemplate } from './service';
export { plansDeletionSteps } from './account-deletion';
