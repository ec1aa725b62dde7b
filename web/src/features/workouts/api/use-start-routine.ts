import { useStartSessionFrom } from '../../../lib/live-session/use-start-session-from';

/** Start Routine: a live workout holding the routine's exercises and sets, or the workout already running. */
export const useStartRoutine = () => useStartSessionFrom('Failed to start routine. Please try again.');
