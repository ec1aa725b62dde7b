/**
 * From stored posts to what one viewer may see of them: posts of authors hidden from the viewer are left out, and
 * so are the comments of people blocked either way and anything the viewer reported. One round of parallel reads
 * for a whole page, whatever its size (≤ 50 posts): profiles, the viewer's follows of the authors, blocks, likes and
 * hidden markers.
 */
import type { SocialPost, UserSummary } from '../../shared/api-types';
import { findBlockedAmong, findFollowedAmong } from '../follows/index';
import { findUserSummaries } from '../users/index';
import { postAuthorOf, toComment, toSocialPost, type PostRecord } from './records';
import { findViewerMarks } from './repository';

/** findBlockedAmong's limit per call. */
const BLOCK_CHECK_SIZE = 100;

export type AuthorRule =
  /** The following feed: the viewer's own posts and those of people the viewer follows (a follow implies no block). */
  | 'followed'
  /** Explore: public authors, and private ones the viewer follows; never blocked either way. */
  | 'visible'
  /** The authors' content access was already checked (a post by id, a person's posts). */
  | 'checked';

/** findBlockedAmong for any number of ids, 100 a call (in parallel). */
export async function blockedAmong(viewerId: string, userIds: string[]): Promise<Set<string>> {
  const chunks: string[][] = [];
  for (let start = 0; start < userIds.length; start += BLOCK_CHECK_SIZE) chunks.push(userIds.slice(start, start + BLOCK_CHECK_SIZE));
  const sets = await Promise.all(chunks.map((chunk) => findBlockedAmong({ viewerId, userIds: chunk })));
  return new Set(sets.flatMap((set) => [...set]));
}

function authorMayShow(options: { rule: AuthorRule; viewerId: string; authorId: string; summary: UserSummary; followed: Set<string>; blocked: Set<string> }): boolean {
  const { rule, viewerId, authorId, summary, followed, blocked } = options;
  if (authorId === viewerId) return true;
  if (blocked.has(authorId)) return false;
  if (rule === 'followed') return followed.has(authorId);
  if (rule === 'visible') return !summary.isPrivate || followed.has(authorId);
  return true;
}

/** The posts the viewer may see, in the order given, as SocialPosts. */
export async function presentPosts(viewerId: string, posts: readonly PostRecord[], rule: AuthorRule): Promise<SocialPost[]> {
  if (posts.length === 0) return [];
  const authorIds = [...new Set(posts.map((post) => post.userId))];
  const comments = posts.flatMap((post) => post.latestComments ?? []);
  const people = [...new Set([...authorIds, ...comments.map((comment) => comment.userId)])];
  const otherAuthors = authorIds.filter((id) => id !== viewerId);
  const [summaries, followed, blocked, marks] = await Promise.all([
    findUserSummaries({ userIds: people }),
    rule === 'checked' || otherAuthors.length === 0 ? Promise.resolve(new Set<string>()) : findFollowedAmong({ viewerId, userIds: otherAuthors }),
    blockedAmong(viewerId, people),
    findViewerMarks({ viewerId, postIds: posts.map((post) => post.id), itemIds: [...posts.map((post) => post.id), ...comments.map((comment) => comment.id)] }),
  ]);
  return posts.flatMap((post) => {
    const summary = summaries.get(post.userId);
    if (!summary || marks.hidden.has(post.id)) return [];
    if (!authorMayShow({ rule, viewerId, authorId: post.userId, summary, followed, blocked })) return [];
    const shownComments = (post.latestComments ?? []).flatMap((comment) => {
      const commenter = summaries.get(comment.userId);
      if (!commenter || blocked.has(comment.userId) || marks.hidden.has(comment.id)) return [];
      return [toComment(comment, post.id, postAuthorOf(commenter))];
    });
    return [toSocialPost(post, { author: postAuthorOf(summary), isLiked: marks.liked.has(post.id), comments: shownComments })];
  });
}
