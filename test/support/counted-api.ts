/**
 * One domain's handler called in this process (the same export the local stack and Lambda run), with a middleware on
 * the functions' DynamoDB client that records the commands each call sends: for tests of what an endpoint costs.
 * Call useLocalStackForFunctions() first (the client reads its endpoint when its module loads).
 */
import { randomUUID } from 'node:crypto';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { methodAndPathOf, type AnswerOf, type PartsArgument } from '../../shared/route-request';
import type { Domain, RouteKey } from '../../shared/routes';
import { invokeApi, type LambdaHandler } from '../../infra/local/api-gateway';
import { localJwtKeys } from '../../infra/local/local-secret';
import { checkAnswerAgainstContract } from './contract-check';

export interface CountedCall<T> {
  status: number;
  body: T;
  /** The next page's cursor (x-next-cursor), when there is one. */
  cursor?: string;
  /** The DynamoDB commands the call sent, in order. */
  commands: string[];
}

/** One call by route key, as `api()` takes it: `invoke(token, 'GET /api/users/{id}', { params: { id } })`. */
export type CountedInvoke = <K extends RouteKey>(token: string, key: K, ...parts: PartsArgument<K>) => Promise<CountedCall<AnswerOf<K>>>;

export async function countedApi(domain: Domain): Promise<{ invoke: CountedInvoke; issueToken: (userId: string) => Promise<string> }> {
  if (!process.env.JWT_PUBLIC_KEY) Object.assign(process.env, localJwtKeys(undefined));
  // Every authenticated request checks the person's token version, one GetItem per person per container every
  // TOKEN_VERSION_CACHE_MS (30 s in AWS). The counts below are of a warm container: issueToken reads the version once
  // and the cache holds it for the whole file, so `commands` are the endpoint's own (bench/ reports the check's cost).
  process.env.TOKEN_VERSION_CACHE_MS = String(5 * 60_000);
  const { handler } = (await import(`../../functions/${domain}/handler.ts`)) as { handler: unknown };
  const { db } = await import('../../functions/lib/db/client');
  const { issueToken: signToken } = await import('../../functions/lib/jwt');
  const { assertCurrentTokenVersion } = await import('../../functions/users/index');
  const { ensurePerson } = await import('./ensure-person');

  /** A token of this person; a person who has no profile yet gets a bare one (a token of nobody is refused). */
  const issueToken = async (userId: string) => {
    await ensurePerson(userId);
    await assertCurrentTokenVersion({ userId, tokenVersion: 0 });
    return signToken(userId);
  };
  const handlers = { [domain]: handler as LambdaHandler } as Record<Domain, LambdaHandler>;

  let recording: string[] | undefined;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      recording?.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: `count-${domain}-requests-${randomUUID()}` },
  );

  const invoke: CountedInvoke = async (token, key, ...[parts]) => {
    const { params, query, body } = (parts ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const { method, path } = methodAndPathOf(key, { params, query });
    const commands: string[] = [];
    recording = commands;
    try {
      const result = await invokeApi(
        {
          method,
          url: new URL(`http://localhost${path}`),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
          sourceIp: '127.0.0.1',
        },
        handlers,
      );
      const text = result.body.toString('utf8');
      const parsed: unknown = text ? JSON.parse(text) : null;
      checkAnswerAgainstContract(method, path, result.statusCode, parsed);
      return { status: result.statusCode, body: parsed as never, cursor: result.headers[NEXT_CURSOR_HEADER], commands };
    } finally {
      recording = undefined;
    }
  };
  return { invoke, issueToken };
}
