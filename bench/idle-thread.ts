import type { MessagesRow } from './messages';

/** The thread page polls an open thread makes in an hour (the web app reads the newest page every 5 s). */
const THREAD_POLLS_PER_HOUR = 720;
export const IDLE_THREAD_ROW = 'GET /api/messages?withUserId, nothing unread';

/**
 * Writes an open thread with nothing unread makes in an hour: the writes of its idle polls (every poll after the
 * first, which marked the one unread message read) times the polls in an hour. Issue 31 asks for 0.
 */
export function idleThreadWritesPerHour(rows: readonly MessagesRow[]): number {
  const thread = rows.find((row) => row.endpoint.startsWith(IDLE_THREAD_ROW));
  if (!thread) throw new Error(`No '${IDLE_THREAD_ROW}' row`);
  return Math.max(thread.small.writes, thread.large.writes) * THREAD_POLLS_PER_HOUR;
}
