/**
 * The workout-session feature's public surface: the live workout's paths and queries, Quick Start,
 * the browser data helpers Finish-from-home needs, and the numeric keypad sheet.
 */
export { liveWorkoutPath, workoutPaths } from './paths';
export { activeSessionQueryOptions, sessionKeys, sessionQueryOptions, sessionSetsQueryOptions, setKeys } from './api/session-queries';
export { finishSession } from './api/session-requests';
export { sessionDataKey } from './lib/session-local-data';
export { flushSessionEntries, forgetAllSessionLocalData, forgetSessionLocalData } from './live/session-entries-store';
export { startQuickWorkout } from './live/start-quick-workout';
export { REST_TIMER_STORAGE_KEY } from './lib/rest-timer-store';
export { NumericKeypadSheet, type KeypadRequest } from './components/numeric-keypad-sheet';
