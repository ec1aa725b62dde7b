/** The deletion job's sweep of the person's import keys (any the request's transaction missed) with their rate windows. */
import type { DeletionStep } from '../lib/account-deletion';
import { importKeysPartition } from './keys';
import { partitionDeletionStep, queryWholePartition } from '../lib/db/sweep';

export const healthDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({
    name: 'health.import-keys',
    index: 'GSI1',
    partitionOf: importKeysPartition,
    // The key's partition also holds its hourly rate windows (TTL two hours, a handful at most).
    alsoDelete: (key) => queryWholePartition({ partition: String(key.PK) }).then((items) => items.filter((item) => item.SK !== key.SK)),
  }),
];
