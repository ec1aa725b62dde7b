import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { followEdgeKey, followersIndexKey } from '../../functions/follows/keys';
import { localAwsConfig } from '../../infra/local/local-aws-config';

/** Direct access to the local table, for arranging data no endpoint creates yet. */
export function testDb() {
  return DynamoDBDocumentClient.from(new DynamoDBClient(localAwsConfig(inject('dynamodbEndpoint'))));
}

/** Writes a follow edge the way the follows domain will (used until its endpoints exist). */
export async function createFollow(followerId: string, followeeId: string): Promise<void> {
  const createdAt = new Date().toISOString();
  await testDb().send(
    new PutCommand({
      TableName: inject('tableName'),
      Item: {
        ...followEdgeKey(followerId, followeeId),
        ...followersIndexKey(followeeId, createdAt, followerId),
        entity: 'Follow',
        followerId,
        followeeId,
        createdAt,
      },
    }),
  );
}
