import { useId, useState } from 'react';
import type { WorkoutExercise } from '../../../../shared/api-types';
import { formatReadableWeightWithUnit } from '../../../../shared/units';
import { previewOf, showMoreLabel } from '../../../../shared/workout/preview';
import { useWeightUnit } from '../../lib/units/use-weight-unit';
import { restText, setsByReps, warmupText } from '../../lib/exercise-details';

/** A workout's exercises: the first 3, then all of them behind 'Show N More' (spec 001 section 2); weights in the person's unit. */
export function ExercisePreviewList({ exercises }: { exercises: readonly WorkoutExercise[] }) {
  const [expanded, setExpanded] = useState(false);
  const unit = useWeightUnit();
  const listId = useId();
  const { shown, hidden } = previewOf(exercises);
  const visible = expanded ? exercises : shown;

  if (exercises.length === 0) return <p className="py-4 text-center text-slate-600">This workout has no exercises yet.</p>;

  return (
    <div className="flex flex-col gap-2">
      <ol id={listId} className="flex flex-col gap-2" aria-label="Exercises">
        {visible.map((exercise) => (
          <li key={exercise.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <div className="flex items-start gap-2">
              <p className="min-w-0 flex-1 font-semibold">{exercise.exerciseName}</p>
              {exercise.supersetGroup ? (
                <span className="shrink-0 rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800">
                  Superset {exercise.supersetGroup}
                </span>
              ) : null}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{setsByReps(exercise.sets, exercise.reps)}</span>
              {exercise.weight !== null ? <span>{formatReadableWeightWithUnit(exercise.weight, unit)}</span> : null}
              <span>Rest {restText(exercise.restSeconds)}</span>
              {exercise.warmupSets > 0 ? <span>{warmupText(exercise.warmupSets)}</span> : null}
            </p>
            {exercise.notes ? <p className="mt-1 text-sm text-slate-700 italic">{exercise.notes}</p> : null}
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-11 rounded-xl text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {expanded ? 'Show Less' : showMoreLabel(hidden)}
        </button>
      ) : null}
    </div>
  );
}
