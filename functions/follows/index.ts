/** The follows domain's public face: the only module other domains may import from functions/follows. */
export { findBlockedAmong, findFollowedAmong, findRelationship, resolveContentAccess, type ContentAccess, type Relationship } from './access';
export { listFollowerIds, notifyFollowers } from './service';
export { findFollowCounts, noBlockEitherWay } from './repository';
export { followChangeOf, followEdgeInsertedFilter, type FollowChange } from './stream-changes';
export { followsDeletionSteps } from './account-deletion';
