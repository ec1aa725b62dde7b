/**
 * Issue 26, defect 8: an import key outlived its account for the ~36 s the deletion job waited, so a Shortcut's
 * import right after delete-account answered 201. The request that deletes the account now deletes the keys in the
 * same transaction, and a key the index had not listed yet is refused at use by its owner's missing profile.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { CreatedImportKey } from '../../shared/api-types';
import { importKeyKey } from '../../functions/health/keys';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';

const storedKey = async (keyId: string) =>
  (await testDb().send(new GetCommand({ TableName: inject('tableName'), Key: importKeyKey(keyId), ConsistentRead: true }))).Item;

async function newKey(token: string, name: string): Promise<CreatedImportKey> {
  const created = await api('POST /api/health-import-keys', { token, body: { name } });
  expect(created.status).toBe(201);
  return created.body;
}

/** A walk as a Shortcut sends it, an hour ago. */
function importWith(key: string) {
  const end = new Date(Date.now() - 60 * 60_000);
  const body = { name: 'Lunch Walk', activityType: 'Walking', startTime: new Date(end.getTime() - 25 * 60_000).toISOString(), endTime: end.toISOString(), appleHealthId: `walk-${randomUUID()}` };
  return api('POST /api/workout-sessions/import-health', { token: key, body });
}

const deleteAccount = (account: { token: string; password: string }) =>
  api('POST /api/auth/delete-account', { token: account.token, body: { password: account.password } });

describe('import keys die with their account', () => {
  it('are deleted by the request that deletes the account, and refused from that moment', async () => {
    const me = await signUp();
    const key = await newKey(me.token, 'iPhone Shortcut');
    const spare = await newKey(me.token, 'Spare');
    expect((await importWith(key.key)).status).toBe(201);

    expect((await deleteAccount(me)).status).toBe(204);

    expect(await storedKey(key.id)).toBeUndefined();
    expect(await storedKey(spare.id)).toBeUndefined();
    const result = await importWith(key.key);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid import key' });
  });

  it('refuse a key the deletion could not see (not yet in the index) by its owner having no account', async () => {
    const me = await signUp();
    const key = await newKey(me.token, 'iPhone Shortcut');
    const { GSI1PK: _listed, GSI1SK: _order, ...unlisted } = (await storedKey(key.id))!;
    expect((await deleteAccount(me)).status).toBe(204);
    // Put back as the index had not listed it: neither the request nor the deletion job's later sweep finds it.
    await testDb().send(new PutCommand({ TableName: inject('tableName'), Item: unlisted }));

    const result = await importWith(key.key);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Account no longer exists' });
  });
});
