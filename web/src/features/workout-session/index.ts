/**
 * The workout-session feature's public surface: Quick Start, Finish (shared by home and the live workout) and the
 * browser data helpers. Its queries are lib/queries/session-queries.ts; starting a session, lib/live-session.
 */
export { sessionDataKey } from './lib/session-local-data';
export { flushSessionEntries, forgetAllSessionLocalData, forgetSessionLocalData } from './live/session-entries-store';
export { startQuickWorkout } from './live/start-quick-workout';
export { useFinishWorkout } from './finish/use-finish-workout';
