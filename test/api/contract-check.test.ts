import { describe, expect, it } from 'vitest';
import { checkAnswerAgainstContract } from '../support/contract-check';

// What makes every API test a contract test (test/support/api.ts runs this on each answer).
describe("the check of an answer against its route's contract", () => {
  it('passes an answer of the schema, a 204 without a body, and paths that are no route', () => {
    expect(() => checkAnswerAgainstContract('GET', '/api/messages/unread-count', 200, { count: 2 })).not.toThrow();
    expect(() => checkAnswerAgainstContract('DELETE', '/api/social-posts/p1', 204, null)).not.toThrow();
    expect(() => checkAnswerAgainstContract('GET', '/media/avatars/a.webp', 200, 'bytes')).not.toThrow();
  });

  it('passes a failure whose body is exactly { message }, on a route or an unknown API path', () => {
    expect(() => checkAnswerAgainstContract('GET', '/api/auth/me', 401, { message: 'Unauthorized' })).not.toThrow();
    expect(() => checkAnswerAgainstContract('GET', '/api/no-such-route', 404, { message: 'Route not found' })).not.toThrow();
  });

  it('fails on a failure with another body: more fields, no message, or none at all', () => {
    expect(() => checkAnswerAgainstContract('POST', '/api/messages', 429, { message: 'Slow down', retryAfter: 30 })).toThrow(
      'POST /api/messages answered 429 with a body other than { message }: {"message":"Slow down","retryAfter":30}',
    );
    expect(() => checkAnswerAgainstContract('GET', '/api/auth/me', 500, { error: 'boom' })).toThrow(/answered 500 with a body other than \{ message \}/);
    expect(() => checkAnswerAgainstContract('GET', '/api/auth/me', 400, '')).toThrow(/answered 400 with a body other than \{ message \}/);
  });

  it('fails on a field missing or of another type, naming the route and the field', () => {
    expect(() => checkAnswerAgainstContract('GET', '/api/messages/unread-count?x=1', 200, { count: '2' })).toThrow(
      /GET \/api\/messages\/unread-count answered 200 with a body that breaks its contract:\n.*\n.*at count/,
    );
    expect(() => checkAnswerAgainstContract('GET', '/api/social-posts/user/u1', 200, { posts: [] })).toThrow(/social-posts\/user\/\{userId\}/);
  });

  it('fails on a status the contract does not list, and on a body where it says none', () => {
    expect(() => checkAnswerAgainstContract('POST', '/api/messages', 200, {})).toThrow('POST /api/messages answered 200, a status its contract does not list (201)');
    expect(() => checkAnswerAgainstContract('DELETE', '/api/social-posts/p1', 204, { id: 'p1' })).toThrow('with a body where its contract says none');
  });
});
