import { useStartSessionFrom } from '../../workout-session';

/** Start Routine: a live workout holding the routine's exercises and sets, or the workout already running. */
export const useStartRoutine = () => useStartSessionFrom('Failed to start routine. Please try again.');
