/**
 * Every API test is a contract test: each 2xx answer the tests receive is checked against its route's response schema
 * (shared/contract/<domain>.ts), and each 4xx or 5xx from the API against the one error body, exactly
 * `{ "message": "…" }` (the OpenAPI document's ErrorBody), so an answer that drifts fails the test that saw it.
 */
import * as z from '../../shared/schemas/zod';
import { matchRoute, routeKeyOf, type SuccessStatus } from '../../shared/routes';

/** A failure's body as every route sends it: the message and nothing else (a 204-like empty body is no failure). */
const failureBody = z.strictObject({ message: z.string().check(z.minLength(1)) });

/** Throws, with zod's account of what differs, when an answer is not what its route's contract says. */
export function checkAnswerAgainstContract(method: string, pathAndQuery: string, status: number, body: unknown): void {
  const { pathname } = new URL(pathAndQuery, 'http://localhost');
  if (status >= 400) {
    // The API's own answers, a route or not (an unknown path answers 404 { message } too); not the web app's pages.
    if (!pathname.startsWith('/api/')) return;
    const checked = z.safeParse(failureBody, body);
    if (!checked.success) throw new Error(`${method} ${pathname} answered ${status} with a body other than { message }: ${JSON.stringify(body)}`);
    return;
  }
  if (status < 200 || status > 299) return;
  const match = matchRoute(method, pathname);
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
