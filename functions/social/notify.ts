import type { NewNotification } from '../notifications/index';
import { withdrawGroupedEvent, writeGroupedNotification } from '../notifications/index';
import { findDisplayName } from '../users/index';
import { log } from '../lib/observability';

/**
 * Tells a post's author what someone did (a like, a comment); never for their own actions. The actor could see the
 * post, so no block stands between them. A notification must never fail the change that caused it. One notification
 * per author, actor, kind and post (issue 26): a like/unlike loop or a run of comments updates it rather than adding
 * more, `count` being the events since the author read it.
 */
export async function notifyPostAuthor(options: {
  authorId: string;
  actorId: string;
  kind: 'like' | 'comment';
  postId: string;
  /** The event's id (a comment's), so that deleting it takes the notification back. */
  eventId?: string;
  write: (actorName: string, count: number) => Omit<NewNotification, 'actorId'>;
}): Promise<void> {
  const { authorId, actorId } = options;
  if (authorId === actorId) return;
  try {
    const name = (await findDisplayName({ userId: actorId })) || 'Someone';
    await writeGroupedNotification({
      userId: authorId,
      actorId,
      group: `${options.kind}#${options.postId}`,
      eventId: options.eventId,
      write: (count) => options.write(name, count),
    });
  } catch (error) {
    log.error('Could not send a post notification', { authorId, actorId, error });
  }
}

/** What the post's author reads about `count` comments from one person. */
export const commentNotice = (name: string, count: number): Omit<NewNotification, 'actorId'> => ({
  type: 'other',
  title: 'New comment',
  message: count > 1 ? `${name} left ${count} comments on your post` : `${name} commented on your post`,
});

/**
 * Issue 27: a deleted comment takes its notification with it (the author's notification of the commenter's comments on
 * the post is removed, or counts one fewer). Never fails the delete that caused it.
 */
export async function withdrawCommentNotice(options: { authorId: string; actorId: string; postId: string; commentId: string }): Promise<void> {
  const { authorId, actorId } = options;
  if (authorId === actorId) return;
  try {
    const name = (await findDisplayName({ userId: actorId })) || 'Someone';
    await withdrawGroupedEvent({ userId: authorId, actorId, group: `comment#${options.postId}`, eventId: options.commentId, write: (count) => commentNotice(name, count) });
  } catch (error) {
    log.error('Could not withdraw a comment notification', { authorId, actorId, error });
  }
}
