/**
 * Issue 30, deliverable 6: tells the server when the rest ends, so the push "Rest is over" reaches a phone that is
 * locked by then (the page's own alert, rest-alert.ts, needs the page alive). Asked only where a push can be shown
 * (notification permission granted). Sent at once and never queued in the outbox: a request that cannot reach the
 * server is dropped, since replayed later it would push late. One request at a time, in order, the last wish winning
 * (a skip right after a start sends the skip alone); the seconds left are read from the clock when a request leaves.
 */
import { endsAt } from '../../../../../shared/workout/countdown';
import { call } from '../../../lib/api';
import type { RestTimer } from './rest-timer-store';

type Wish = { kind: 'schedule'; sessionId: string; endsAt: number; exerciseId: string } | { kind: 'cancel'; sessionId: string };

/** A request slower than this is given up (the rest is short; a late answer is no use). */
const REQUEST_TIMEOUT_MS = 5_000;

let wanted: Wish | undefined;
let sending = false;

const pushesPossible = () => typeof Notification !== 'undefined' && Notification.permission === 'granted' && navigator.onLine;

async function send(wish: Wish): Promise<void> {
  const params = { id: wish.sessionId };
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (wish.kind === 'cancel') return void (await call('DELETE /api/workout-sessions/{id}/rest-alert', { params, signal }));
  const seconds = (wish.endsAt - Date.now()) / 1000;
  if (seconds <= 0) return;
  await call('PUT /api/workout-sessions/{id}/rest-alert', { params, body: { seconds, exerciseId: wish.exerciseId }, signal });
}

async function sendWanted(): Promise<void> {
  sending = true;
  while (wanted) {
    const wish = wanted;
    wanted = undefined;
    // A failure (offline, a workout not synced yet, signed out) only loses the push; the page's own alert stands.
    await send(wish).catch(() => undefined);
  }
  sending = false;
}

function want(wish: Wish): void {
  if (!pushesPossible()) return;
  wanted = wish;
  if (!sending) void sendWanted();
}

/** The rest `timer` (started, or changed by Add 30s) ends when it says: the server pushes then. */
export function tellServerRestEnds(timer: RestTimer): void {
  want({ kind: 'schedule', sessionId: timer.sessionId, endsAt: endsAt(timer), exerciseId: timer.exerciseId });
}

/** The rest was skipped: no push. */
export function tellServerRestSkipped(sessionId: string): void {
  want({ kind: 'cancel', sessionId });
}
