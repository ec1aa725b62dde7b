import { useId, useRef, useState } from 'react';
import { BackHeader } from '../../../components/ui/back-header';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../lib/paths';
import { DescriptionField, NameField } from '../../workout-editor/template/details-fields';
import { useTemplateSubmit } from '../../workout-editor/template/use-template-submit';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';
import { useLocalTemplate, WorkoutEditor } from '../../workout-editor';
import type { EditorModel } from '../../workout-editor';
import { routineRequestOf } from './routine-request';
import { regroupRoutine, routineSupersets } from './routine-supersets';
import { routineExerciseOf, type RoutineTemplate } from './routine-template';
import { useSaveRoutine } from './use-save-routine';

interface RoutineBuilderProps {
  /** The routine being edited; absent for a new one. */
  editId?: string;
  initialForm: DetailsFormValues;
  initialTemplate: RoutineTemplate;
}

/** The routine builder (spec 000 section 2): name, description and the exercises, held here until Save. */
export function RoutineBuilder({ editId, initialForm, initialTemplate }: RoutineBuilderProps) {
  const [form, setForm] = useState(initialForm);
  const { workout, setWorkout, model: templateModel } = useLocalTemplate(() => initialTemplate, routineExerciseOf);
  // Issue 29: "Superset with…" and "Remove from superset" in the exercise menu, shown as the live workout shows them.
  const supersets = routineSupersets(workout.exercises);
  const model: EditorModel = {
    ...templateModel,
    exercises: templateModel.exercises.map((exercise) => ({ ...exercise, superset: supersets[exercise.exerciseId] })),
    setSuperset: (exerciseId, partners) => setWorkout((current) => ({ ...current, exercises: regroupRoutine(current.exercises, exerciseId, partners) })),
  };
  const save = useSaveRoutine(editId, () => new Map(workout.exercises.map((exercise) => [exercise.exerciseId, exercise.name])));
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const submit = useTemplateSubmit({
    isSaving: save.isPending,
    name: form.name,
    nameRef,
    requestOf: () => routineRequestOf(form, workout),
    save: save.mutate,
  });

  return (
    <>
      <BackHeader
        sticky
        title={editId ? 'Edit Routine' : 'Create Routine'}
        backTo={paths.workouts}
        actions={
          <SubmitButton form={formId} isPending={save.isPending} className="min-w-20">
            Save
          </SubmitButton>
        }
      />
      <form id={formId} onSubmit={submit} noValidate aria-label="Routine details" className="flex flex-col gap-4 px-3 pt-4">
        <NameField label="Routine name" value={form.name} onChange={(name) => setForm({ ...form, name })} placeholder="e.g. Upper Body A" inputRef={nameRef} enterKeyHint="done" />
        <DescriptionField value={form.description} onChange={(description) => setForm({ ...form, description })} placeholder="Optional" heightClass="h-20" />
      </form>
      <WorkoutEditor model={model} emptyTitle="No exercises yet" emptyDescription="Add exercises and their sets to build this routine." />
    </>
  );
}
