/**
 * `npx tsx bench/account-deletion.ts [workouts] [posts]`: how long deleting an account takes in the local runner.
 * Seeds a person with `workouts` finished workouts (3 sets, a history entry and a notification each, bench/seed-history.ts)
 * and `posts` posts (through the API, each liked and commented on by a follower), deletes the account through the API
 * and times the job (driven by the table's stream, as in AWS) until it is done. docs/operations.md has the numbers.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import type { AuthResponse } from '../shared/api-types';
import { startLocalStack } from '../infra/local/local-stack';

const WORKOUTS = Number(process.argv[2] ?? 1_000);
const POSTS = Number(process.argv[3] ?? 100);

const stack = await startLocalStack({ port: 0 });
const { db } = await import('../functions/lib/db/client');
const { tableName } = await import('../functions/lib/config');
const { accountDeletionJobKey } = await import('../functions/auth/account-deletion/keys');
const { seedHistory } = await import('./seed-history');
const { rateLimitKey } = await import('../functions/lib/rate-limit/keys');
const { POST_LIMIT, COMMENT_LIMIT } = await import('../functions/social/write-limits');

/** The bench posts and comments more than one person may in an hour (functions/social/write-limits.ts): it starts their windows afresh. */
const clearWriteLimits = (personId: string, friendId: string) =>
  Promise.all(
    [rateLimitKey(personId, POST_LIMIT.scope), rateLimitKey(friendId, COMMENT_LIMIT.scope)].map((Key) => db.send(new DeleteCommand({ TableName: tableName(), Key }))),
  );

async function api<T = any>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(stack.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const tag = Date.now().toString(36);
const signUp = async (name: string) =>
  (await api<AuthResponse>('POST', '/api/auth/signup', undefined, { displayName: name, username: `${name}_${tag}`, email: `${name}.${tag}@example.com`, password: 'bench-press-1' })).body;

try {
  const [person, friend] = [await signUp('leaving'), await signUp('friend')];
  await api('POST', `/api/users/${person.user.id}/follow`, friend.token);
  let started = performance.now();
  await seedHistory({ userId: person.user.id, count: WORKOUTS, exerciseId: 'Barbell_Squat', exerciseName: 'Barbell Squat' });
  for (let n = 0; n < POSTS; n++) {
    await clearWriteLimits(person.user.id, friend.user.id);
    const post = await api<{ id: string }>('POST', '/api/social-posts', person.token, { content: `Post ${n}` });
    await api('POST', `/api/social-posts/${post.body.id}/like`, friend.token);
    await api('POST', `/api/posts/${post.body.id}/comments`, friend.token, { content: 'Nice' });
  }
  console.log(`Seeded ${WORKOUTS} workouts (${WORKOUTS * 3} sets) and ${POSTS} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const answer = await api('POST', '/api/auth/delete-account', person.token, { password: 'bench-press-1' });
  const requestMs = performance.now() - started;
  let job: Record<string, unknown> | undefined;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await db.send(new GetCommand({ TableName: tableName(), Key: accountDeletionJobKey(person.user.id) }))).Item;
  } while (job?.status !== 'done');
  const totalMs = performance.now() - started;
  console.log(`Request answered ${answer.status} in ${requestMs.toFixed(0)} ms; job done after ${(totalMs / 1000).toFixed(1)} s, ${String(job.batches)} batches`);
} finally {
  await stack.stop();
}
