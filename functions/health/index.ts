/** The health domain's public face: the only module other domains may import from functions/health. */
export { healthDeletionSteps } from './account-deletion';
export { importKeyDeletes } from './repository';
