import { useId, useState, type FormEvent } from 'react';
import { DIFFICULTIES, type Difficulty } from '../../../../../shared/constants';
import type { PlanRequest } from '../../../../../shared/schemas/plans';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { planRequestOf, type PlanFormValues } from '../lib/plan-form';
import { LabelledSwitch } from './labelled-switch';

const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

interface PlanFormProps {
  initial: PlanFormValues;
  /** An edited plan's duration, sent back unchanged (the form has no field for it). */
  keptDuration: number | null;
  isSaving: boolean;
  onSave: (body: PlanRequest) => void;
}

/** The training plan's fields, pre-checked with the API's schema before saving. */
export function PlanForm({ initial, keptDuration, isSaving, onSave }: PlanFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), description: useId(), difficulty: useId(), error: useId() };
  const change = (patch: Partial<PlanFormValues>) => setValues((current) => ({ ...current, ...patch }));

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
      <div>
        <Label htmlFor={ids.name}>Plan name</Label>
        <input
          id={ids.name}
          className={inputClasses()}
          value={values.name}
          onChange={(event) => {
            change({ name: event.target.value });
            setError(null);
          }}
          placeholder="e.g. 12-Week Strength"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          autoComplete="off"
        />
        {error ? (
          <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor={ids.description}>Description</Label>
        <textarea
          id={ids.description}
          className={inputClasses('h-28 resize-none py-3')}
          value={values.description}
          onChange={(event) => change({ description: event.target.value })}
          placeholder="What is this plan for?"
        />
      </div>
      <div>
        <Label htmlFor={ids.difficulty}>Difficulty</Label>
        <Select
          id={ids.difficulty}
          options={difficultyOptions}
          value={values.difficulty}
          onChange={(event) => change({ difficulty: event.target.value as Difficulty })}
          className={inputClasses('pr-10 [background-position:right_0.75rem_center] [background-size:1.25rem]')}
        />
      </div>
      <LabelledSwitch
        label="Public plan"
        description="Other people can view a public plan."
        checked={values.isPublic}
        onCheckedChange={(isPublic) => change({ isPublic })}
      />
      <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? <Spinner className="size-4" /> : null}
        Save Plan
      </Button>
    </form>
  );
}
