import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Plan } from '../../../../../shared/api-types';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { planQueryOptions } from '../../../lib/queries/plan-queries';
import { useSavePlan } from '../api/use-save-plan';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PlanForm } from '../components/plan-form';
import { PlanNotFound } from '../components/plan-not-found';
import { detailsFormOf, emptyDetailsForm } from '../../workout-editor/template/details-form';
import { isNotFound } from '../lib/not-found';
import { planPath, planPaths } from '../../../lib/paths';

/** Create/Edit Training Plan (/create-plan, ?edit={planId}): a full screen that opens the plan after saving. */
export default function CreatePlanScreen() {
  const [search] = useSearchParams();
  const editId = search.get('edit') || undefined;
  const title = editId ? 'Edit Training Plan' : 'Create Training Plan';
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <BackHeader sticky title={title} backTo={editId ? planPath(editId) : planPaths.plans} />
      <main className="flex flex-1 flex-col">{editId ? <EditPlan planId={editId} /> : <PlanEditor plan={null} />}</main>
    </div>
  );
}

function EditPlan({ planId }: { planId: string }): ReactNode {
  const plan = useQuery(planQueryOptions(planId));
  if (plan.isPending) return <LoadingScreen />;
  if (plan.isError) {
    return isNotFound(plan.error) ? (
      <PlanNotFound backTo={planPaths.plans} backLabel="Back to Plans" />
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
      initial={plan ? detailsFormOf(plan) : emptyDetailsForm}
      keptDuration={plan?.duration ?? null}
      isSaving={save.isPending}
      onSave={(body) => save.mutate(body)}
    />
  );
}
