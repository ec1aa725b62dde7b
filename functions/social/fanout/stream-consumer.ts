import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { followChangeOf } from '../../follows/index';
import { copyRecentPosts, FANOUT_FOLLOWER_LIMIT, fanOutPost } from './fan-out';
import { postInsertOf } from './post-record';
import { applyInOrder } from '../../lib/stream-batch';

export interface StreamConsumerOptions {
  /** Tests lower it; production keeps FANOUT_FOLLOWER_LIMIT. */
  followerLimit?: number;
}

/**
 * The social domain's consumer of the table's change stream: a new post fans out to its author's followers, a new
 * follow edge copies the followee's newest posts to the follower. A removed follow needs nothing: feed reads drop
 * authors the reader no longer follows. Every other record is ignored (the event filter keeps most away).
 */
export function createStreamConsumer(options: StreamConsumerOptions = {}) {
  const followerLimit = options.followerLimit ?? FANOUT_FOLLOWER_LIMIT;
  return (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
    applyInOrder(event.Records, async (record) => {
      const post = postInsertOf(record);
      if (post) return fanOutPost(post, { followerLimit });
      const follow = followChangeOf(record);
      if (follow?.kind === 'added') return copyRecentPosts(follow);
    });
}
