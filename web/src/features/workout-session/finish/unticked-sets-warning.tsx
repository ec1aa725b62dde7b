import { TriangleAlert } from 'lucide-react';
import { useId, type Ref } from 'react';
import { formatReadableWeightWithUnit, type WeightUnit } from '../../../../../shared/units';
import { WARMUP_LABEL } from '../../../../../shared/workout/set-numbering';
import { Button } from '../../../components/ui/button';
import type { UntickedSet } from './unticked-sets';
import { exerciseTypeOrDefault, type SetMeasure } from '../../../../../shared/exercise-types/types';
import { setText } from '../../../../../shared/exercise-types/set-text';
import { typedValues } from '../../../../../shared/exercise-types/set-measures';

interface UntickedSetsWarningProps {
  sets: readonly UntickedSet[];
  /** Sets the person chose to drop: they go when the workout is saved. */
  dropping: boolean;
  unit: WeightUnit;
  onComplete: () => void;
  onDrop: () => void;
  onKeep: () => void;
  /** Save was pressed while the warning stood: it says what Save waits for. */
  blocked: boolean;
  /** Focused when Save is pressed while the warning stands. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const setName = ({ label }: UntickedSet) => (label === WARMUP_LABEL ? 'Warm-up set' : `Set ${label}`);

const MEASURE_WORDS: Record<SetMeasure, string> = { weight: 'weight', reps: 'reps', durationSeconds: 'time', distanceMeters: 'distance' };

function valuesText({ set, missing }: UntickedSet, unit: WeightUnit): string {
  const weight = set.weight === null ? '–' : formatReadableWeightWithUnit(set.weight, unit);
  // Issue 29: a set of another type reads as its type does ('1:30', '5.00 km · 25:00 · 5:00 /km').
  const shown = exerciseTypeOrDefault(set.exerciseType) === 'weight_reps' ? `${weight} × ${set.reps ?? '–'}` : setText(set.exerciseType, typedValues(set), unit);
  return missing.length > 0 ? `${shown} · needs ${missing.map((measure) => MEASURE_WORDS[measure]).join(' and ')}` : shown;
}

/**
 * The save step's warning (issue 27): sets that hold values but are not ticked do not count. The person completes
 * them (those with every value they need) or drops them (when the workout is saved; Keep them takes that back).
 */
export function UntickedSetsWarning({ sets, dropping, unit, onComplete, onDrop, onKeep, blocked, headingRef }: UntickedSetsWarningProps) {
  const id = useId();
  const one = sets.length === 1;
  const count = one ? '1 set' : `${sets.length} sets`;
  const them = one ? 'it' : 'them';
  const completable = sets.filter((item) => item.missing.length === 0).length;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold text-amber-900 focus:outline-none">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        {dropping ? `${count} will be dropped` : `${count} not ticked`}
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        {dropping
          ? `${one ? 'It is' : 'They are'} deleted when you save this workout.`
          : `${one ? 'It holds values but is' : 'They hold values but are'} not ticked, so ${one ? 'it does' : 'they do'} not count. Complete or drop ${them}.`}
      </p>
      {blocked && !dropping ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-amber-900">
          Complete or drop {them} to save this workout.
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1 text-sm text-amber-900">
        {sets.map((item) => (
          <li key={item.set.id}>
            <span className="font-semibold">{item.set.exerciseName}</span> · {setName(item)} · <span className="tabular-nums">{valuesText(item, unit)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {dropping ? (
          <Button variant="secondary" onClick={onKeep} className="col-span-2">
            Keep {them}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onComplete} disabled={completable === 0}>
              {completable === sets.length ? `Complete ${them}` : `Complete ${completable}`}
            </Button>
            <Button variant="secondary" onClick={onDrop} className="!text-red-700">
              Drop {them}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
