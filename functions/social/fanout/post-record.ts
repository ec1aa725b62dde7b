import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** The `entity` of a stored post (functions/social/records.ts postItem). */
export const POST_ENTITY = 'Post';

/**
 * Lambda event filter pattern (and the local runner's) for new posts. Likes and comments rewrite a post many times;
 * filtering on INSERT keeps those MODIFY events from invoking anything.
 */
export const postInsertedFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { entity: { S: [POST_ENTITY] } } },
} as const;

/** What the fan-out needs of a new post: whose it is and where it sorts in a feed. */
export interface NewPost {
  postId: string;
  authorId: string;
  createdAt: string;
}

const stringOf = (image: Record<string, AttributeValue>, name: string) => image[name]?.S;

/** The post a stream record inserted; undefined for any other record. */
export function postInsertOf(record: DynamoDBRecord): NewPost | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image || stringOf(image, 'entity') !== POST_ENTITY) return undefined;
  const postId = stringOf(image, 'id');
  const authorId = stringOf(image, 'userId');
  const createdAt = stringOf(image, 'createdAt');
  if (!postId || !authorId || !createdAt) return undefined;
  return { postId, authorId, createdAt };
}
