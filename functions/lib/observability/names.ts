/**
 * Names shared by the functions (what they emit) and the stack (the environment it sets, the dashboard and alarms
 * that read them). No Powertools import here: infra/ reads this file without loading the runtime libraries.
 */
import type { Domain } from '../../../shared/routes';

/** The CloudWatch namespace of the business metrics (embedded metric format). */
export const METRICS_NAMESPACE = 'SocialFitness';

/** The business metrics, each with the domain whose function emits it (its `service` dimension). */
export const BUSINESS_METRICS = {
  WorkoutsFinished: 'sessions',
  SetsLogged: 'sessions',
  PostsCreated: 'social',
  SignUps: 'auth',
} as const satisfies Record<string, Domain>;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;

/** The Powertools service name of a domain's function: the `service` key of its log lines and metrics. */
export const serviceNameOf = (domain: Domain): string => `social-fitness-${domain}`;

/** The response header carrying API Gateway's request id, the key to the function's log lines. */
export const REQUEST_ID_HEADER = 'x-request-id';
