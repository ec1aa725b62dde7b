import { Link2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BackHeader } from '../../../components/ui/back-header';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/use-toast';
import { paths } from '../../../lib/paths';
import { localWorkout, useLocalTemplate, WorkoutEditor, type EditorModel } from '../../workout-editor';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';
import { planPath } from '../../../lib/paths';
import { SupersetBar } from './superset-bar';
import { leaveSuperset, saveSuperset, toggleSelected } from './superset-selection';
import { useSaveWorkout } from './use-save-workout';
import { useTemplateSubmit } from '../../workout-editor/template/use-template-submit';
import { WorkoutDetailsForm } from './workout-details-form';
import { WorkoutExerciseFields } from './workout-exercise-fields';
import { estimatedMinutesOf, workoutRequestOf } from './workout-request';
import { withSetCounts, withTypedEntry, workoutExerciseOf, type WorkoutTemplate } from './workout-template';

interface WorkoutBuilderProps {
  /** The workout being edited; absent for a new one. */
  editId?: string;
  /** The plan the workout belongs (or is added) to. */
  planId: string | null;
  initialForm: DetailsFormValues;
  initialTemplate: WorkoutTemplate;
}

/** Create/Edit Workout (spec 001 section 2): the workout's fields, its exercises with their entry fields, and superset mode. */
export function WorkoutBuilder({ editId, planId, initialForm, initialTemplate }: WorkoutBuilderProps) {
  const [form, setForm] = useState(initialForm);
  const { workout, setWorkout, model } = useLocalTemplate(() => initialTemplate, workoutExerciseOf);
  const [selection, setSelection] = useState<string[] | null>(null);
  const save = useSaveWorkout(editId, () => new Map(workout.exercises.map((exercise) => [exercise.exerciseId, exercise.name])));
  const { toast } = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const exercisesHeadingId = useId();

  const submit = useTemplateSubmit({
    isSaving: save.isPending,
    name: form.name,
    nameRef,
    requestOf: () => workoutRequestOf(form, workout, planId),
    save: save.mutate,
  });

  function saveSelection() {
    const result = saveSuperset(workout.exercises, selection ?? []);
    if ('error' in result) {
      toast({ title: result.error, variant: 'destructive' });
      return;
    }
    setWorkout({ ...workout, exercises: result.exercises });
    setSelection(null);
  }

  const editorModel: EditorModel = {
    ...model,
    pickerLayout: 'tabs',
    editEntry: (exerciseId, setId, field, text) => setWorkout((current) => withTypedEntry(current, exerciseId, setId, field, text)),
    renderExerciseDetails: ({ exerciseId }) => {
      const exercise = workout.exercises.find((item) => item.exerciseId === exerciseId);
      if (!exercise) return null;
      return (
        <WorkoutExerciseFields
          exercise={exercise}
          onChange={(patch) => setWorkout((current) => localWorkout.updateExercise(current, exerciseId, (item) => ({ ...item, ...patch })))}
          onCountsChange={(counts) => setWorkout((current) => withSetCounts(current, exerciseId, counts))}
          onLeaveSuperset={() => setWorkout((current) => ({ ...current, exercises: leaveSuperset(current.exercises, exerciseId) }))}
          selection={selection ? { selected: selection.includes(exerciseId), onToggle: () => setSelection(toggleSelected(selection, exerciseId)) } : undefined}
        />
      );
    },
  };

  return (
    <>
      <BackHeader
        sticky
        title={editId ? 'Edit Workout Plan' : 'Create Workout Plan'}
        backTo={planId ? planPath(planId) : paths.workouts}
        actions={
          <SubmitButton form={formId} isPending={save.isPending} className="min-w-20">
            Save
          </SubmitButton>
        }
      />
      <WorkoutDetailsForm
        id={formId}
        values={form}
        onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
        estimatedMinutes={estimatedMinutesOf(workout.exercises)}
        nameRef={nameRef}
        onSubmit={submit}
      />
      <section aria-labelledby={exercisesHeadingId} className="flex items-center justify-between gap-2 px-3 pt-5">
        <h2 id={exercisesHeadingId} className="text-lg font-bold text-slate-900">
          Exercises
        </h2>
        {selection ? null : (
          <Button variant="secondary" onClick={() => setSelection([])} className="min-h-11">
            <Link2 className="size-4" aria-hidden />
            Superset
          </Button>
        )}
      </section>
      <WorkoutEditor
        model={editorModel}
        emptyTitle="No exercises yet"
        emptyDescription="Add exercises with their sets, reps and rest."
        footer={selection ? <div aria-hidden className="h-28" /> : null}
      />
      {selection ? <SupersetBar selectedCount={selection.length} onCancel={() => setSelection(null)} onSave={saveSelection} /> : null}
    </>
  );
}
