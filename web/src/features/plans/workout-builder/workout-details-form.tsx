import { Clock } from 'lucide-react';
import { useId, type FormEvent, type Ref } from 'react';
import { DIFFICULTIES, type Difficulty } from '../../../../../shared/constants';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { difficultyLabel } from '../../exercises';
import { LabelledSwitch } from '../components/labelled-switch';
import type { WorkoutFormValues } from './workout-request';

const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }));

interface WorkoutDetailsFormProps {
  id: string;
  values: WorkoutFormValues;
  onChange: (patch: Partial<WorkoutFormValues>) => void;
  estimatedMinutes: number;
  nameRef: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent) => void;
}

/** The workout's own fields (spec 001 section 2) and the live duration estimate (section 9). */
export function WorkoutDetailsForm({ id, values, onChange, estimatedMinutes, nameRef, onSubmit }: WorkoutDetailsFormProps) {
  const ids = { name: useId(), description: useId(), difficulty: useId() };
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label="Workout details" className="flex flex-col gap-4 px-3 pt-4">
      <div>
        <Label htmlFor={ids.name}>Workout name</Label>
        <input
          id={ids.name}
          ref={nameRef}
          className={inputClasses()}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          placeholder="e.g. Push Day"
          autoComplete="off"
          enterKeyHint="done"
        />
      </div>
      <div>
        <Label htmlFor={ids.description}>Description</Label>
        <textarea
          id={ids.description}
          className={inputClasses('h-20 resize-none py-3')}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
          placeholder="Optional"
        />
      </div>
      <div>
        <Label htmlFor={ids.difficulty}>Difficulty</Label>
        <Select
          id={ids.difficulty}
          options={difficultyOptions}
          value={values.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value as Difficulty })}
          className={inputClasses('pr-10 [background-position:right_0.75rem_center] [background-size:1.25rem]')}
        />
      </div>
      <LabelledSwitch
        label="Public workout"
        description="Other people can view a public workout."
        checked={values.isPublic}
        onCheckedChange={(isPublic) => onChange({ isPublic })}
      />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Clock className="size-4" aria-hidden />
        Estimated duration: <strong className="font-semibold text-slate-900">{estimatedMinutes} min</strong>
      </p>
    </form>
  );
}
