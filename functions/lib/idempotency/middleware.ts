import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_STORED_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../../shared/api-types';
import { BadRequest, HttpError, TooManyRequests } from '../errors';
import { log } from '../observability';
import { fingerprintOf, rawBodyOf } from './fingerprint';
import { dynamoDbIdempotencyStore, NEW_KEYS_PER_DAY, type IdempotencyRecord, type IdempotencyStore } from './store';
import { fromStoredAnswer, isReplayable, toStoredAnswer, type Answer } from './stored-answer';

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 8 to 100 letters, digits, _ or -';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export { IDEMPOTENCY_IN_PROGRESS };
export const IDEMPOTENT_ANSWER_TOO_LARGE = 'This request was already done, but its answer was too large to keep. Load the data again to see it.';
// Grouped by hand, not with toLocaleString: the first Intl call loads ICU data, 30 ms of every cold start (decision 105).
const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const IDEMPOTENCY_KEYS_EXHAUSTED = `Too many requests with a new Idempotency-Key today (at most ${withThousands(NEW_KEYS_PER_DAY.attempts)} a day). Try again later, or send the request without one.`;

/** The parts of an API Gateway v2 event the middleware reads (after the header normalizer and bearer auth). */
export interface KeyedEvent {
  routeKey: string;
  rawPath: string;
  headers?: Record<string, string | undefined>;
  body?: unknown;
  isBase64Encoded?: boolean;
  requestContext?: { http?: { method?: string } };
  userId?: string;
}

type Response = APIGatewayProxyStructuredResultV2;

const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function answerOf(response: Response): Answer {
  const headers = Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, value]) => [name, String(value)]));
  return { statusCode: response.statusCode ?? 200, headers, ...(typeof response.body === 'string' ? { body: response.body } : {}) };
}

function replayOf(answer: Answer): Response {
  return { statusCode: answer.statusCode, headers: { ...answer.headers, [IDEMPOTENT_REPLAY_HEADER]: 'true' }, ...(answer.body === undefined ? {} : { body: answer.body }) };
}

/**
 * Idempotency-Key on authenticated writes (issue 12, docs/decisions.md 46), as two middlewares:
 * - `claim` runs once the caller is known and before the body is parsed (the fingerprint hashes the raw bytes):
 *   it records the key (or answers a replay, a 409 while the first request runs, or a 422 for another request);
 * - `settle` must be the FIRST middleware used, so its after/onError run last, on the final answer: it stores a
 *   2xx/4xx answer for replays (past 64 KB only its status, and the answer says `Idempotency-Stored: false`) and
 *   removes the record after a 5xx or a thrown failure, so a retry runs again.
 * A person starts at most NEW_KEYS_PER_DAY (200) new keys a day (429 after that); replays of their keys are always answered.
 * Requests without the header, and routes outside `routeKeys`, pass untouched.
 */
export function idempotentWrites<E extends KeyedEvent>(options: { routeKeys: ReadonlySet<string>; store?: IdempotencyStore; now?: () => number }) {
  const store = options.store ?? dynamoDbIdempotencyStore;
  const now = options.now ?? Date.now;
  const claims = new WeakMap<object, IdempotencyRecord>();

  const claim: MiddlewareObj<E, Response> = {
    before: async ({ event }) => {
      if (!options.routeKeys.has(event.routeKey)) return undefined;
      const key = event.headers?.[headerName];
      if (key === undefined) return undefined;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequest(IDEMPOTENCY_KEY_INVALID);
      if (!event.userId) return undefined;
      const fingerprint = fingerprintOf({
        method: event.requestContext?.http?.method ?? '',
        routeKey: event.routeKey,
        rawPath: event.rawPath,
        rawBody: rawBodyOf(event),
      });
      const result = await store.claim({ userId: event.userId, key, fingerprint, now: now() });
      switch (result.outcome) {
        case 'claimed':
          claims.set(event, result.record);
          return undefined;
        case 'mismatch':
          throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
        case 'in-progress':
          throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS, { 'retry-after': '1' });
        case 'over-quota':
          throw new TooManyRequests(IDEMPOTENCY_KEYS_EXHAUSTED, result.retryAfterSeconds);
        case 'replay': {
          const answer = fromStoredAnswer(result.answer);
          if (!answer) throw new HttpError(409, IDEMPOTENT_ANSWER_TOO_LARGE, { [IDEMPOTENT_REPLAY_HEADER]: 'true' });
          // An early response: the handler and every later middleware are skipped, so nothing else is written.
          return replayOf(answer);
        }
      }
    },
  };

  const settleWith = async (request: Request<E, Response>) => {
    const record = claims.get(request.event);
    if (!record) return;
    claims.delete(request.event);
    const answer = request.response ? answerOf(request.response) : undefined;
    try {
      if (answer && isReplayable(answer)) {
        const stored = toStoredAnswer(answer);
        await store.complete(record, stored);
        // The caller should know a replay of this key will not bring this answer back (it answers 409).
        if (stored.tooLarge && request.response) request.response.headers = { ...request.response.headers, [IDEMPOTENCY_STORED_HEADER]: 'false' };
      } else await store.release(record);
    } catch (error) {
      // The person keeps the real answer; the record stays 'started' and a retry after STALE_CLAIM_MS runs again.
      log.error('Could not settle an idempotency record', { error });
    }
  };

  const settle: MiddlewareObj<E, Response> = { after: settleWith, onError: settleWith };

  return { claim, settle };
}
