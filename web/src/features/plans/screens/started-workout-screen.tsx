import { Navigate, useSearchParams } from 'react-router-dom';
import { liveWorkoutPath } from '../../../lib/paths';

/**
 * /workout/{planId}?session={sessionId}, opened after a session starts: the live workout of that
 * session, or of the active one when the link names none.
 */
export default function StartedWorkoutScreen() {
  const [search] = useSearchParams();
  return <Navigate to={liveWorkoutPath(search.get('session') || undefined)} replace />;
}
