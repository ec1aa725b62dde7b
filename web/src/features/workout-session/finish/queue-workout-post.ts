import type { CreatePostRequest } from '../../../../../shared/schemas/social';
import { currentOutbox } from '../../../lib/outbox/outbox-runtime';
import { outboxRequest } from '../../../lib/outbox/outbox-request';

/**
 * The save step's post of a finished workout (issue 27): queued in the outbox right after the finish, so it is sent
 * once the workout is completed on the server, offline too. The notes are its text, the photo (already uploaded
 * and processed: it needs the network) its picture.
 */
export function queueWorkoutPost(sessionId: string, { notes, photo }: { notes: string | null; photo: string | null }): void {
  const outbox = currentOutbox();
  if (!outbox) throw new Error('Not signed in');
  const body: CreatePostRequest = { content: notes ?? '', mediaUrls: photo ? [photo] : [], workoutSessionId: sessionId };
  outbox.enqueue({ label: 'Post workout to feed', requires: [sessionId], request: outboxRequest('POST /api/social-posts', { body }) });
}
