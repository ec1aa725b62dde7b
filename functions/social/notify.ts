import type { NewNotification } from '../notifications/index';
import { createNotifications } from '../notifications/index';
import { findDisplayName } from '../users/index';
import { log } from '../lib/observability';

/**
 * Tells a post's author what someone did (a like, a comment); never for their own actions. The actor could see the
 * post, so no block stands between them. A notification must never fail the change that caused it.
 */
export async function notifyPostAuthor(options: {
  authorId: string;
  actorId: string;
  write: (actorName: string) => Omit<NewNotification, 'actorId'>;
}): Promise<void> {
  const { authorId, actorId } = options;
  if (authorId === actorId) return;
  try {
    const name = (await findDisplayName({ userId: actorId })) || 'Someone';
    await createNotifications({ userIds: [authorId], notification: { ...options.write(name), actorId } });
  } catch (error) {
    log.error('Could not send a post notification', { authorId, actorId, error });
  }
}
