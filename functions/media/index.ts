/** The media domain's public face: the only module other domains may import from functions/media. */
export { claimPhoto } from './claims';
export { mediaDeletionSteps } from './account-deletion';
