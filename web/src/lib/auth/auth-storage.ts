import type { User } from '../../../../shared/api-types';

/**
 * Browser storage of the session (spec 000 section 3): the token and the serialized user live
 * in local storage under a key named for the product; a generic auth-token key is also read.
 * Logout removes both.
 */
export const AUTH_STORAGE_KEY = 'social-fitness-auth';
export const GENERIC_TOKEN_KEY = 'auth-token';

interface StoredAuth {
  token: string;
  user: User | null;
}

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

function readProductEntry(): StoredAuth | null {
  try {
    const raw = storage()?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('token' in parsed) || typeof parsed.token !== 'string' || !parsed.token) {
      return null;
    }
    const user = 'user' in parsed && typeof parsed.user === 'object' ? (parsed.user as User | null) : null;
    return { token: parsed.token, user };
  } catch {
    return null;
  }
}

/** The stored session token (product key first, then the generic key), or null when signed out. */
export function getStoredToken(): string | null {
  const entry = readProductEntry();
  if (entry) return entry.token;
  try {
    return storage()?.getItem(GENERIC_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** The user saved at sign-in, if any. */
export function getStoredUser(): User | null {
  return readProductEntry()?.user ?? null;
}

export function storeAuth(token: string, user: User): void {
  try {
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, user } satisfies StoredAuth));
  } finally {
    notify();
  }
}

/** Removes every stored auth token (the product key and the generic key). */
export function clearStoredAuth(): void {
  try {
    storage()?.removeItem(AUTH_STORAGE_KEY);
    storage()?.removeItem(GENERIC_TOKEN_KEY);
  } catch {
    // storage blocked: nothing was stored either
  } finally {
    notify();
  }
}

/** Calls back when the stored session changes, in this tab or another one. */
export function subscribeToAuthStorage(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY || event.key === GENERIC_TOKEN_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
