import { Clock } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { DescriptionField, DifficultyField, NameField, PublicSwitch } from '../../workout-editor/template/details-fields';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';

interface WorkoutDetailsFormProps {
  id: string;
  values: DetailsFormValues;
  onChange: (patch: Partial<DetailsFormValues>) => void;
  estimatedMinutes: number;
  nameRef: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent) => void;
}

/** The workout's own fields (spec 001 section 2) and the live duration estimate (section 9). */
export function WorkoutDetailsForm({ id, values, onChange, estimatedMinutes, nameRef, onSubmit }: WorkoutDetailsFormProps) {
  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label="Workout details" className="flex flex-col gap-4 px-3 pt-4">
      <NameField label="Workout name" value={values.name} onChange={(name) => onChange({ name })} placeholder="e.g. Push Day" inputRef={nameRef} enterKeyHint="done" />
      <DescriptionField value={values.description} onChange={(description) => onChange({ description })} placeholder="Optional" heightClass="h-20" />
      <DifficultyField value={values.difficulty} onChange={(difficulty) => onChange({ difficulty })} />
      <PublicSwitch noun="workout" checked={values.isPublic} onCheckedChange={(isPublic) => onChange({ isPublic })} />
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Clock className="size-4" aria-hidden />
        Estimated duration: <strong className="font-semibold text-slate-900">{estimatedMinutes} min</strong>
      </p>
    </form>
  );
}
