import { useLocation } from 'react-router-dom';
import { SessionSummary } from '../components/session-summary';
import { WorkoutDetails } from '../components/workout-details';
import { WorkoutPlanDetails } from '../components/workout-plan-details';
import { detailTargetOf } from '../lib/detail-target';

/** Workout Details (spec 001 section 2): one screen for /workout-session/{id}, /workout-plan/{id} and /workout-detail/{id}. */
export default function WorkoutDetailScreen() {
  const { kind, id } = detailTargetOf(useLocation().pathname);
  if (kind === 'session') return <SessionSummary key={id} sessionId={id} />;
  if (kind === 'plan') return <WorkoutPlanDetails key={id} planId={id} />;
  return <WorkoutDetails key={id} workoutId={id} />;
}
