/** The follows domain's public face: the only module other domains may import from functions/follows. */
export { findBlockedAmong, findRelationship, resolveContentAccess, type ContentAccess } from './access';
export { listFollowerIds, notifyFollowers } from './service';
