import { randomUUID } from 'node:crypto';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A write lost a race: an item changed since it was read (its condition failed), or a concurrent transaction held it. */
export class StaleWrite extends Error {
  constructor() {
    super('An item changed while this change was being written');
    this.name = 'StaleWrite';
  }
}

export function isRace(error: unknown): boolean {
  if (error instanceof TransactionConflictException || error instanceof ConditionalCheckFailedException) return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  return (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict');
}

/**
 * One transaction; a lost race becomes `StaleWrite`. The client request token makes the SDK's own retries
 * (after a lost response) idempotent: without it a retried, already-applied change would fail its
 * condition and be re-done from a new read.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
  } catch (error) {
    if (isRace(error)) throw new StaleWrite();
    throw error;
  }
}

/** A stored item without its keys and entity name: the record the repositories hand out. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, GSI2PK: _g2pk, GSI2SK: _g2sk, entity: _entity, ...record } = item;
  return record as T;
}

/**
 * One transaction whose conditions the caller reads. Answers the index of the first item whose condition failed
 * (undefined: written); a conflict with a concurrent transaction is `StaleWrite`, for the caller to read again and retry.
 */
export async function transactConditions(items: TransactItem[]): Promise<number | undefined> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
    return undefined;
  } catch (error) {
    if (error instanceof TransactionConflictException) throw new StaleWrite();
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (codes.includes('TransactionConflict')) throw new StaleWrite();
    const failed = codes.indexOf('ConditionalCheckFailed');
    if (failed === -1) throw error;
    return failed;
  }
}
