import { routePath } from '../../../lib/api-call';

/** Where a Shortcut posts each workout with its import key (docs/health-import.md): this app's own origin. */
export function importHealthUrl(origin: string = window.location.origin): string {
  return `${origin}${routePath('POST /api/workout-sessions/import-health')}`;
}
