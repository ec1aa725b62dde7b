import { typedCalls } from './api-call';
import { createApiClient } from './api-client';
import { isNetworkFailure, noteUnreachableServer } from './network-watch';
import { createQueryClient } from './query-client';

let tokenSource: () => string | null = () => null;

/**
 * Tells the client where the session token is stored. The auth feature owns that storage;
 * the app wires it in at start-up so `lib` never imports a feature.
 */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** The app's one API client (same origin: /api is served next to the web app). */
export const api = createApiClient({ getToken: () => tokenSource() });

export const queryClient = createQueryClient(api, {
  onReadError: (error) => {
    if (isNetworkFailure(error)) noteUnreachableServer(() => call('GET /api/health'));
  },
});

/** The typed calls of the one client: `call('GET /api/users/{id}', { params: { id } })` (web/src/lib/api-call.ts). */
export const { call, callPage, callVersioned, callWithStatus } = typedCalls(api);
