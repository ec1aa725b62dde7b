/** The social domain's public face: the only module other domains may import from functions/social. */
export { socialDeletionSteps } from './account-deletion';
