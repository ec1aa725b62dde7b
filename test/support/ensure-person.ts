import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Writes a bare profile for `userId` (the users repository's item shape; no email or username claims, so nobody
 * signs in as them) unless one exists. For tests that run a handler in-process with a token of a made-up id: a
 * token of a person without a profile is refused. Call useLocalStackForFunctions() first.
 */
export async function ensurePerson(userId: string): Promise<void> {
  const { db } = await import('../../functions/lib/db/client');
  const { tableName } = await import('../../functions/lib/config');
  const { profileItem } = await import('../../functions/users/repository');
  const { defaultKeyStats } = await import('../../functions/users/records');
  const createdAt = new Date().toISOString();
  const handle = `p_${userId.replace(/-/g, '').slice(0, 20)}`;
  const item = profileItem({
    id: userId,
    displayName: 'Test Person',
    username: handle,
    email: `${handle}@example.com`,
    passwordHash: 'not-a-real-hash',
    profileImage: null,
    bio: null,
    createdAt,
    homeGym: null,
    primaryWorkoutType: null,
    goal: null,
    keyStats: defaultKeyStats(),
    // Private: kept out of the active public accounts (follow suggestions) other tests read.
    isPrivate: true,
    lastActiveAt: createdAt,
    version: 0,
  });
  try {
    await db.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
