/**
 * Reports (issue 9; a reason since issue 27): the reporter no longer sees the post or comment (a hidden marker read
 * with every page), and the operator gets a report item, with its reason, listed by month (docs/operations.md).
 */
import { BadRequest } from '../lib/errors';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { requireComment } from './comments';
import type { ReportGrounds } from './records';
import { writeReport } from './repository';
import { requireVisiblePost } from './visibility';
import { REPORT_LIMIT } from './write-limits';

export async function reportPost(viewerId: string, postId: string, grounds: ReportGrounds): Promise<void> {
  const { post } = await requireVisiblePost(viewerId, postId);
  if (post.userId === viewerId) throw new BadRequest('You cannot report your own post.');
  await enforceWriteLimits(viewerId, [REPORT_LIMIT]);
  await writeReport({ reporterId: viewerId, authorId: post.userId, item: { itemType: 'post', postId }, content: post.content, grounds, now: new Date() });
}

export async function reportComment(viewerId: string, postId: string, commentId: string, grounds: ReportGrounds): Promise<void> {
  await requireVisiblePost(viewerId, postId);
  const comment = await requireComment(postId, commentId);
  if (comment.userId === viewerId) throw new BadRequest('You cannot report your own comment.');
  await enforceWriteLimits(viewerId, [REPORT_LIMIT]);
  await writeReport({
    reporterId: viewerId,
    authorId: comment.userId,
    item: { itemType: 'comment', postId, commentId },
    content: comment.content,
    grounds,
    now: new Date(),
  });
}
