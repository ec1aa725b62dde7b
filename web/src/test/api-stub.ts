/**
 * A stand-in for the API in component tests: `globalThis.fetch` answered by handlers keyed by the route table's keys
 * (`'GET /api/users/{id}'`), so a test names the endpoint exactly as the server does. A request to a path the route
 * table does not have, or to a route no handler answers, gets the server's 404 `{ message }` and is recorded in
 * `unansweredRequests()`, which the setup file checks after each test.
 */
import { onlineManager } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import { matchRoute, routeKeyOf, type RouteKey } from '../../../shared/routes';

export interface StubRequest {
  url: URL;
  /** The route's `{parameters}`, decoded. */
  params: Record<string, string>;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
  signal: AbortSignal | undefined;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

const handlers = new Map<string, StubHandler>();
const calls: Array<{ route: string; request: StubRequest }> = [];
const unanswered: string[] = [];
let networkUp = true;
/** Counts resets: a request still reading its body when its test ended is not recorded as the next test's. */
let generation = 0;

/** Answers `route` with `handler` until the test ends (a later call for the same route replaces it). */
export function answer(route: RouteKey, handler: StubHandler): void {
  handlers.set(route, handler);
}

/** Answers `route` with `handler` unless the test already answers it (defaults of a render helper). */
export function answerUnlessAnswered(route: RouteKey, handler: StubHandler): void {
  if (!handlers.has(route)) handlers.set(route, handler);
}

/** Answers several routes at once. */
export function answerAll(routeHandlers: Partial<Record<RouteKey, StubHandler>>): void {
  for (const [route, handler] of Object.entries(routeHandlers)) if (handler) handlers.set(route, handler);
}

/** The requests a route received, oldest first. */
export function requestsTo(route: RouteKey): StubRequest[] {
  return calls.filter((call) => call.route === route).map((call) => call.request);
}

/** Requests no handler answered since the last reset (`METHOD /path`). */
export function unansweredRequests(): readonly string[] {
  return unanswered;
}

/** A JSON answer, as the API sends it. */
export function json<T>(body: T, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** One page of a list endpoint: the array body and the next page's cursor header. */
export function page<T>(items: readonly T[], nextCursor: string | null = null): Response {
  return json(items, { headers: nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {} });
}

/** The API's error answer: `{ message }` with the status. */
export function apiError(status: number, message: string): Response {
  return json({ message }, { status });
}

/** A handler whose answer never comes (until the request is aborted): the screen stays in its loading state. */
export const never: StubHandler = ({ signal }) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** A handler that fails like fetch does with no network. */
export const networkDown: StubHandler = () => Promise.reject(new TypeError('Failed to fetch'));

/** A handler held until `release` is called with the answer: the screen's loading state, then what follows. */
export function held(): { handler: StubHandler; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const answered = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => answered, release: (response) => release(response) };
}

async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!networkUp) throw new TypeError('Failed to fetch');
  const request = new Request(input, init);
  const url = new URL(request.url);
  const match = matchRoute(request.method, url.pathname);
  const route = match ? routeKeyOf(match.route) : `${request.method} ${url.pathname}`;
  // Chosen before the body is read: a request a test made as it ended is answered by that test's handlers, not
  // counted against the next test once the reset between them has run.
  const handler = match ? handlers.get(route) : undefined;
  if (!handler) {
    unanswered.push(`${request.method} ${url.pathname}${url.search}`);
    return apiError(404, match ? `No stub answers ${route}` : 'Route not found');
  }
  const startedIn = generation;
  const text = await request.text();
  const stubRequest: StubRequest = { url, params: match?.pathParameters ?? {}, body: text ? (JSON.parse(text) as unknown) : undefined, signal: init?.signal ?? undefined };
  if (startedIn === generation) calls.push({ route, request: stubRequest });
  return handler(stubRequest);
}

/** Puts the stub in place of fetch; called once by the setup file. */
export function installApiStub(): void {
  globalThis.fetch = stubFetch;
}

/**
 * The browser loses (false) or regains (true) its network: navigator.onLine follows, the offline or online event fires,
 * the query client is told, and every request fails while it is down.
 */
export function setNetwork(up: boolean): void {
  networkUp = up;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => up });
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  // The query client follows the events only while mounted; the app tells it at start (offline-root.ts), as here.
  onlineManager.setOnline(up);
}

/** Forgets every handler and recorded request and brings the network back; called after each test. */
export function resetApiStub(): void {
  // A read that found no network counts the app offline (lib/network-watch.ts): the next test starts online.
  if (!networkUp || !onlineManager.isOnline()) setNetwork(true);
  generation += 1;
  handlers.clear();
  calls.length = 0;
  unanswered.length = 0;
}
