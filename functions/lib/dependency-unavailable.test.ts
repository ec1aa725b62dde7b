import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionalCheckFailedException, InternalServerError } from '@aws-sdk/client-dynamodb';
import { CHANGE_NOT_CONFIRMED_MESSAGE, isDependencyUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './errors';
import { statusRoutes } from '../../shared/contract/status';
import { createDomainHandler } from './http';
import { captureOutput } from './observability/captured-output';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:8000', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ["the SDK's timeout", Object.assign(new Error('a request has exceeded the configured 3000 ms requestTimeout'), { name: 'TimeoutError' })],
    ['a socket hang up', new Error('socket hang up')],
    ['every address refused (happy eyeballs)', new AggregateError([withCode('connect ECONNREFUSED ::1:8000', 'ECONNREFUSED')], '')],
    ['DynamoDB failing on its side', new InternalServerError({ message: 'boom', $metadata: {} })],
  ])('is true for %s', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a lost condition', new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_case, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('the error handler while a dependency is down', () => {
  afterEach(() => vi.restoreAllMocks());

  const refused = () => {
    throw withCode('connect ECONNREFUSED 127.0.0.1:8000', 'ECONNREFUSED');
  };
  const handler = createDomainHandler('status', { 'GET /api/health': statusRoutes['GET /api/health'] }, { 'GET /api/health': async () => refused() });
  const invoke = async (method: string) => {
    const event = {
      routeKey: 'GET /api/health',
      headers: {},
      body: method === 'GET' ? undefined : '{"secret":"do not log me"}',
      isBase64Encoded: false,
      requestContext: { requestId: 'request-1', http: { method } },
    } as unknown as APIGatewayProxyEventV2;
    return (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  };

  it('answers a read 503 with a message and Retry-After, logged as one structured line without the body', async () => {
    const output = captureOutput();

    const result = await invoke('GET');

    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(result.headers?.['retry-after']).toBe('2');
    expect(output.logLines()).toHaveLength(1);
    expect(output.logLines()[0]).toMatchObject({
      level: 'ERROR',
      message: 'Dependency unavailable',
      routeKey: 'GET /api/health',
      requestId: 'request-1',
      status: 503,
      error: { name: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:8000' },
    });
    expect(output.logLines()[0]).not.toHaveProperty('userId');
  });

  it('tells the caller of a change that it could not be confirmed, and never logs the body', async () => {
    const output = captureOutput();

    const result = await invoke('POST');

    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toEqual({ message: CHANGE_NOT_CONFIRMED_MESSAGE });
    expect(output.logLines()).toHaveLength(1);
    expect(JSON.stringify(output.lines)).not.toContain('do not log me');
  });
});
