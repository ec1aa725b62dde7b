/**
 * The one DynamoDB table, defined once: the CDK stack and the local runner both build
 * the table from this object (docs/data-model.md explains every key and index).
 */
export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
}

export const tableDefinition = {
  partitionKey: { name: 'PK', type: 'S' },
  sortKey: { name: 'SK', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: { name: 'GSI1PK', type: 'S' }, sortKey: { name: 'GSI1SK', type: 'S' } },
    { indexName: 'GSI2', partitionKey: { name: 'GSI2PK', type: 'S' }, sortKey: { name: 'GSI2SK', type: 'S' } },
  ],
  /** Epoch seconds; items with it (notifications, feed entries) expire on their own. */
  timeToLiveAttribute: 'expiresAt',
  /** Change events for work that must not slow a request (the feed fan-out): docs/data-model.md "Feed fan-out". */
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const satisfies {
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  globalSecondaryIndexes: readonly IndexDefinition[];
  timeToLiveAttribute: string;
  streamViewType: 'NEW_IMAGE' | 'OLD_IMAGE' | 'NEW_AND_OLD_IMAGES' | 'KEYS_ONLY';
};
