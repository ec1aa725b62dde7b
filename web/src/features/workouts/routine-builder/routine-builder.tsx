import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { useLocalTemplate, WorkoutEditor } from '../../workout-editor';
import { routineRequestOf, type RoutineFormValues } from './routine-request';
import { RoutineHeader } from './routine-header';
import { routineExerciseOf, type RoutineTemplate } from './routine-template';
import { useSaveRoutine } from './use-save-routine';

interface RoutineBuilderProps {
  /** The routine being edited; absent for a new one. */
  editId?: string;
  initialForm: RoutineFormValues;
  initialTemplate: RoutineTemplate;
}

/** The routine builder (spec 000 section 2): name, description and the exercises, held here until Save. */
export function RoutineBuilder({ editId, initialForm, initialTemplate }: RoutineBuilderProps) {
  const [form, setForm] = useState(initialForm);
  const { workout, model } = useLocalTemplate(() => initialTemplate, routineExerciseOf);
  const save = useSaveRoutine(editId);
  const { toast } = useToast();
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { form: useId(), name: useId(), description: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const result = routineRequestOf(form, workout);
    if ('error' in result) {
      toast({ title: result.error, variant: 'destructive' });
      if (!form.name.trim()) nameRef.current?.focus();
      return;
    }
    save.mutate(result.body);
  }

  return (
    <>
      <RoutineHeader
        title={editId ? 'Edit Routine' : 'Create Routine'}
        action={
          <Button type="submit" form={ids.form} disabled={save.isPending} aria-busy={save.isPending} className="min-w-20">
            {save.isPending ? <Spinner className="size-4" /> : null}
            Save
          </Button>
        }
      />
      <form id={ids.form} onSubmit={submit} noValidate aria-label="Routine details" className="flex flex-col gap-4 px-3 pt-4">
        <div>
          <Label htmlFor={ids.name}>Routine name</Label>
          <input
            id={ids.name}
            ref={nameRef}
            className={inputClasses()}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            placeholder="e.g. Upper Body A"
            autoComplete="off"
            enterKeyHint="done"
          />
        </div>
        <div>
          <Label htmlFor={ids.description}>Description</Label>
          <textarea
            id={ids.description}
            className={inputClasses('h-20 resize-none py-3')}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            placeholder="Optional"
          />
        </div>
      </form>
      <WorkoutEditor model={model} emptyTitle="No exercises yet" emptyDescription="Add exercises and their sets to build this routine." />
    </>
  );
}
