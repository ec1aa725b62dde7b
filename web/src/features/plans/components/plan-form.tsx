import { useState, type FormEvent } from 'react';
import type { CheckedPlanRequest } from '../../../../../shared/schemas/plans';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';
import { planRequestOf } from '../lib/plan-request';
import { DescriptionField, DifficultyField, NameField, PublicSwitch } from '../../workout-editor/template/details-fields';

interface PlanFormProps {
  initial: DetailsFormValues;
  /** An edited plan's duration, sent back unchanged (the form has no field for it). */
  keptDuration: number | null;
  isSaving: boolean;
  onSave: (body: CheckedPlanRequest) => void;
}

/** The training plan's fields, pre-checked with the API's schema before saving. */
export function PlanForm({ initial, keptDuration, isSaving, onSave }: PlanFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<DetailsFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = planRequestOf(values, keptDuration);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onSave(result.body);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 px-4 py-5">
      <NameField
        label="Plan name"
        value={values.name}
        onChange={(name) => {
          change({ name });
          setError(null);
        }}
        placeholder="e.g. 12-Week Strength"
        error={error}
      />
      <DescriptionField value={values.description} onChange={(description) => change({ description })} placeholder="What is this plan for?" heightClass="h-28" />
      <DifficultyField value={values.difficulty} onChange={(difficulty) => change({ difficulty })} />
      <PublicSwitch noun="plan" checked={values.isPublic} onCheckedChange={(isPublic) => change({ isPublic })} />
      <SubmitButton isPending={isSaving}>Save Plan</SubmitButton>
    </form>
  );
}
