/**
 * What one route of the contract declares (shared/contract/<domain>.ts; shared/routes.ts assembles them): who may
 * call it, its limits, and the zod schemas of its path parameters, query, body and 2xx answers. The handler factory
 * validates requests with the request schemas, the API tests check every answer against the response schemas, and
 * the OpenAPI document (docs/openapi.json) is generated from both.
 */
import type { ZodMiniType } from '../schemas/zod';

export const domains = ['status', 'auth', 'users', 'follows', 'exercises', 'sessions', 'plans', 'notifications', 'social', 'messages', 'health', 'media'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path`, the path in API Gateway syntax (`GET /api/users/{id}`): API Gateway's route key. */
export type RouteKeyPattern = `${HttpMethod} /api/${string}`;

/** A 2xx status a route answers with. */
export type SuccessStatus = 200 | 201 | 204;

export interface RouteContract {
  /** Whether a valid bearer token is required. */
  auth: boolean;
  /** Throttled more strictly in AWS (sign-in and sign-up are brute-force targets). */
  sensitive?: boolean;
  /** Largest body this route accepts when it is more than MAX_JSON_BODY_BYTES (a batch of imported workouts). */
  maxBodyBytes?: number;
  /** Also accepts a health import key (docs/health-import.md) as the bearer credential; every other route refuses one. */
  importKey?: boolean;
  /**
   * Its answer carries a secret (a fresh token, an import key's secret): the Idempotency-Key header is ignored there,
   * so the answer is never stored for replays (docs/decisions.md 46).
   */
  answersSecret?: boolean;
  /** What the route is for, one line (the OpenAPI operation's summary). */
  summary: string;
  params?: ZodMiniType;
  query?: ZodMiniType;
  body?: ZodMiniType;
  /** Each 2xx status the route answers with and its body's schema; null: no body (204). */
  responses: Partial<Record<SuccessStatus, ZodMiniType | null>>;
  /** The answer is one page of a list: the items as the body, the next page's cursor in NEXT_CURSOR_HEADER. */
  paged?: true;
}

/** One domain's routes, keyed by route key. */
export type DomainContract = Record<RouteKeyPattern, RouteContract>;

export interface RouteDefinition extends RouteContract {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/users/{id}`. */
  path: string;
  domain: Domain;
}

/** Largest JSON body a route accepts unless it says otherwise; larger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The routes of one domain's contract, as the table lists them. */
export function routesOfContract(domain: Domain, contract: DomainContract): RouteDefinition[] {
  return Object.entries(contract).map(([key, route]) => {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    return { ...route, method, path, domain };
  });
}
