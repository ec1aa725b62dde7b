import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Exercise } from '../../../../../shared/api-types';
import { DIFFICULTIES, EQUIPMENT, MUSCLE_GROUPS, type Difficulty } from '../../../../../shared/constants';
import {
  createExerciseRequestSchema,
  DEFAULT_EXERCISE_DIFFICULTY,
  EXERCISE_NAME_MAX_LENGTH,
  FILL_IN_ALL_FIELDS,
} from '../../../../../shared/schemas/exercises';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { DEFAULT_EXERCISE_TYPE, EXERCISE_TYPE_LABELS, EXERCISE_TYPES, type ExerciseType } from '../../../../../shared/exercise-types/types';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { addCreatedExercise, createExercise, exerciseKeys } from '../../../lib/queries/exercise-queries';
import { difficultyLabel } from '../../../lib/exercise-labels';

interface CreateExerciseFormProps {
  onBack: () => void;
  onCreated: (exercise: Exercise) => void;
  /** The dialog's title element, so the form's heading names the dialog. */
  renderTitle: (text: string) => ReactNode;
}

const selectClasses = inputClasses('bg-[length:1.25rem] bg-[right_0.75rem_center] pr-10');
const difficultyOptions = DIFFICULTIES.map((level) => ({ value: level, label: difficultyLabel(level) }));
/** Issue 29: what a set of the exercise measures. */
const typeOptions = EXERCISE_TYPES.map((type) => ({ value: type, label: EXERCISE_TYPE_LABELS[type] }));

/** 'Create Custom Exercise' (spec 000): Back and Create; name, muscle group and equipment required; difficulty defaults to beginner. */
export function CreateExerciseForm({ onBack, onCreated, renderTitle }: CreateExerciseFormProps) {
  const id = useId();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [equipment, setEquipment] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>(DEFAULT_EXERCISE_DIFFICULTY);
  const [exerciseType, setExerciseType] = useState<ExerciseType>(DEFAULT_EXERCISE_TYPE);

  const mutation = useMutation({
    mutationFn: createExercise,
    onSuccess: (exercise) => {
      addCreatedExercise(queryClient, exercise);
      void queryClient.invalidateQueries({ queryKey: exerciseKeys.all });
      toast({ title: 'Exercise created successfully!' });
      onCreated(exercise);
    },
    onError: (error) => {
      toast({ title: 'Failed to create exercise', description: error.message || 'Please try again', variant: 'destructive' });
    },
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (mutation.isPending) return;
    const body = { name, category, equipment, difficulty, muscleGroups: category ? [category] : [], exerciseType };
    const checked = createExerciseRequestSchema.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? FILL_IN_ALL_FIELDS;
      toast({ title: message, variant: 'destructive' });
      return;
    }
    mutation.mutate(body);
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <header className="grid grid-cols-[auto_1fr_auto] items-center gap-1 border-b border-slate-200 px-1 py-2">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center rounded-xl pr-2 font-semibold text-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronLeft className="size-5" aria-hidden />
          Back
        </button>
        {renderTitle('Create Custom Exercise')}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex min-h-11 min-w-14 items-center justify-center gap-1 rounded-xl px-2 font-semibold text-blue-600 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {mutation.isPending ? <Spinner className="size-4" /> : null}
          Create
        </button>
      </header>
      <div className="flex flex-col gap-4 overflow-y-auto px-4 py-5">
        <div>
          <Label htmlFor={`${id}-name`}>Exercise name</Label>
          <input
            id={`${id}-name`}
            className={inputClasses()}
            value={name}
            maxLength={EXERCISE_NAME_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            placeholder="e.g. Landmine Press"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-category`}>Muscle group</Label>
          <Select
            id={`${id}-category`}
            className={selectClasses}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            placeholder="Select muscle group"
            options={MUSCLE_GROUPS}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-equipment`}>Equipment</Label>
          <Select
            id={`${id}-equipment`}
            className={selectClasses}
            value={equipment}
            onChange={(event) => setEquipment(event.target.value)}
            placeholder="Select equipment"
            options={EQUIPMENT}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-difficulty`}>Difficulty</Label>
          <Select
            id={`${id}-difficulty`}
            className={selectClasses}
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as Difficulty)}
            options={difficultyOptions}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            className={selectClasses}
            value={exerciseType}
            onChange={(event) => setExerciseType(event.target.value as ExerciseType)}
            options={typeOptions}
          />
        </div>
      </div>
    </form>
  );
}
