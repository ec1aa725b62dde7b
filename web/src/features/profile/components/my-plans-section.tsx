import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSummary } from '../../../../../shared/api-types';
import { planDurationMinutes } from '../../../../../shared/workout/durations';
import { OfflineNotKept } from '../../../components/offline/kept-reads-notice';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { difficultyLabel } from '../../../lib/exercise-labels';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { createPlanPath, planPath } from '../../../lib/paths';
import { myPlansQueryOptions } from '../../../lib/queries/plan-queries';

/** 'My Plans': the person's training plans (never their routines), each opening its details (/plan/{id}?view=true: Back returns here; the owner can change it there, issue 27). */
export function MyPlansSection() {
  const headingId = useId();
  const plans = useInfiniteQuery(myPlansQueryOptions());
  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        My Plans
      </h2>
      {waitsForNetwork(plans) ? (
        <OfflineNotKept layout="section" />
      ) : plans.isPending ? (
        <p role="status" className="flex items-center gap-2 py-2 text-slate-600">
          <Spinner className="size-4" />
          Loading...
        </p>
      ) : plans.isLoadingError ? (
        <LoadFailed title={null} layout="section" message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-600">No plans yet</p>
          <Link to={createPlanPath()} className={buttonClasses('secondary', 'min-h-11 text-sm')}>
            Create a plan
          </Link>
        </div>
      ) : (
        <>
          <ul className="-mx-2 flex flex-col">
            {items.map((plan) => (
              <PlanRow key={plan.id} plan={plan} />
            ))}
          </ul>
          {plans.hasNextPage ? (
            <Button variant="ghost" className="mt-2 w-full" disabled={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
              {plans.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              Show more plans
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function PlanRow({ plan }: { plan: PlanSummary }) {
  const workouts = plan.workoutIds.length;
  return (
    <li>
      <Link
        to={planPath(plan.id, { view: true })}
        className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-100"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-slate-900">{plan.name}</span>
          <span className="text-sm text-slate-600">
            {difficultyLabel(plan.difficulty)} · {workouts} {workouts === 1 ? 'workout' : 'workouts'} · {planDurationMinutes(plan.duration)} min
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
