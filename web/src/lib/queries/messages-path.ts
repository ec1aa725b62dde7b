/** The list endpoint's path for one page: `withUserId` for a thread, `limit` always, `cursor` after the first page. */
export function messagesPagePath({ withUserId, limit, cursor }: { withUserId?: string; limit: number; cursor?: string | null }): string {
  const query = new URLSearchParams();
  if (withUserId) query.set('withUserId', withUserId);
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `/api/messages?${query}`;
}
