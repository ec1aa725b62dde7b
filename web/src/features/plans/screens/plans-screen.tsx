import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarRange, ChevronRight, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSummary } from '../../../../../shared/api-types';
import { planDurationMinutes } from '../../../../../shared/workout/durations';
import { BackHeader } from '../../../components/ui/back-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { OfflineNotKept } from '../../../components/offline/kept-reads-notice';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { difficultyLabel } from '../../../lib/exercise-labels';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries';
import { myPlansQueryOptions } from '../../../lib/queries/plan-queries';
import { createPlanPath, planPath } from '../../../lib/paths';
import { unsentPlansOf } from '../offline/plan-changes';

/**
 * Training Plans (/plans, issue 27): the person's plans, apart from their routines (which are on Workouts). Each
 * opens its details, where the owner adds, orders and edits its workouts.
 */
export default function PlansScreen() {
  const plans = useInfiniteQuery(myPlansQueryOptions());
  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <BackHeader title="Training Plans" backTo={paths.workouts} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <Link to={createPlanPath()} className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden />
          New Plan
        </Link>
        {waitsForNetwork(plans) ? (
          <UnsentPlans />
        ) : plans.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
            <Spinner />
            Loading plans...
          </p>
        ) : plans.isError ? (
          <LoadFailed title={null} layout="section" message={plans.error.message} onRetry={() => void plans.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-1 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <CalendarRange className="mb-1 size-8 text-slate-400" aria-hidden />
            <p className="font-semibold">No plans yet</p>
            <p className="text-sm text-slate-600">A plan holds workouts in order, such as a four-week block.</p>
          </div>
        ) : (
          <ul aria-label="My plans" className="flex flex-col gap-3">
            {items.map((plan) => (
              <PlanItem key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
        {plans.hasNextPage ? (
          <Button variant="secondary" disabled={plans.isFetchingNextPage} onClick={() => void plans.fetchNextPage()}>
            {plans.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** Offline with no list of plans kept on the phone (issue 30): the plans built on this phone meanwhile are shown already. */
function UnsentPlans() {
  const entries = useOutboxEntries();
  const unsent = useMemo(() => unsentPlansOf(entries), [entries]);
  return (
    <>
      <OfflineNotKept layout="section" />
      {unsent.length > 0 ? (
        <ul aria-label="Plans saved on this phone" className="flex flex-col gap-3">
          {unsent.map((plan) => (
            <PlanItem key={plan.id} plan={plan} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function PlanItem({ plan }: { plan: PlanSummary }) {
  const workouts = plan.workoutIds.length;
  return (
    <li>
      <Link
        to={planPath(plan.id)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold wrap-anywhere text-slate-900">{plan.name}</span>
          <span className="text-sm text-slate-600">
            {difficultyLabel(plan.difficulty)} · {workouts} {workouts === 1 ? 'workout' : 'workouts'} · {planDurationMinutes(plan.duration)} min
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
      </Link>
    </li>
  );
}
