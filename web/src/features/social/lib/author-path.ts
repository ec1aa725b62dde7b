import { peoplePaths, userPath } from '../../../lib/paths';

/** Where tapping a post's or comment's author goes: one's own profile, or theirs. */
export function authorPath(authorId: string, myId: string | undefined): string {
  return authorId === myId ? peoplePaths.profile : userPath(authorId);
}
