/**
 * Every API test is a contract test: each 2xx answer the tests receive is checked against its route's response schema
 * (shared/contract/<domain>.ts), so an answer that drifts from the contract fails the test that saw it.
 */
import * as z from '../../shared/schemas/zod';
import { matchRoute, routeKeyOf, type SuccessStatus } from '../../shared/routes';

/** Throws, with zod's account of what differs, when a 2xx answer is not what its route's contract says. */
export function checkAnswerAgainstContract(method: string, pathAndQuery: string, status: number, body: unknown): void {
  if (status < 200 || status > 299) return;
  const match = matchRoute(method, new URL(pathAndQuery, 'http://localhost').pathname);
  // Paths outside the route table (the web app, /media, /uploads) have no contract.
  if (!match) return;
  const { route } = match;
  const key = routeKeyOf(route);
  if (!(status in route.responses)) {
    throw new Error(`${key} answered ${status}, a status its contract does not list (${Object.keys(route.responses).join(', ')})`);
  }
  const schema = route.responses[status as SuccessStatus];
  if (!schema) {
    if (body !== null && body !== '') throw new Error(`${key} answered ${status} with a body where its contract says none`);
    return;
  }
  const checked = z.safeParse(schema, body);
  if (!checked.success) throw new Error(`${key} answered ${status} with a body that breaks its contract:\n${z.prettifyError(checked.error)}`);
}
