import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_KEY_PREFIX } from '../../../shared/schemas/health';
import { NotFound } from '../errors';
import { healthRoutes } from '../../../shared/contract/health';
import { statusRoutes } from '../../../shared/contract/status';
import { createDomainHandler, ok, type HttpResult } from '../http';
import { captureOutput } from './captured-output';
import { countMetric, log, REQUEST_ID_HEADER } from './index';

// The metrics instance reads this when its module loads; a local-stack test earlier in the same worker sets it to 'true'.
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});

const IMPORT_ROUTE = 'POST /api/workout-sessions/import-health';
const IMPORT_KEY = `${IMPORT_KEY_PREFIX}key-of-user-7`;
const SECRET_BODY = '{"password":"do not log me"}';

/** The health domain's import-key route: its caller is known without a database (the verifiers are injected). */
const handlerAnswering = (run: () => Promise<HttpResult>) =>
  createDomainHandler('health', { [IMPORT_ROUTE]: { ...healthRoutes[IMPORT_ROUTE], body: undefined } }, { [IMPORT_ROUTE]: run }, {
    tokenVersionOf: async () => 0,
    verifyImportKey: async () => 'user-7',
  });

const eventOf = (requestId: string): APIGatewayProxyEventV2 =>
  ({
    routeKey: IMPORT_ROUTE,
    rawPath: '/api/workout-sessions/import-health',
    headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json' },
    body: SECRET_BODY,
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: 'POST' } },
  }) as unknown as APIGatewayProxyEventV2;

const invoke = async (handler: ReturnType<typeof handlerAnswering>, requestId = 'request-42') =>
  (await handler(eventOf(requestId) as never, {} as Context)) as APIGatewayProxyStructuredResultV2;

afterEach(() => vi.restoreAllMocks());

describe('a 5xx', () => {
  it('writes exactly one JSON error line with the route, the caller, the request id and the cause, never the body', async () => {
    const output = captureOutput();
    const handler = handlerAnswering(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });

    const result = await invoke(handler);

    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body ?? '')).toEqual({ message: 'Internal server error' });
    expect(output.logLines()).toHaveLength(1);
    const [line] = output.logLines();
    expect(line).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      requestId: 'request-42',
      routeKey: IMPORT_ROUTE,
      userId: 'user-7',
      status: 500,
      error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')" },
    });
    expect(JSON.stringify(output.lines)).not.toContain('do not log me');
    expect(JSON.stringify(output.lines)).not.toContain(IMPORT_KEY);
  });

  it('is answered with the request id too', async () => {
    captureOutput();
    const result = await invoke(handlerAnswering(async () => Promise.reject(new Error('boom'))), 'request-500');
    expect(result.headers?.[REQUEST_ID_HEADER]).toBe('request-500');
  });
});

describe('the request id header', () => {
  it('is on a normal answer', async () => {
    const result = await invoke(handlerAnswering(async () => ok({ imported: true })), 'request-200');
    expect(result.statusCode).toBe(200);
    expect(result.headers?.[REQUEST_ID_HEADER]).toBe('request-200');
    expect(result.headers?.['content-type']).toContain('application/json');
  });

  it('is on a client error, which logs nothing', async () => {
    const output = captureOutput();
    const result = await invoke(handlerAnswering(async () => Promise.reject(new NotFound('Session not found'))), 'request-404');
    expect(result.statusCode).toBe(404);
    expect(result.headers?.[REQUEST_ID_HEADER]).toBe('request-404');
    expect(output.logLines()).toEqual([]);
  });
});

describe('log lines of concurrent requests', () => {
  it('each carry their own request id', async () => {
    const output = captureOutput();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = handlerAnswering(async () => {
      await gate;
      log.info('inside the endpoint');
      return ok({});
    });

    const answers = Promise.all([invoke(handler, 'request-a'), invoke(handler, 'request-b')]);
    release();
    await answers;

    expect(output.logLines().map((line) => line.requestId).sort()).toEqual(['request-a', 'request-b']);
  });
});

describe('business metrics', () => {
  it('are flushed once per invocation as embedded metrics in the SocialFitness namespace', async () => {
    const output = captureOutput();
    const handler = createDomainHandler('status', { 'GET /api/health': statusRoutes['GET /api/health'] }, {
      'GET /api/health': async () => {
        countMetric('WorkoutsFinished');
        countMetric('WorkoutsFinished');
        return ok({});
      },
    });

    await handler({ routeKey: 'GET /api/health', headers: {}, requestContext: { requestId: 'r', http: { method: 'GET' } } } as never, {} as Context);

    const [emf, ...others] = output.metricLines();
    expect(others).toEqual([]);
    expect(emf!._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'SocialFitness', Dimensions: [['service']], Metrics: [{ Name: 'WorkoutsFinished', Unit: 'Count' }] },
    ]);
    expect(emf!.WorkoutsFinished).toEqual([1, 1]);
  });

  it('write nothing when an invocation counted nothing', async () => {
    const output = captureOutput();
    await invoke(handlerAnswering(async () => ok({})));
    expect(output.lines).toEqual([]);
  });
});
