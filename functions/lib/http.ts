import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
// The error class alone: the factory parses with the route table's schemas and needs none of its own.
import { $ZodError } from 'zod/v4/core';
import type * as z from '../../shared/schemas/zod';
import { MAX_JSON_BODY_BYTES, routeKeyOf, routesOfContract, type Domain, type DomainContract, type RouteContract } from '../../shared/contract/route';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { IMPORT_KEY_PREFIX } from '../../shared/health/import-key-prefix';
import {
  BadRequest,
  CHANGE_NOT_CONFIRMED_MESSAGE,
  HttpError,
  isDependencyUnavailable,
  NotFound,
  PayloadTooLarge,
  SERVICE_UNAVAILABLE_MESSAGE,
  ServiceUnavailable,
  Unauthorized,
} from './errors';
import { idempotentWrites } from './idempotency/middleware';
import { identifyCaller, log, observeRequests } from './observability';
import type { Page } from './pagination';
import { verifyToken } from './jwt';
import { verifyOrigin } from './origin-verify';
import { refuseRevokedToken, type TokenVersionOf } from './token-version';

/** The event after the middlewares: body parsed, caller known. */
export type HttpEvent = Omit<APIGatewayProxyEventV2, 'body'> & { body?: unknown; userId?: string };

export interface HttpResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values (API Gateway v2 sends each as its own Set-Cookie header). */
  cookies?: string[];
}

export const ok = (body: unknown): HttpResult => ({ statusCode: 200, body });
/** A page of a list: the items as the body, the next page's cursor in a header (absent on the last page). */
export const okPage = (page: Page<unknown>): HttpResult => ({
  statusCode: 200,
  body: page.items,
  headers: page.cursor ? { [NEXT_CURSOR_HEADER]: page.cursor } : undefined,
});
export const created = (body: unknown): HttpResult => ({ statusCode: 201, body });
export const noContent = (): HttpResult => ({ statusCode: 204 });

type Parsed<R extends RouteContract, Part extends 'params' | 'query' | 'body'> = R extends { [P in Part]: infer S extends z.ZodMiniType } ? z.output<S> : undefined;

/** What a route's domain function gets: the request parsed with its route's schemas (shared/contract), and the caller. */
export interface EndpointRequest<R extends RouteContract> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  /** The caller's id from the verified token; empty on public routes. */
  userId: string;
  /** The whole event, for the few routes that need more (the caller's address and cookies on sign-in). */
  event: HttpEvent;
}

/** One domain function per route of the contract, each typed by its route's schemas. */
export type Endpoints<C extends DomainContract> = {
  [K in keyof C]: C[K] extends RouteContract ? (request: EndpointRequest<C[K]>) => Promise<HttpResult> : never;
};

/** Parses the event with the route's request schemas (a failure is a 400 through the error handler). */
function parseRequest(route: RouteContract, event: HttpEvent): EndpointRequest<RouteContract> {
  return {
    params: route.params ? route.params.parse(event.pathParameters ?? {}) : undefined,
    query: route.query ? route.query.parse(event.queryStringParameters ?? {}) : undefined,
    body: route.body ? route.body.parse(event.body) : undefined,
    userId: event.userId ?? '',
    event,
  } as EndpointRequest<RouteContract>;
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function respond(statusCode: number, body?: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return body === undefined
    ? { statusCode, headers: { 'cache-control': 'no-store', ...headers } }
    : { statusCode, headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) };
}

/**
 * Refuses bodies over the route's limit (its `maxBodyBytes`, else MAX_JSON_BODY_BYTES) before parsing,
 * then parses JSON (400 when it is not JSON).
 */
const jsonBody = (maxBodyBytesOf: (routeKey: string) => number): MiddlewareObj<HttpEvent> => ({
  before: ({ event }) => {
    if (typeof event.body !== 'string' || event.body.length === 0) {
      event.body = undefined;
      return;
    }
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
    if (raw.byteLength > maxBodyBytesOf(event.routeKey)) throw new PayloadTooLarge();
    try {
      event.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BadRequest('Request body must be valid JSON');
    }
  },
});

/** Answers the person an import key belongs to, or throws Unauthorized (functions/health). */
export type ImportKeyVerifier = (key: string) => Promise<string>;

/** A sign-in token's person: signed by the auth function's key, not expired, still existing, not revoked since. */
async function verifySignIn(token: string, tokenVersionOf: TokenVersionOf): Promise<string> {
  const verified = await verifyToken(token);
  refuseRevokedToken(await tokenVersionOf(verified.userId), verified.tokenVersion);
  return verified.userId;
}

/**
 * Verifies the bearer credential on routes that need it and records the caller's id: a sign-in token, or on
 * routes marked `importKey` a health import key (any other route treats one as a bad token).
 */
