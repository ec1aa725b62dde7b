import { Dumbbell } from 'lucide-react';
import type { SharedWorkout } from '../../../../../shared/api-types';
import { formatReadableWeightWithUnit, type WeightUnit } from '../../../../../shared/units';
import { setText } from '../../../../../shared/exercise-types/set-text';
import { typedValues } from '../../../../../shared/exercise-types/set-measures';
import { formatMinutes } from '../../../../../shared/workout/durations';
import { formatVolume, poundsToHundredths, prCountText } from '../../../lib/units/insight-format';
import { PrBadge } from '../../../components/ui/pr-badge';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';

/** A best set as its type reads (issue 29): '100 kg × 5', '1:30', '5.00 km · 25:00 · 5:00 /km', '−20 kg × 8'. */
function bestSetText(set: SharedWorkout['bestSets'][number], unit: WeightUnit): string {
  if (!set.exerciseType || set.exerciseType === 'weight_reps') return `${formatReadableWeightWithUnit(poundsToHundredths(set.weight), unit)} × ${set.reps}`;
  return setText(set.exerciseType, typedValues({ ...set, weight: set.weight ? poundsToHundredths(set.weight) : null, reps: set.reps || null }), unit);
}

/**
 * Beyond the spec (issue 9): a finished workout shared as a post — name, duration, volume, sets and best sets, weights
 * in the reader's unit, and its personal records (issue 11). The post carries pounds; they convert here.
 */
export function SharedWorkoutBlock({ workout }: { workout: SharedWorkout }) {
  const unit = useWeightUnit();
  const prs = workout.personalRecordCount ?? 0;
  const stats = [
    { label: 'Duration', value: formatMinutes(workout.durationMinutes) },
    { label: 'Volume', value: formatVolume(poundsToHundredths(workout.totalVolume), unit) },
    { label: 'Sets', value: String(workout.setCount) },
  ];
  return (
    <section aria-label={`Workout: ${workout.name}`} className="mx-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Dumbbell className="size-5 shrink-0 text-blue-700" aria-hidden />
        <span className="min-w-0 flex-1">{workout.name}</span>
        {prs > 0 ? <PrBadge text={prCountText(prs)} /> : null}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-white py-1.5">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="font-semibold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {workout.bestSets.length > 0 ? (
        <>
          <p className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Best sets</p>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm">
            {workout.bestSets.map((set) => (
              <li key={set.exerciseName} className="flex justify-between gap-3">
                <span className="min-w-0 truncate text-slate-800">{set.exerciseName}</span>
                <span className="shrink-0 font-medium text-slate-900">{bestSetText(set, unit)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
