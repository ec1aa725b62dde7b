import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { activeSessionQueryOptions } from '../../../lib/queries/session-queries';
import { LiveWorkout } from '../live/live-workout';
import { WorkoutMessage } from '../live/workout-message';
import { workoutPaths } from '../../../lib/paths';

/**
 * /workout/session (the active session), /workout/session?session={id} and /workout/session/{id}.
 * A full-screen frame without the bottom bar: the workout has its own back button and actions.
 */
export default function LiveWorkoutScreen() {
  const navigate = useNavigate();
  const { sessionId: fromPath } = useParams();
  const [search] = useSearchParams();
  const requested = fromPath || search.get('session') || undefined;
  const active = useQuery({ ...activeSessionQueryOptions(), enabled: !requested });
  const sessionId = requested ?? active.data?.id;

  let content;
  if (sessionId) {
    content = <LiveWorkout key={sessionId} sessionId={sessionId} />;
  } else if (active.isPending) {
    content = <LoadingScreen label="Loading workout..." />;
  } else if (active.isError) {
    content = (
      <WorkoutMessage title="Could not load workout" message={active.error.message} onHome={() => void navigate('/')}>
        <Button onClick={() => void active.refetch()}>Try again</Button>
      </WorkoutMessage>
    );
  } else {
    content = (
      <WorkoutMessage title="No active workout" message="Start a workout to log exercises and sets." onHome={() => void navigate('/')}>
        <Button onClick={() => void navigate(workoutPaths.start)}>Start Empty Workout</Button>
      </WorkoutMessage>
    );
  }

  return <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">{content}</div>;
}
