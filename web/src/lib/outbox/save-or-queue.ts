import { isApiError } from '../api-client';
import { currentOutbox } from './outbox-runtime';

/** The toast's line under a save kept on the phone (issue 30). */
export const SAVED_ON_PHONE = 'Saved on this phone. It syncs when you are back online.';

/** A failure the outbox would try again (no network, no answer, a server error); a 4xx is the server's answer. */
const isNotNow = (error: unknown) => !isApiError(error) || error.status >= 500;

export interface SaveOutcome<Saved> {
  saved: Saved;
  /** Kept on the phone and queued in the outbox: the server has not seen it yet. */
  onPhone: boolean;
}

/**
 * A builder's save (routine, plan, workout; issue 30): sent now, or kept on the phone and queued in the outbox when
 * there is no network, no answer, a server error, or earlier changes still waiting (they go first, in order).
 * `navigator.onLine` alone cannot tell: a gym's Wi-Fi without internet says online. Signed out (no outbox): sent only.
 * `queue` must store the change under the ids `send` used, so a send whose answer was lost is made once.
 */
export async function saveOrQueue<Saved>({ send, queue }: { send: () => Promise<Saved>; queue: () => Saved }): Promise<SaveOutcome<Saved>> {
  const outbox = currentOutbox();
  if (outbox && (outbox.entries.length > 0 || !navigator.onLine)) return { saved: queue(), onPhone: true };
  try {
    return { saved: await send(), onPhone: false };
  } catch (error) {
    if (!outbox || !isNotNow(error)) throw error;
    return { saved: queue(), onPhone: true };
  }
}
