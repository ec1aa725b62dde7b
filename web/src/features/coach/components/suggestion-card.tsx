import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlateSetup } from '../../../../../shared/api-types';
import type { WeightUnit } from '../../../../../shared/units';
import { suggestNextSet, type ProgressionRule } from '../../../../../shared/workout/progression';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { exercisesQueryOptions } from '../../../lib/queries/exercise-queries';
import { exerciseDetailPath } from '../../../lib/paths';
import { coachHistoryQueryOptions } from '../../../lib/queries/coach-queries';
import { lastSessionText, RULE_LABELS, suggestionText } from '../lib/coach-text';

const RULE_STYLES: Readonly<Record<ProgressionRule, { className: string; icon: ReactNode }>> = {
  increase_weight: { className: 'bg-green-100 text-green-900', icon: <TrendingUp className="size-4" aria-hidden /> },
  add_rep: { className: 'bg-blue-100 text-blue-900', icon: <Plus className="size-4" aria-hidden /> },
  deload: { className: 'bg-amber-100 text-amber-900', icon: <TrendingDown className="size-4" aria-hidden /> },
};

/** One exercise: its last session, the suggested next set and the reason (one history request, cached). */
export function SuggestionCard({ userId, exerciseId, unit, plateSetup }: { userId: string; exerciseId: string; unit: WeightUnit; plateSetup: PlateSetup }) {
  const titleId = useId();
  const history = useQuery(coachHistoryQueryOptions(userId, exerciseId));
  const entries = history.data ?? [];
  const latest = entries[0];
  // The (cached) exercise list says which lifts go on a bar, and names an exercise without recorded sessions.
  const catalogue = useQuery({ ...exercisesQueryOptions(), enabled: history.isSuccess });
  const barbell = catalogue.data?.find((exercise) => exercise.id === exerciseId)?.equipment === 'Barbell';
  const suggestion = history.data ? suggestNextSet(entries, { unit, plates: barbell ? plateSetup : undefined }) : null;
  const name = latest?.exerciseName ?? catalogue.data?.find((exercise) => exercise.id === exerciseId)?.name ?? 'Exercise';

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm">
      {history.isPending || (history.isSuccess && catalogue.isPending) ? (
        <p role="status" className="flex items-center gap-2 py-2 text-slate-600">
          <Spinner className="size-4" />
          <span id={titleId}>Working out a suggestion...</span>
        </p>
      ) : history.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p id={titleId} className="text-slate-700">
            Could not load this exercise&rsquo;s history. {history.error.message}
          </p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="flex items-start gap-2">
            <h2 id={titleId} className="min-w-0 flex-1 text-base font-semibold wrap-anywhere">
              <Link to={exerciseDetailPath(exerciseId)} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
                {name}
              </Link>
            </h2>
            {suggestion ? (
              <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', RULE_STYLES[suggestion.rule].className)}>
                {RULE_STYLES[suggestion.rule].icon}
                {RULE_LABELS[suggestion.rule]}
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <Minus className="size-4" aria-hidden />
                Not enough history
              </span>
            )}
          </div>
          {latest ? <p className="text-sm text-slate-600">Last time {lastSessionText(latest, unit)}</p> : null}
          {suggestion ? (
            <>
              <p className="text-slate-900">
                <span className="text-sm font-medium text-slate-600">Next: </span>
                <span className="text-2xl font-bold">{suggestionText(suggestion, unit)}</span>
              </p>
              <p className="text-sm text-slate-800">{suggestion.reason}</p>
            </>
          ) : (
            <p className="text-sm text-slate-800">
              {latest
                ? 'Log a completed working set with both weight and reps, and the next one is suggested here.'
                : 'No finished session of this exercise has its sets recorded yet. Finish one and the next set is suggested here.'}
            </p>
          )}
        </>
      )}
    </article>
  );
}
