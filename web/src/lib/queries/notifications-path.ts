/** The list endpoint's path for one page: `?limit=` always, `&cursor=` for every page after the first. */
export function notificationsPagePath(limit: number, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/api/notifications?${query}`;
}
