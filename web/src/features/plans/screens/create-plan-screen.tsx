import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Plan } from '../../../../../shared/api-types';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { planQueryOptions } from '../api/plan-queries';
import { useSavePlan } from '../api/use-save-plan';
import { BackHeader } from '../components/back-header';
import { LoadFailed } from '../components/load-failed';
import { PlanForm } from '../components/plan-form';
import { PlanNotFound } from '../components/plan-not-found';
import { emptyPlanForm, planFormOf } from '../lib/plan-form';
import { isNotFound } from '../lib/not-found';

/** Create/Edit Training Plan (/create-plan, ?edit={planId}): a full screen that goes to /workouts after saving. */
export default function CreatePlanScreen() {
  const [search] = useSearchParams();
  const editId = search.get('edit') || undefined;
  const title = editId ? 'Edit Training Plan' : 'Create Training Plan';
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <header className="sticky top-0 z-30 pt-[env(safe-area-inset-top)]">
        <BackHeader title={title} backTo={paths.workouts} />
      </header>
      <main className="flex flex-1 flex-col">{editId ? <EditPlan planId={editId} /> : <PlanEditor plan={null} />}</main>
    </div>
  );
}

function EditPlan({ planId }: { planId: string }): ReactNode {
  const plan = useQuery(planQueryOptions(planId));
  if (plan.isPending) return <LoadingScreen />;
  if (plan.isError) {
    return isNotFound(plan.error) ? (
      <PlanNotFound backTo={paths.workouts} backLabel="Back to Workouts" />
    ) : (
      <LoadFailed message={plan.error.message} onRetry={() => void plan.refetch()} />
    );
  }
  return <PlanEditor key={plan.data.id} plan={plan.data} />;
}

function PlanEditor({ plan }: { plan: Plan | null }) {
  const save = useSavePlan(plan?.id);
  return (
    <PlanForm
      initial={plan ? planFormOf(plan) : emptyPlanForm}
      keptDuration={plan?.duration ?? null}
      isSaving={save.isPending}
      onSave={(body) => save.mutate(body)}
    />
  );
}
