/**
 * The route table: the single source of truth for every HTTP endpoint, assembled from each domain's contract
 * (shared/contract/<domain>.ts: auth, limits, and the schemas of params, query, body and answers).
 * The CDK stack creates one HTTP API route per entry, the local runner matches requests against it, each domain
 * Lambda dispatches on `event.routeKey` (`METHOD /path`) with its own contract, and docs/openapi.json is generated from it.
 */
import { authRoutes } from './contract/auth';
import { exercisesRoutes } from './contract/exercises';
import { followsRoutes } from './contract/follows';
import { healthRoutes } from './contract/health';
import { mediaRoutes } from './contract/media';
import { messagesRoutes } from './contract/messages';
import { notificationsRoutes } from './contract/notifications';
import { plansRoutes } from './contract/plans';
import { routesOfContract, type Domain, type RouteDefinition } from './contract/route';
import { sessionsRoutes } from './contract/sessions';
import { socialRoutes } from './contract/social';
import { statusRoutes } from './contract/status';
import { usersRoutes } from './contract/users';

export { domains, MAX_JSON_BODY_BYTES, routeKeyOf, type Domain, type HttpMethod, type RouteDefinition, type SuccessStatus } from './contract/route';

/** Each domain's contract. */
export const contracts = {
  status: statusRoutes,
  auth: authRoutes,
  users: usersRoutes,
  follows: followsRoutes,
  exercises: exercisesRoutes,
  sessions: sessionsRoutes,
  plans: plansRoutes,
  notifications: notificationsRoutes,
  social: socialRoutes,
  messages: messagesRoutes,
  health: healthRoutes,
  media: mediaRoutes,
} as const;

export type Contracts = typeof contracts;
/** `METHOD /path` of one domain's routes. */
export type DomainRouteKey<D extends Domain> = keyof Contracts[D] & string;
/** `METHOD /path` of every route. */
export type RouteKey = { [D in Domain]: DomainRouteKey<D> }[Domain];
/** The contract of one route. */
export type ContractOf<K extends RouteKey> = { [D in Domain]: K extends DomainRouteKey<D> ? Contracts[D][K] : never }[Domain];

export const routes: readonly RouteDefinition[] = Object.entries(contracts).flatMap(([domain, contract]) => routesOfContract(domain as Domain, contract));

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

const routesBySpecificity = [...routes].sort(bySpecificity);

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
