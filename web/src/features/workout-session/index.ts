/**
 * The workout-session feature's public surface: the live workout's paths and queries, Quick Start,
 * Finish (shared by home and the live workout) and the browser data helpers.
 */
export { liveWorkoutPath, workoutPaths } from '../../lib/paths';
export { activeSessionQueryOptions, sessionKeys, sessionQueryOptions, sessionSetsQueryOptions, setKeys } from './api/session-queries';
export { sessionDataKey } from './lib/session-local-data';
export { flushSessionEntries, forgetAllSessionLocalData, forgetSessionLocalData } from './live/session-entries-store';
export { startQuickWorkout } from './live/start-quick-workout';
export { useFinishWorkout } from './finish/use-finish-workout';
export { REST_TIMER_STORAGE_KEY } from './lib/rest-timer-store';
export { useRunningWorkout } from './start/use-running-workout';
export { useStartSessionFrom, type SessionSource } from './start/use-start-session-from';
export { ShareWorkoutButton } from './share/share-workout-button';
export { useSessionOutboxSync } from './live/changes/use-session-outbox-sync';
