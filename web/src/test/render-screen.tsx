/**
 * Renders the app at a path, as a person opening it sees it: the app's own providers (the query client with the spec's
 * no-retry defaults, the device cache, the toaster), its route tree in a MemoryRouter, and a signed-in person whose
 * session is stored as sign-in stores it. The API is the stub of ./api-stub; the signed-in frame's own reads (the
 * person, the two unread counts, the catalogue kept for offline use) are answered here unless the test answered them first.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { User } from '../../../shared/api-types';
import { AppProviders } from '../app/providers';
import { RouteErrorBoundary } from '../app/errors/route-error-boundary';
import { routes } from '../app/router';
import { AUTH_STORAGE_KEY, getStoredToken } from '../lib/auth/auth-storage';
import { queryClient, setTokenSource } from '../lib/api';
import { answerUnlessAnswered, json } from './api-stub';
import { aUser } from './fixtures';

function RouteTree() {
  return useRoutes(routes);
}

export interface RenderedScreen extends RenderResult {
  /** Taps and types as a person does. */
  person: UserEvent;
  /** The signed-in person (null when rendered signed out). */
  signedIn: User | null;
}

/** Opens `path` signed in as `as` (a new person by default; null: signed out). */
export function renderScreen(path: string, { as = aUser() }: { as?: User | null } = {}): RenderedScreen {
  if (as) {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: `token-of-${as.id}`, user: as }));
    answerUnlessAnswered('GET /api/auth/me', () => json(as));
    answerUnlessAnswered('GET /api/notifications/unread-count', () => json({ count: 0 }));
    answerUnlessAnswered('GET /api/messages/unread-count', () => json({ count: 0 }));
    // The exercise catalogue, read once the screen is quiet to keep it on the device (app/offline-reads.ts).
    answerUnlessAnswered('GET /api/exercises', () => json([]));
  }
  setTokenSource(getStoredToken);
  // No pause between keystrokes: what is typed is the same, the test is faster.
  const person = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          <RouteTree />
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, person, signedIn: as };
}

/** How long the device cache's writer may wait before writing a change (persist-queries.ts throttles to one a second). */
const DEVICE_CACHE_WRITE_MS = 1_100;

/**
 * Closes the app and opens `path` again as the same person, as a reload does: what is in memory is gone, the stored
 * session and the reads kept on the device stay. Waits for the device cache's last write first.
 */
export async function reopenApp(view: RenderedScreen, path: string): Promise<RenderedScreen> {
  await new Promise((resolve) => setTimeout(resolve, DEVICE_CACHE_WRITE_MS));
  view.unmount();
  queryClient.clear();
  return renderScreen(path, { as: view.signedIn });
}
