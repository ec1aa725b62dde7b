import { useEffect } from 'react';
import { watchPlanDeliveries } from '../features/plans/offline/plan-changes';
import { watchRoutineDeliveries } from '../features/workouts/routine-builder/routine-changes';
import { useLiveChangeAnswers } from '../lib/live-session/use-live-change-answers';

/**
 * The outbox's listeners as a component of their own, so they load after the first screen (auth-gate): the live
 * workout's answers, and routines and plans saved offline (issue 30), which a reload may deliver on any screen.
 */
export default function SessionOutboxSync() {
  useLiveChangeAnswers();
  useEffect(() => {
    watchRoutineDeliveries();
    watchPlanDeliveries();
  }, []);
  return null;
}
