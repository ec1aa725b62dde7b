import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../shared/api-types';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { emailClaimKey, userKey, usernameClaimKey } from '../lib/db/keys/user';
import { Conflict } from '../lib/errors';

/** The stored user: the public fields plus the password hash, which never leaves this module's callers. */
export interface UserRecord extends User {
  passwordHash: string;
}

export function toPublicUser(record: UserRecord): User {
  return {
    id: record.id,
    displayName: record.displayName,
    username: record.username,
    email: record.email,
    profileImage: record.profileImage ?? null,
    bio: record.bio ?? null,
    createdAt: record.createdAt,
  };
}

/**
 * Writes the user together with claims on its email and username in one transaction,
 * so two racing sign-ups for the same email or username can never both succeed.
 */
export async function createUser(options: { user: UserRecord }): Promise<void> {
  const { user } = options;
  const TableName = tableName();
  const claim = { userId: user.id, createdAt: user.createdAt };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...userKey(user.id), entity: 'User', ...user }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: { ...emailClaimKey(user.email), entity: 'EmailClaim', ...claim }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: { ...usernameClaimKey(user.username), entity: 'UsernameClaim', ...claim }, ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [, emailReason, usernameReason] = error.CancellationReasons ?? [];
    if (emailReason?.Code === 'ConditionalCheckFailed') throw new Conflict('An account with this email already exists.');
    if (usernameReason?.Code === 'ConditionalCheckFailed') throw new Conflict('This username is already taken.');
    throw new Conflict('Another sign-up with these details is in progress. Please try again.');
  }
}

export async function findUserById(options: { userId: string }): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: userKey(options.userId) }));
  return Item as UserRecord | undefined;
}

export async function findUserByEmail(options: { email: string }): Promise<UserRecord | undefined> {
  const { Item: claim } = await db.send(new GetCommand({ TableName: tableName(), Key: emailClaimKey(options.email) }));
  if (!claim) return undefined;
  return findUserById({ userId: String(claim.userId) });
}
