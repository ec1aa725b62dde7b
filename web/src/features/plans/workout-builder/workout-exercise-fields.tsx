import { Link2, X } from 'lucide-react';
import { useId } from 'react';
import { MAX_NOTES_LENGTH, MAX_REPS_TEXT_LENGTH, MAX_SETS, MAX_WARMUP_SETS, MIN_SETS } from '../../../../../shared/schemas/plans';
import { formatRest } from '../../../../../shared/workout/rest';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { countsOf, type SetCounts } from '../../workout-editor';
import { CountField, fieldClasses } from './count-field';
import { restChoicesWith, setsFromInput, warmupSetsFromInput, type WorkoutTemplateExercise } from './workout-template';

type EntryFields = Pick<WorkoutTemplateExercise, 'reps' | 'restSeconds' | 'notes'>;

interface WorkoutExerciseFieldsProps {
  exercise: WorkoutTemplateExercise;
  onChange: (patch: Partial<EntryFields>) => void;
  onCountsChange: (counts: SetCounts) => void;
  onLeaveSuperset: () => void;
  /** Superset mode: the exercise can be picked for the new superset. */
  selection?: { selected: boolean; onToggle: () => void };
}

/** The workout builder's fields of one exercise (spec 001 sections 2, 4, 5): superset, sets, reps, rest, notes. */
export function WorkoutExerciseFields({ exercise, onChange, onCountsChange, onLeaveSuperset, selection }: WorkoutExerciseFieldsProps) {
  const ids = { reps: useId(), rest: useId(), notes: useId(), select: useId() };
  const counts = countsOf(exercise.sets);

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 px-4 pt-2 pb-3">
      {selection ? (
        <label
          htmlFor={ids.select}
          className="flex min-h-11 items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 px-3 font-medium text-blue-900 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-100"
        >
          <input id={ids.select} type="checkbox" checked={selection.selected} onChange={selection.onToggle} className="size-5 accent-blue-600" />
          Select for superset
        </label>
      ) : null}
      {exercise.supersetGroup ? (
        <div className="flex items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-1 text-sm font-semibold text-violet-800">
            <Link2 className="size-4" aria-hidden />
            Superset {exercise.supersetGroup}
          </span>
          <button
            type="button"
            onClick={onLeaveSuperset}
            aria-label={`Remove ${exercise.name} from superset ${exercise.supersetGroup}`}
            className="inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <X className="size-4" aria-hidden />
            Remove
          </button>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <CountField
          label="Sets"
          value={counts.sets}
          min={MIN_SETS}
          max={MAX_SETS}
          parse={setsFromInput}
          onChange={(sets) => onCountsChange({ ...counts, sets })}
        />
        <CountField
          label="Warm-up sets"
          value={counts.warmupSets}
          min={0}
          max={MAX_WARMUP_SETS}
          parse={warmupSetsFromInput}
          onChange={(warmupSets) => onCountsChange({ ...counts, warmupSets })}
        />
        <div>
          <Label htmlFor={ids.reps} className="mb-1 text-xs">
            Reps
          </Label>
          <input
            id={ids.reps}
            value={exercise.reps}
            maxLength={MAX_REPS_TEXT_LENGTH}
            onChange={(event) => onChange({ reps: event.target.value })}
            placeholder="8-10"
            autoComplete="off"
            className={fieldClasses}
          />
        </div>
        <div>
          <Label htmlFor={ids.rest} className="mb-1 text-xs">
            Rest
          </Label>
          <Select
            id={ids.rest}
            options={restChoicesWith(exercise.restSeconds).map((seconds) => ({ value: String(seconds), label: formatRest(seconds) }))}
            value={String(exercise.restSeconds)}
            onChange={(event) => onChange({ restSeconds: Number(event.target.value) })}
            className={`${fieldClasses} pr-8 [background-position:right_0.5rem_center] [background-size:1.125rem]`}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={ids.notes} className="mb-1 text-xs">
          Notes
        </Label>
        <input
          id={ids.notes}
          value={exercise.notes}
          maxLength={MAX_NOTES_LENGTH}
          onChange={(event) => onChange({ notes: event.target.value })}
          placeholder="Optional"
          autoComplete="off"
          className={fieldClasses}
        />
      </div>
    </div>
  );
}
