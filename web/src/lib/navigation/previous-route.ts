import { PREVIOUS_ROUTE_KEY } from '../paths';

type RouteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only a path inside the app: never another origin ('//host', 'https:'). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** Spec 001 section 2: opening a profile or a list remembers where the person was. */
export function rememberPreviousRoute(path: string, storage: RouteStorage = localStorage): void {
  storage.setItem(PREVIOUS_ROUTE_KEY, path);
}

interface TakeOptions {
  currentPath: string;
  /** Screens that cannot be gone back to (a person just blocked): this path and everything under it. */
  avoid?: string;
}

const isWithin = (path: string, root: string) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`);

/**
 * The remembered route, cleared as it is read. A route equal to the current one is no way back (the screen was
 * reopened after remembering itself), so the caller's fallback applies then.
 */
export function takePreviousRoute({ currentPath, avoid }: TakeOptions, storage: RouteStorage = localStorage): string | null {
  const remembered = storage.getItem(PREVIOUS_ROUTE_KEY);
  storage.removeItem(PREVIOUS_ROUTE_KEY);
  if (!remembered || !isAppPath(remembered) || remembered === currentPath) return null;
  if (avoid && isWithin(remembered, avoid)) return null;
  return remembered;
}
