/**
 * The users domain's part of deleting an account. At once, in the request, one transaction removes the profile (so
 * every token fails its version check and the person's name, posts and comments disappear from others' screens),
 * the email and username claims (free to sign up with again) and the search entries, together with the caller's items
 * (the job, the import keys). Later, the job's last step deletes the profile photo.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DeletionStep } from '../lib/account-deletion';
import { tableName } from '../lib/config';
import { emailClaimKey, usernameClaimKey, userKey } from './keys';
import { transact, StaleWrite, type TransactItem } from '../lib/db/transact';
import { deleteMedia } from '../lib/media';
import { searchEntryItems } from './repository';
import type { UserRecord } from './records';

/**
 * Removes the account `read` (as read, with the password checked against it) and writes `withItems` in the same
 * transaction. Answers false when the account changed or went meanwhile (nothing was written).
 */
export async function removeAccount(options: { read: { id: string; email: string; username: string; displayName: string }; withItems: TransactItem[] }): Promise<boolean> {
  const { read } = options;
  const TableName = tableName();
  const claimOf = (Key: Record<string, string>): TransactItem => ({
    Delete: { TableName, Key, ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': read.id } },
  });
  try {
    await transact([
      { Delete: { TableName, Key: userKey(read.id), ConditionExpression: 'attribute_exists(PK)' } },
      claimOf(emailClaimKey(read.email)),
      claimOf(usernameClaimKey(read.username)),
      ...searchEntryItems(read as Pick<UserRecord, 'id' | 'username' | 'displayName'>).map(
        (item): TransactItem => ({ Delete: { TableName, Key: { PK: item.PK, SK: item.SK } } }),
      ),
      ...options.withItems,
    ]);
    return true;
  } catch (error) {
    if (error instanceof StaleWrite || error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

export const usersDeletionSteps = (): DeletionStep[] => [
  {
    name: 'users.profile-photo',
    async run({ profileImage }) {
      await deleteMedia(profileImage);
      return {};
    },
  },
];
