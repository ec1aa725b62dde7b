import type { FollowState, UserSummary } from '../../../../../shared/api-types';

/** The ids of the people the caller follows, from the loaded pages of their own following list. */
export interface KnownFollowing {
  ids: ReadonlySet<string>;
  /** Every page is loaded: someone missing from `ids` is not followed. */
  complete: boolean;
}

/**
 * A row's follow state as far as the caller's following list tells it (spec 001 section 7: "ids decide the button
 * state"), or null when only the server can tell: the list is not fully loaded, or the person is private and a
 * request may be pending.
 */
export function followStateFromList(person: Pick<UserSummary, 'id' | 'isPrivate'>, known: KnownFollowing): FollowState | null {
  if (known.ids.has(person.id)) return 'following';
  if (known.complete && !person.isPrivate) return 'none';
  return null;
}
