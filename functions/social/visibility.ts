/**
 * Whether a viewer may see a post: it exists, they did not report it, and its author's content is theirs to see
 * (resolveContentAccess: oneself or full access). Anything else is 404 'Post not found', so nobody learns that a
 * private or blocked person's post exists.
 */
import { resolveContentAccess } from '../follows/index';
import { NotFound } from '../lib/errors';
import { isTimeOrderedId } from '../lib/ids';
import type { PostRecord } from './records';
import { findPostForViewer } from './repository';

export const POST_NOT_FOUND = 'Post not found';

/** The post if it exists and the viewer did not hide it, with the viewer's like; no access check yet. */
export async function findPostAsViewer(viewerId: string, postId: string): Promise<{ post: PostRecord; liked: boolean } | undefined> {
  if (!isTimeOrderedId(postId)) return undefined;
  const { post, hidden, liked } = await findPostForViewer({ postId, viewerId });
  return post && !hidden ? { post, liked } : undefined;
}

export async function canSeeAuthor(viewerId: string, authorId: string): Promise<boolean> {
  const access = await resolveContentAccess({ viewerId, ownerId: authorId });
  return access === 'owner' || access === 'full';
}

/** The post the viewer may see (consistent read), with their like; else 404 'Post not found'. */
export async function requireVisiblePost(viewerId: string, postId: string): Promise<{ post: PostRecord; liked: boolean }> {
  const found = await findPostAsViewer(viewerId, postId);
  if (!found || !(await canSeeAuthor(viewerId, found.post.userId))) throw new NotFound(POST_NOT_FOUND);
  return found;
}
