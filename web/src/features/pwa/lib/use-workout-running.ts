import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { activeSessionQueryOptions } from '../../../lib/queries/session-queries';
import { REST_TIMER_STORAGE_KEY } from '../../../lib/live-session/rest-timer-key';
import { workoutPaths } from '../../../lib/paths';

function restTimerStored(): boolean {
  try {
    return localStorage.getItem(REST_TIMER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * True while a workout may be running: the live workout is on screen, a rest timer runs, or the server (or the cached
 * answer) has an active session; also true while that is not known yet. The session is asked for only when `ask`
 * is true (an update is waiting), so screens make no extra request otherwise.
 */
export function useWorkoutRunning(ask: boolean): boolean {
  const { pathname } = useLocation();
  const active = useQuery({ ...activeSessionQueryOptions(), enabled: ask });
  if (pathname.startsWith(workoutPaths.session) || restTimerStored()) return true;
  return active.data !== null;
}
