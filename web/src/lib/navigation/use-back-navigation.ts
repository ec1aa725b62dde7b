import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberPreviousRoute, takePreviousRoute } from './previous-route';

function useCurrentPath(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * Back to the remembered previous route, else to `fallback`; the remembered route is cleared either way.
 * `avoid` (a path) skips a remembered route at or under it.
 */
export function useGoBack(fallback: string): (avoid?: string) => void {
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  return useCallback(
    (avoid?: string) => void navigate(takePreviousRoute({ currentPath, avoid }) ?? fallback),
    [navigate, currentPath, fallback],
  );
}

/** For a link's onClick: the screen it opens can come back here. */
export function useRememberCurrentRoute(): () => void {
  const currentPath = useCurrentPath();
  return useCallback(() => rememberPreviousRoute(currentPath), [currentPath]);
}
