/**
 * The route table: the single source of truth for every HTTP endpoint.
 * The CDK stack creates one HTTP API route per entry, the local runner matches requests
 * against it, and each domain Lambda dispatches on `event.routeKey` (`METHOD /path`).
 */
export const domains = ['status', 'auth', 'users', 'follows', 'exercises', 'sessions', 'plans', 'notifications', 'social', 'messages', 'health', 'media'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/users/{id}`. */
  path: string;
  domain: Domain;
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
}

/** Largest JSON body a route accepts unless it says otherwise; larger bodies are refused before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const routes = [
  { method: 'GET', path: '/api/health', domain: 'status', auth: false },
  { method: 'POST', path: '/api/auth/signup', domain: 'auth', auth: false, sensitive: true },
  { method: 'POST', path: '/api/auth/login', domain: 'auth', auth: false, sensitive: true },
  { method: 'GET', path: '/api/auth/me', domain: 'auth', auth: true },
  // Beyond the spec (issue 13): revoke every token of the caller; change the password (answers a fresh token).
  { method: 'POST', path: '/api/auth/sign-out-everywhere', domain: 'auth', auth: true },
  { method: 'POST', path: '/api/auth/change-password', domain: 'auth', auth: true, sensitive: true, answersSecret: true },
  // Issue 12: delete my account (the password again); the rest is removed by a job (docs/operations.md).
  { method: 'POST', path: '/api/auth/delete-account', domain: 'auth', auth: true, sensitive: true },

  // Profiles (spec 001 section 7 'Users and follows'); search is beyond the spec.
  { method: 'GET', path: '/api/users/search', domain: 'users', auth: true },
  { method: 'GET', path: '/api/users/{id}', domain: 'users', auth: true },
  { method: 'PUT', path: '/api/users/{id}', domain: 'users', auth: true },
  { method: 'PATCH', path: '/api/users/{id}', domain: 'users', auth: true },

  // Follows; follow requests, blocking and suggestions are beyond the spec (issue 8).
  { method: 'GET', path: '/api/follows/counts', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/{id}/follows/counts', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/{id}/is-following', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/{id}/follow-status', domain: 'follows', auth: true },
  { method: 'POST', path: '/api/users/{id}/follow', domain: 'follows', auth: true },
  { method: 'DELETE', path: '/api/users/{id}/unfollow', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/{id}/followers', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/{id}/following', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/users/suggestions', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/follow-requests', domain: 'follows', auth: true },
  { method: 'POST', path: '/api/follow-requests/{userId}/accept', domain: 'follows', auth: true },
  { method: 'POST', path: '/api/follow-requests/{userId}/decline', domain: 'follows', auth: true },
  { method: 'GET', path: '/api/blocks', domain: 'follows', auth: true },
  { method: 'POST', path: '/api/users/{id}/block', domain: 'follows', auth: true },
  { method: 'DELETE', path: '/api/users/{id}/block', domain: 'follows', auth: true },

  { method: 'GET', path: '/api/exercises', domain: 'exercises', auth: true },
  { method: 'POST', path: '/api/exercises', domain: 'exercises', auth: true },

  { method: 'GET', path: '/api/workout-sessions/active', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/workout-sessions/current', domain: 'sessions', auth: true },
  { method: 'POST', path: '/api/workout-sessions', domain: 'sessions', auth: true },
  // Beyond the spec: the Save screen logs the local draft as a completed workout (issue 9).
  { method: 'POST', path: '/api/workout-sessions/completed', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/workout-sessions/{id}', domain: 'sessions', auth: true },
  { method: 'PUT', path: '/api/workout-sessions/{id}', domain: 'sessions', auth: true },
  { method: 'DELETE', path: '/api/workout-sessions/{id}', domain: 'sessions', auth: true },
  { method: 'POST', path: '/api/workout-sessions/{id}/exercises/{exerciseId}/sets', domain: 'sessions', auth: true },
  { method: 'PUT', path: '/api/workout-sessions/{id}/exercises/{exerciseId}/move', domain: 'sessions', auth: true },
  { method: 'PUT', path: '/api/workout-sessions/{id}/exercises/{exerciseId}/replace', domain: 'sessions', auth: true },
  { method: 'DELETE', path: '/api/workout-sessions/{id}/exercises/{exerciseId}', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/workout-sets/session/{sessionId}', domain: 'sessions', auth: true },
  { method: 'POST', path: '/api/workout-sets', domain: 'sessions', auth: true },
  { method: 'PATCH', path: '/api/workout-sets/{id}', domain: 'sessions', auth: true },
  { method: 'DELETE', path: '/api/workout-sets/{id}', domain: 'sessions', auth: true },
  { method: 'PATCH', path: '/api/workout-sets/{id}/toggle-warmup', domain: 'sessions', auth: true },
  { method: 'PATCH', path: '/api/workout-sets/{id}/toggle-completion', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/users/{id}/completed-workouts', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/users/{id}/statistics', domain: 'sessions', auth: true },
  // Training insights, beyond the spec (issue 11): oneself only.
  { method: 'GET', path: '/api/users/{id}/exercises/{exerciseId}/history', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/users/{id}/exercises/{exerciseId}/records', domain: 'sessions', auth: true },
  { method: 'GET', path: '/api/users/{id}/training-days', domain: 'sessions', auth: true },
  // Your data out and in (issue 12): one's own workouts as a paged export; Strong/Hevy workouts imported in batches.
  { method: 'GET', path: '/api/workout-export', domain: 'sessions', auth: true },
  { method: 'POST', path: '/api/workout-imports', domain: 'sessions', auth: true, maxBodyBytes: 256 * 1024 },

  // Routines (spec 000), training plans and workouts (spec 001): one model, docs/data-model.md.
  { method: 'GET', path: '/api/plans/user', domain: 'plans', auth: true },
  { method: 'POST', path: '/api/plans', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/plans/{id}', domain: 'plans', auth: true },
  { method: 'PUT', path: '/api/plans/{id}', domain: 'plans', auth: true },
  { method: 'DELETE', path: '/api/plans/{id}', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/plans/{id}/workouts', domain: 'plans', auth: true },
  { method: 'POST', path: '/api/workout-plans', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/workout-plans/{id}', domain: 'plans', auth: true },
  { method: 'PUT', path: '/api/workout-plans/{id}', domain: 'plans', auth: true },
  // Issue 27: routine folders on the server (docs/data-model.md), and the routine's folder.
  { method: 'PUT', path: '/api/workout-plans/{id}/folder', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/routine-folders', domain: 'plans', auth: true },
  { method: 'POST', path: '/api/routine-folders', domain: 'plans', auth: true },
  { method: 'PUT', path: '/api/routine-folders/{id}', domain: 'plans', auth: true },
  { method: 'DELETE', path: '/api/routine-folders/{id}', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/workouts/user', domain: 'plans', auth: true },
  { method: 'POST', path: '/api/workouts', domain: 'plans', auth: true },
  { method: 'GET', path: '/api/workouts/{id}', domain: 'plans', auth: true },
  { method: 'PUT', path: '/api/workouts/{id}', domain: 'plans', auth: true },
  { method: 'DELETE', path: '/api/workouts/{id}', domain: 'plans', auth: true },
  { method: 'PUT', path: '/api/workouts/{id}/reorder', domain: 'plans', auth: true },

  // The social feed (spec 001 section 7 'Social'); comment listing, deleting and reports are beyond the spec.
  { method: 'GET', path: '/api/social-posts', domain: 'social', auth: true },
  { method: 'POST', path: '/api/social-posts', domain: 'social', auth: true },
  { method: 'GET', path: '/api/social-posts/user/{userId}', domain: 'social', auth: true },
  { method: 'GET', path: '/api/social-posts/{id}', domain: 'social', auth: true },
  { method: 'PUT', path: '/api/social-posts/{id}', domain: 'social', auth: true },
  { method: 'DELETE', path: '/api/social-posts/{id}', domain: 'social', auth: true },
  { method: 'POST', path: '/api/social-posts/{id}/like', domain: 'social', auth: true },
  { method: 'POST', path: '/api/social-posts/{id}/report', domain: 'social', auth: true },
  { method: 'GET', path: '/api/posts/{id}/comments', domain: 'social', auth: true },
  { method: 'POST', path: '/api/posts/{id}/comments', domain: 'social', auth: true },
  { method: 'DELETE', path: '/api/posts/{id}/comments/{commentId}', domain: 'social', auth: true },
  { method: 'POST', path: '/api/posts/{id}/comments/{commentId}/report', domain: 'social', auth: true },

  // Direct messages (spec 001 section 7 'Messages'); the unread count is beyond the spec (issue 10).
  { method: 'GET', path: '/api/messages', domain: 'messages', auth: true },
  { method: 'POST', path: '/api/messages', domain: 'messages', auth: true },
  { method: 'GET', path: '/api/messages/unread-count', domain: 'messages', auth: true },

  // The Apple Health import (spec 001 section 7): from /health-return with the sign-in token, or from an iOS Shortcut
  // with an import key; the keys themselves are beyond the spec (issue 10, docs/health-import.md).
  { method: 'POST', path: '/api/workout-sessions/import-health', domain: 'health', auth: true, importKey: true },
  { method: 'GET', path: '/api/health-import-keys', domain: 'health', auth: true },
  { method: 'POST', path: '/api/health-import-keys', domain: 'health', auth: true, answersSecret: true },
  { method: 'DELETE', path: '/api/health-import-keys/{id}', domain: 'health', auth: true },

  // Photos (issue 26): a presigned POST for the file itself, then its processing (decoded, metadata stripped, resized).
  { method: 'POST', path: '/api/media/uploads', domain: 'media', auth: true },
  { method: 'GET', path: '/api/media/uploads/{id}', domain: 'media', auth: true },

  { method: 'GET', path: '/api/notifications', domain: 'notifications', auth: true },
  { method: 'GET', path: '/api/notifications/unread-count', domain: 'notifications', auth: true },
  { method: 'PUT', path: '/api/notifications/{id}/read', domain: 'notifications', auth: true },
  { method: 'PUT', path: '/api/notifications/mark-all-read/{userId}', domain: 'notifications', auth: true },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;
export type DomainRouteKey<D extends Domain> = Extract<Route, { domain: D }> extends infer R
  ? R extends Route
    ? `${R['method']} ${R['path']}`
    : never
  : never;

export function routeKeyOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(domain: Domain): readonly RouteDefinition[] {
  return routes.filter((route) => route.domain === domain);
}

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

const isParameter = (part: string) => part.startsWith('{');

/** A malformed escape (`%E0%A4%A`) matches no route rather than throwing. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** API Gateway prefers the route whose first differing segment is literal over a `{parameter}`. */
function bySpecificity(a: RouteDefinition, b: RouteDefinition): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let index = 0; index < left.length; index++) {
    const difference = Number(isParameter(left[index] ?? '')) - Number(isParameter(right[index] ?? ''));
    if (difference !== 0) return difference;
  }
  return 0;
}

const routesBySpecificity = [...(routes as readonly RouteDefinition[])].sort(bySpecificity);

/** Matches a concrete method and path (`/api/users/42`) against the table, like API Gateway does. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const segments = path.split('/');
  for (const route of routesBySpecificity) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const pathParameters: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      const param = /^\{(\w+)\}$/.exec(part);
      if (param?.[1]) {
        const value = safeDecode(segment);
        if (!value) return false;
        pathParameters[param[1]] = value;
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, pathParameters };
  }
  return undefined;
}
