import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api';
import { currentOutbox } from './outbox-runtime';

/**
 * Issue 30: an item made or changed on this phone whose changes still wait in the outbox (an entry that creates or
 * needs its id) is read from the phone's copy: the server has not got it (404) or not the change yet, and a read
 * made as the network returns races the outbox. Whoever queued the changes reads it again once they are delivered.
 */
export async function keptUntilSent<T>(id: string, queryKey: QueryKey, read: () => Promise<T>): Promise<T> {
  const outbox = currentOutbox();
  if (outbox) await outbox.ready;
  const kept = queryClient.getQueryData<T>(queryKey);
  const waiting = outbox?.entries.some((entry) => entry.creates?.includes(id) || entry.requires?.includes(id)) ?? false;
  return kept !== undefined && waiting ? kept : read();
}
