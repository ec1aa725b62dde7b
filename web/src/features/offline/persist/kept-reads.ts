import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** A week: after that a person's reads are fetched afresh anyway (a read older than this is not written either). */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A list read page by page (feeds, threads, history) is kept to its first pages: the newest, what its screen opens on. */
export const KEPT_PAGES = 3;

/** Which reads of one person the phone keeps (issue 30 deliverable 4: every read screen offline). */
export interface KeptFamilies {
  /** The person's own data: an item naming another person as owner is not kept. */
  own: readonly QueryKey[];
  /** What the server showed the person of others (feeds, profiles they opened, messages): kept as answered. */
  seen: readonly QueryKey[];
  /** Never kept, even inside a family above (searches: one read per letter typed). */
  never: readonly QueryKey[];
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);
const inAny = (key: QueryKey, prefixes: readonly QueryKey[]) => prefixes.some((prefix) => startsWith(key, prefix));

const ownerOf = (item: unknown) => (typeof item === 'object' && item !== null && 'userId' in item ? item.userId : undefined);
function ownedBy(data: unknown, userId: string): boolean {
  const owners = Array.isArray(data) ? data.map(ownerOf) : [ownerOf(data)];
  return owners.every((owner) => owner === undefined || owner === null || owner === userId);
}

/**
 * Whether a cached read is written to the device: only the chosen families, minus `never`; in the person's own
 * families nothing that names another person as owner; only reads answered within the max age (so reads opened once
 * long ago do not pile up). A read whose refresh failed (offline) keeps its last good data: dropping it would leave
 * the next offline start with nothing to show.
 */
export function shouldPersist(query: Pick<Query, 'queryKey' | 'state'>, userId: string, families: KeptFamilies, now = Date.now()): boolean {
  const { queryKey, state } = query;
  if (state.data === undefined || now - state.dataUpdatedAt > MAX_AGE_MS || inAny(queryKey, families.never)) return false;
  if (inAny(queryKey, families.seen)) return true;
  return inAny(queryKey, families.own) && ownedBy(state.data, userId);
}

/**
 * The kept families stay in memory as long as the device keeps them: the device's copy is written from memory, and
 * TanStack Query's default drops a read nothing has shown for 5 minutes, so history, routines or a thread opened
 * earlier would leave the phone's copy too. A family given its own gcTime before (the catalogue's Infinity) keeps it;
 * `never` keeps the default. Set before the device's copy is read back, so restored reads get it too.
 */
export function keepFamiliesInMemory(client: Pick<QueryClient, 'getQueryDefaults' | 'setQueryDefaults'>, families: KeptFamilies): void {
  for (const prefix of [...families.own, ...families.seen]) {
    if (client.getQueryDefaults(prefix).gcTime === undefined) client.setQueryDefaults(prefix, { gcTime: MAX_AGE_MS });
  }
  for (const prefix of families.never) client.setQueryDefaults(prefix, { gcTime: 5 * 60 * 1000 });
}

interface Pages {
  pages: unknown[];
  pageParams: unknown[];
}
const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages) && Array.isArray((data as Pages).pageParams);

/** The device's copy with each list read page by page cut to its first KEPT_PAGES pages (memory keeps them all). */
export function withFirstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => {
    const data: unknown = query.state.data;
    if (!isPages(data) || data.pages.length <= KEPT_PAGES) return query;
    const firstPages = { pages: data.pages.slice(0, KEPT_PAGES), pageParams: data.pageParams.slice(0, KEPT_PAGES) };
    return { ...query, state: { ...query.state, data: firstPages } };
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}
