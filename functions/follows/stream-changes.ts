/**
 * Follow edges as the table's change stream carries them, for other domains' stream consumers (the social feed's
 * fan-out): they learn who followed whom without knowing how an edge is stored.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

const FOLLOW_EDGE_ENTITY = 'Follow';

/** Lambda event filter pattern (and the local runner's) that lets through new follow edges only. */
export const followEdgeInsertedFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { entity: { S: [FOLLOW_EDGE_ENTITY] } } },
} as const;

export interface FollowChange {
  followerId: string;
  followeeId: string;
  kind: 'added' | 'removed';
  /** When the edge was created (both kinds: a removed edge carries its creation time). */
  followedAt: string;
}

type Image = Record<string, AttributeValue>;
const stringOf = (image: Image, name: string) => image[name]?.S;

/** The follow edge a stream record added or removed; undefined for any other record (or an edge that changed). */
export function followChangeOf(record: DynamoDBRecord): FollowChange | undefined {
  const kind = record.eventName === 'INSERT' ? 'added' : record.eventName === 'REMOVE' ? 'removed' : undefined;
  const image = kind === 'added' ? record.dynamodb?.NewImage : record.dynamodb?.OldImage;
  if (!kind || !image || stringOf(image, 'entity') !== FOLLOW_EDGE_ENTITY) return undefined;
  const followerId = stringOf(image, 'followerId');
  const followeeId = stringOf(image, 'followeeId');
  const followedAt = stringOf(image, 'createdAt');
  if (!followerId || !followeeId || !followedAt) return undefined;
  return { followerId, followeeId, kind, followedAt };
}
