/**
 * Issue 27: a conversation between two people is hidden from both while a block stands between them, and comes back
 * when the last block between them is lifted. Nothing is deleted: the messages and both summaries are kept, only
 * taken out of the conversation lists and the unread count (docs/decisions.md, "Blocking leaves no traces").
 */
import { noBlockEitherWay } from '../follows/index';
import { backoffDelay } from '../lib/db/batch-write';
import { withRetries } from '../lib/retries';
import { hideConversationSummaries, showConversationSummaries } from './repository';

/** After a block is stored: out of both lists (two conditional updates). Idempotent. */
export function hideConversationBetween(options: { userIds: readonly [string, string] }): Promise<void> {
  return hideConversationSummaries(options);
}

/**
 * After a block is lifted: back in both lists, unless another block still stands between them (checked in the same
 * transaction). Idempotent: a conversation already shown is left as it is.
 */
export async function showConversationBetween(options: { userIds: readonly [string, string] }): Promise<void> {
  await withRetries(() => showConversationSummaries({ userIds: options.userIds, conditions: noBlockEitherWay({ userIds: options.userIds }) }), {
    conflictMessage: 'Too many changes at once. Please try again.',
    delayMs: backoffDelay,
  });
}
