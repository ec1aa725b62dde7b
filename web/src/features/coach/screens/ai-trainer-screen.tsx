import { useQuery } from '@tanstack/react-query';
import { Dumbbell, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { recentExercisesQueryOptions } from '../../../lib/queries/recent-exercises';
import { useTrainingSettings } from '../../../lib/units/use-weight-unit';
import { SuggestionCard } from '../components/suggestion-card';
import { COACH_WINDOW_DAYS, exercisesToCoach } from '../lib/coach-plan';

/**
 * /ai-trainer (issue 11): a rule-based coach that explains itself. For each exercise trained in the last six weeks
 * (at most ten), the next weight and reps from the person's own history, each with its reason. No outside service.
 */
export default function AiTrainerScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Sparkles className="size-6 text-blue-600" aria-hidden />
          AI Trainer
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Your next weights and reps, worked out from your own workouts by a few clear rules. Nothing is sent anywhere else.
        </p>
      </div>
      {user ? <Suggestions userId={user.id} /> : <LoadingScreen />}
      <HowItWorks />
    </div>
  );
}

function Suggestions({ userId }: { userId: string }) {
  const { weightUnit: unit, plateSetup } = useTrainingSettings();
  const recent = useQuery(recentExercisesQueryOptions(userId));
  // Fixed while the screen is open, so the six-week window does not move under the list.
  const [now] = useState(() => Date.now());
  const coached = useMemo(() => exercisesToCoach(recent.data ?? [], now), [recent.data, now]);

  if (recent.isPending) return <LoadingScreen label="Looking at your recent workouts..." />;
  if (recent.isError) return <LoadFailed message={recent.error.message} onRetry={() => void recent.refetch()} />;
  if (coached.length === 0) {
    return (
      <StatusMessage title="Nothing to coach yet" message={`Finish a workout with weights and reps, and your suggestions appear here. The coach looks at the last ${COACH_WINDOW_DAYS / 7} weeks.`}>
        <Link to={paths.workouts} className={buttonClasses('primary')}>
          <Dumbbell className="size-5" aria-hidden />
          Go to Workouts
        </Link>
      </StatusMessage>
    );
  }
  return (
    <section aria-label="Suggestions" className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {`${coached.length} ${coached.length === 1 ? 'exercise' : 'exercises'} from the last ${COACH_WINDOW_DAYS / 7} weeks, most recent first.`}
      </p>
      <ul className="flex flex-col gap-3">
        {coached.map((item) => (
          <li key={item.exerciseId}>
            <SuggestionCard userId={userId} exerciseId={item.exerciseId} unit={unit} plateSetup={plateSetup} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600">How the coach decides</summary>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
        <li>Each exercise is read from its last finished sessions. Warm-ups, unfinished sets and sets without weight or reps do not count.</li>
        <li>Your working weight is your heaviest working set; the sets at that weight decide.</li>
        <li>
          Double progression in your usual rep range (3–5, 6–8, 8–12 or 12–15, from the reps you do): when every set reached the top of
          the range, add 2.5 kg (5 lb) and go back to the bottom; otherwise stay and add a rep.
        </li>
        <li>After three sessions in a row without progress (neither heavier nor more reps), it suggests a 10% deload.</li>
        <li>With no working set that has both weight and reps, it says there is not enough history instead of guessing.</li>
      </ul>
    </details>
  );
}
