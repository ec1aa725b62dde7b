/**
 * The workout-session feature's public surface: the live workout's paths and queries, the
 * browser data helpers Quick Start and Finish-from-home need, and the numeric keypad sheet.
 */
export { liveWorkoutPath, workoutPaths } from './paths';
export { activeSessionQueryOptions, sessionKeys, sessionQueryOptions, sessionSetsQueryOptions, setKeys } from './api/session-queries';
export { createQuickSession, finishSession, getActiveSession } from './api/session-requests';
export { sessionDataKey } from './lib/session-local-data';
export {
  flushSessionEntries,
  forgetAllSessionLocalData as clearAllSessionLocalData,
  forgetSessionLocalData as clearSessionLocalData,
} from './live/session-entries-store';
export { REST_TIMER_STORAGE_KEY } from './lib/rest-timer-store';
export { NumericKeypadSheet, type KeypadRequest } from './components/numeric-keypad-sheet';
