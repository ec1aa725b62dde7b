import type { UserSummary } from '../../shared/api-types';
import { searchPartition } from './keys';
import { cursorParts, decodeCursor, encodeCursor, type Page } from '../lib/pagination';
import { findUserSummaries } from './accounts';
import { querySearchEntries, type SearchEntry } from './repository';
import { compareAsStored, foldSearchText } from './search-terms';

/**
 * The ids among `userIds` blocked by the viewer or blocking the viewer: the follows domain's `findBlockedAmong`, given
 * by the handler (the follows domain asks this one for people's summaries, so this one does not import it).
 */
export type FindBlockedAmong = (options: { viewerId: string; userIds: string[] }) => Promise<Set<string>>;

/** A page of results reads at most this many Query pages, however many entries it has to skip. */
const MAX_QUERIES_PER_SEARCH = 3;
/**
 * Entries read per Query for a page of `limit` people: room for each of them to match twice (username and name)
 * plus the one that tells whether more follow, so one Query usually does. Entries are small (~100 bytes).
 */
const entriesPerQuery = (limit: number) => 2 * limit + 1;

/**
 * Whether this entry is where its person is shown: the first of their terms (in stored order) that matches.
 * A person matching twice (username and a word of their name) is then shown once, on whichever page that is.
 */
function isFirstMatchOfPerson(entry: SearchEntry, prefix: string): boolean {
  const term = entry.SK.slice(0, entry.SK.length - entry.userId.length - 1);
  return !entry.terms.some((other) => other !== term && other.startsWith(prefix) && compareAsStored(other, term) < 0);
}

/**
 * `GET /api/users/search`: people whose username, display name or a word of it starts with `q` (without case
 * or accents), in term order, each once; never the caller nor anyone blocked either way. Private accounts are
 * found (their top block is public). A page may come back shorter than `limit` when people on it were
 * blocked or when the reads stopped at their bound; the cursor then continues where the reads stopped.
 */
export async function searchPeople(
  viewerId: string,
  query: { q: string; limit: number; cursor?: string },
  findBlockedAmong: FindBlockedAmong,
): Promise<Page<UserSummary>> {
  const prefix = foldSearchText(query.q);
  if (!prefix) return { items: [] };
  const partition = searchPartition(prefix);
  let startKey = decodeCursor(query.cursor, { attributes: ['PK', 'SK'], fixed: { PK: partition }, prefixes: { SK: prefix }, rests: { SK: cursorParts.textAndId } });
  const found: SearchEntry[] = [];
  let cursorKey: Record<string, string> | undefined;
  search: for (let round = 0; round < MAX_QUERIES_PER_SEARCH; round++) {
    const { entries, lastKey } = await querySearchEntries({ partition, prefix, limit: entriesPerQuery(query.limit), startKey });
    for (const entry of entries) {
      if (entry.userId === viewerId || !isFirstMatchOfPerson(entry, prefix)) continue;
      if (found.length === query.limit) {
        const last = found.at(-1)!;
        cursorKey = { PK: last.PK, SK: last.SK };
        break search;
      }
      found.push(entry);
    }
    cursorKey = lastKey;
    if (!lastKey) break;
    startKey = lastKey;
  }
  const userIds = found.map((entry) => entry.userId);
  const [blocked, summaries] = await Promise.all([findBlockedAmong({ viewerId, userIds }), findUserSummaries({ userIds })]);
  return {
    items: userIds.flatMap((userId) => (blocked.has(userId) ? [] : (summaries.get(userId) ?? []))),
    cursor: encodeCursor(cursorKey),
  };
}
