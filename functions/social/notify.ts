import type { NewNotification } from '../notifications/index';
import { writeGroupedNotification } from '../notifications/index';
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
  write: (actorName: string, count: number) => Omit<NewNotification, 'actorId'>;
}): Promise<void> {
  const { authorId, actorId } = options;
  if (authorId === actorId) return;
  try {
    const name = (await findDisplayName({ userId: actorId })) || 'Someone';
    await writeGroupedNotification({ userId: authorId, actorId, group: `${options.kind}#${options.postId}`, write: (count) => options.write(name, count) });
  } catch (error) {
    log.error('Could not send a post notification', { authorId, actorId, error });
  }
}
