/**
 * What the follows domain keeps of a person: their edges both ways (each removed with writeUnfollow, so the other
 * person's follower or following count drops in the same transaction), requests and blocks both ways, the counters.
 */
import type { DeletionStep } from '../lib/account-deletion';
import {
  BLOCKS_PREFIX,
  blockedByPartition,
  FOLLOW_REQUEST_PREFIX,
  followCountsKey,
  followersPartition,
  FOLLOWING_PREFIX,
  sentRequestsPartition,
} from './keys';
import { DELETION_PAGE_SIZE, partitionDeletionStep, queryPartitionPage } from '../lib/db/sweep';
import { writeUnfollow } from './repository';

const userPartition = (userId: string) => followCountsKey(userId).PK;

type Edge = { followerId: string; followeeId: string };

function edgeDeletionStep(name: string, page: (userId: string) => ReturnType<typeof queryPartitionPage>): DeletionStep {
  return {
    name,
    async run({ userId }) {
      const { items } = await page(userId);
      for (const edge of items as unknown as Edge[]) await writeUnfollow({ followerId: edge.followerId, followeeId: edge.followeeId });
      return items.length > 0 ? { cursor: 'more' } : {};
    },
  };
}

export const followsDeletionSteps = (): DeletionStep[] => [
  edgeDeletionStep('follows.following', (userId) => queryPartitionPage({ partition: userPartition(userId), beginsWith: FOLLOWING_PREFIX, limit: DELETION_PAGE_SIZE })),
  edgeDeletionStep('follows.followers', (userId) => queryPartitionPage({ index: 'GSI1', partition: followersPartition(userId), limit: DELETION_PAGE_SIZE })),
  partitionDeletionStep({ name: 'follows.requests-received', partitionOf: userPartition, beginsWith: FOLLOW_REQUEST_PREFIX }),
  partitionDeletionStep({ name: 'follows.blocks-made', partitionOf: userPartition, beginsWith: BLOCKS_PREFIX }),
  partitionDeletionStep({ name: 'follows.requests-sent', index: 'GSI2', partitionOf: sentRequestsPartition }),
  partitionDeletionStep({ name: 'follows.blocks-received', index: 'GSI1', partitionOf: blockedByPartition }),
  // Last: the unfollows above counted on it.
  partitionDeletionStep({ name: 'follows.counts', partitionOf: userPartition, beginsWith: followCountsKey('').SK }),
];
