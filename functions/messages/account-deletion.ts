/**
 * The person's conversations, removed when the account is deleted: for each of their conversation summaries, the
 * pair's whole thread (both people's messages) and the other person's summary go too, so the thread disappears from
 * the other person's list (docs/decisions.md 50). A long thread is removed a page at a time; the person's own summary
 * goes last, so a batch cut short finds the conversation again.
 */
import type { DeletionStep } from '../lib/account-deletion';
import { conversationPartition, conversationSummaryKey } from './keys';
import { deleteItems, queryPartitionPage, type StoredItem } from '../lib/db/sweep';

const CONVERSATIONS_PER_BATCH = 10;
const MESSAGES_PER_PAGE = 500;

export const messagesDeletionSteps = (): DeletionStep[] => [
  {
    name: 'messages.conversations',
    async run({ userId }) {
      const { items: summaries } = await queryPartitionPage({ partition: conversationSummaryKey(userId, '').PK, beginsWith: conversationSummaryKey(userId, '').SK, limit: CONVERSATIONS_PER_BATCH });
      for (const summary of summaries) {
        const otherId = String(summary.userId);
        const thread = await queryPartitionPage({ partition: conversationPartition(userId, otherId), limit: MESSAGES_PER_PAGE });
        await deleteItems(thread.items);
        if (thread.cursor) continue;
        await deleteItems([conversationSummaryKey(otherId, userId) as StoredItem, summary]);
      }
      return summaries.length > 0 ? { cursor: 'more' } : {};
    },
  },
];
