/**
 * Who may see whose content: the rules every domain asks through functions/follows/index.ts (docs/decisions.md).
 * Blocked either way or no such person: hidden (404). A private account the viewer does not follow: private
 * (the top block only). Otherwise full.
 */
import { MAX_ID_LENGTH } from '../../shared/schemas/sessions';
import { findAccountPrivacy } from '../users/index';
import { findPairState, findPairStates } from './repository';

export type ContentAccess = 'owner' | 'full' | 'hidden' | 'private';

/** At most this many ids per findBlockedAmong call (two keys each: two BatchGets). */
export const MAX_IDS_PER_BLOCK_CHECK = 100;

/** Ids no account can have; they never reach a DynamoDB key. */
const isImpossibleId = (id: string) => id.length === 0 || id.length > MAX_ID_LENGTH;

export interface Relationship {
  /** Blocked either way. */
  blocked: boolean;
  /** The viewer blocks the other person. */
  blocking: boolean;
  /** The other person blocks the viewer: to the viewer, they are nobody (issue 26). */
  blockedBy: boolean;
  isFollowing: boolean;
}

/** Blocks both ways and the viewer's follow edge, in one BatchGet. Oneself: not blocked, following. */
export async function findRelationship(options: { viewerId: string; otherId: string }): Promise<Relationship> {
  const { viewerId, otherId } = options;
  if (viewerId === otherId) return { blocked: false, blocking: false, blockedBy: false, isFollowing: true };
  if (isImpossibleId(otherId)) return { blocked: false, blocking: false, blockedBy: false, isFollowing: false };
  const state = await findPairState({ viewerId, otherId, parts: ['following', 'blocking', 'blockedBy'] });
  return { blocked: state.blocking || state.blockedBy, blocking: state.blocking, blockedBy: state.blockedBy, isFollowing: state.following };
}

/** The ids among `userIds` blocked by the viewer or blocking the viewer (≤ 100 ids: two keys each, ≤ 2 BatchGets). */
export async function findBlockedAmong(options: { viewerId: string; userIds: string[] }): Promise<Set<string>> {
  const otherIds = [...new Set(options.userIds)].filter((id) => id !== options.viewerId && !isImpossibleId(id));
  if (otherIds.length > MAX_IDS_PER_BLOCK_CHECK) throw new Error(`findBlockedAmong takes at most ${MAX_IDS_PER_BLOCK_CHECK} ids`);
  if (otherIds.length === 0) return new Set();
  const states = await findPairStates({ viewerId: options.viewerId, otherIds, parts: ['blocking', 'blockedBy'] });
  return new Set(otherIds.filter((id) => (states.get(id)?.size ?? 0) > 0));
}

/** At most this many ids per findFollowedAmong call (one key each: one BatchGet). */
export const MAX_IDS_PER_FOLLOW_CHECK = 100;

/** The ids among `userIds` the viewer follows (an accepted follow), in one BatchGet of edges (≤ 100 ids). */
export async function findFollowedAmong(options: { viewerId: string; userIds: string[] }): Promise<Set<string>> {
  const otherIds = [...new Set(options.userIds)].filter((id) => id !== options.viewerId && !isImpossibleId(id));
  if (otherIds.length > MAX_IDS_PER_FOLLOW_CHECK) throw new Error(`findFollowedAmong takes at most ${MAX_IDS_PER_FOLLOW_CHECK} ids`);
  if (otherIds.length === 0) return new Set();
  const states = await findPairStates({ viewerId: options.viewerId, otherIds, parts: ['following'] });
  return new Set(otherIds.filter((id) => states.get(id)?.has('following')));
}

/** What the viewer may see of the owner's content: a BatchGet and a GetItem, in parallel. */
export async function resolveContentAccess(options: { viewerId: string; ownerId: string }): Promise<ContentAccess> {
  const { viewerId, ownerId } = options;
  if (viewerId === ownerId) return 'owner';
  if (isImpossibleId(ownerId)) return 'hidden';
  const [relationship, privacy] = await Promise.all([findRelationship({ viewerId, otherId: ownerId }), findAccountPrivacy({ userId: ownerId })]);
  if (!privacy || relationship.blocked) return 'hidden';
  if (privacy.isPrivate && !relationship.isFollowing) return 'private';
  return 'full';
}