const bearerAuth = (
  protectedRouteKeys: ReadonlySet<string>,
  importKeyRoutes: ReadonlySet<string>,
  tokenVersionOf: TokenVersionOf,
  verifyImportKey?: ImportKeyVerifier,
): MiddlewareObj<HttpEvent> => ({
  before: async ({ event }) => {
    if (!protectedRouteKeys.has(event.routeKey)) return;
    const header = event.headers?.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Unauthorized();
    event.userId =
      verifyImportKey && importKeyRoutes.has(event.routeKey) && token.startsWith(IMPORT_KEY_PREFIX)
        ? await verifyImportKey(token)
        : await verifySignIn(token, tokenVersionOf);
    identifyCaller(event.userId);
  },
});

function describeValidationError(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  // Messages written for people (the spec's, full sentences) are shown as they are;
  // zod's generic ones get the field path so the caller knows what to fix.
  if (issue.code === 'custom' || issue.path.length === 0 || issue.message.endsWith('.')) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** The one error handler: every failure becomes `{ message }` with its status; 5xx hide details and log one line. */
const errorResponses = (): MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) log.error(error.message, { status: error.statusCode, error });
      request.response = respond(error.statusCode, { message: error.message }, error.headers);
    } else if (error instanceof $ZodError) {
      request.response = respond(400, { message: describeValidationError(error) });
    } else if (isDependencyUnavailable(error)) {
      const method = request.event.requestContext?.http?.method;
      const unavailable = new ServiceUnavailable(method === 'GET' || method === 'HEAD' ? SERVICE_UNAVAILABLE_MESSAGE : CHANGE_NOT_CONFIRMED_MESSAGE);
      // One line to find the outage by (the request's id, route and caller come with it), never a body.
      log.error('Dependency unavailable', { status: unavailable.statusCode, error });
      request.response = respond(unavailable.statusCode, { message: unavailable.message }, unavailable.headers);
    } else {
      log.error('Unhandled error', { status: 500, error });
      request.response = respond(500, { message: 'Internal server error' });
    }
  },
});

/**
 * Builds a domain's Lambda handler from its contract (shared/contract/<domain>.ts): `endpoints` must implement exactly
 * the contract's routes (the compiler and test/api/route-table.test.ts both check this), and each gets its request
 * parsed with its route's schemas, so a handler cannot validate with other schemas than the table's.
 *
 * `tokenVersionOf` answers a person's current token version (the users domain's `currentTokenVersion`): a domain with
 * routes that need a sign-in must give it, so that lib imports no domain and no such route skips the revocation check.
 */
export function createDomainHandler<C extends DomainContract>(
  domain: Domain,
  contract: C,
  endpoints: Endpoints<C>,
  options: { tokenVersionOf?: TokenVersionOf; verifyImportKey?: ImportKeyVerifier } = {},
) {
  const table = endpoints as unknown as Record<string, (request: EndpointRequest<RouteContract>) => Promise<HttpResult>>;
  const routes = routesOfContract(domain, contract);
  const protectedRouteKeys = new Set(routes.filter((route) => route.auth).map(routeKeyOf));
  const { tokenVersionOf } = options;
  if (protectedRouteKeys.size > 0 && !tokenVersionOf) throw new Error(`The ${domain} handler has routes that need a sign-in: give it tokenVersionOf`);
  const noTokenVersions: TokenVersionOf = async () => {
    throw new Error(`The ${domain} handler has no route that needs a sign-in`);
  };
  const importKeyRoutes = new Set(routes.filter((route) => route.importKey).map(routeKeyOf));
  const bodyLimits = new Map(routes.map((route) => [routeKeyOf(route), route.maxBodyBytes ?? MAX_JSON_BODY_BYTES]));
  const maxBodyBytesOf = (routeKey: string) => bodyLimits.get(routeKey) ?? MAX_JSON_BODY_BYTES;
  // Every authenticated write accepts an Idempotency-Key (functions/lib/idempotency, docs/decisions.md 46).
  const idempotency = idempotentWrites<HttpEvent>({
    routeKeys: new Set(routes.filter((route) => route.auth && route.method !== 'GET' && !route.answersSecret).map(routeKeyOf)),
  });

  const dispatch = async (event: HttpEvent, _context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const handle = table[event.routeKey];
    const route = (contract as Record<string, RouteContract>)[event.routeKey];
    if (!handle || !route) throw new NotFound('Route not found');
    const result = await handle(parseRequest(route, event));
    const response = respond(result.statusCode, result.body, result.headers);
    return result.cookies?.length ? { ...response, cookies: result.cookies } : response;
  };

  // The request id, the per-request log keys and the metrics flush wrap everything (functions/lib/observability).
  const handler = observeRequests<HttpEvent>(
    middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
      // First, so that it sees the final answer (after and onError run in reverse order).
      .use(idempotency.settle)
      .use(errorResponses())
      .use(httpHeaderNormalizer())
      .use({ before: ({ event }) => verifyOrigin(event.headers) })
      .use(bearerAuth(protectedRouteKeys, importKeyRoutes, tokenVersionOf ?? noTokenVersions, options.verifyImportKey))
      // After the caller is known, before the body is parsed (the fingerprint hashes the raw bytes).
      .use(idempotency.claim)
      .use(jsonBody(maxBodyBytesOf))
      .handler(dispatch),
  );

  return Object.assign(handler, { routeKeys: Object.keys(table) });
}
