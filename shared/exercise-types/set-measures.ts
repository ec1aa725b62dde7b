/**
 * A set's measures per exercise type (issue 29), pure: which a set may hold, which a completed set needs, and the
 * 400 message that names a field the type does not measure. Weights in hundredths of a pound; for an assisted
 * bodyweight exercise the weight is the assistance (less is better), for a weighted one the weight added.
 */
import { EXERCISE_TYPE_LABELS, hasMeasure, type ExerciseType, type SetMeasure } from './types';

export interface TypedSetValues {
  weight: number | null;
  reps: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
}

/** A set stored before types holds neither duration nor distance: both read as null. */
export const typedValues = (set: { weight?: number | null; reps?: number | null; durationSeconds?: number | null; distanceMeters?: number | null }): TypedSetValues => ({
  weight: set.weight ?? null,
  reps: set.reps ?? null,
  durationSeconds: set.durationSeconds ?? null,
  distanceMeters: set.distanceMeters ?? null,
});

/**
 * Only the measures types brought are refused where they do not belong. Weight and reps stay accepted on every type:
 * clients that do not know types send them for every set, and people logged e.g. push-ups with a vest's weight before
 * the catalogue typed them bodyweight; such values are kept and count for nothing their type does not count.
 */
const TYPED_ONLY_MEASURES: readonly SetMeasure[] = ['durationSeconds', 'distanceMeters'];

/** The first time or distance the set holds (not null) that its exercise's type does not measure, with the message naming it. */
export function unmeasuredFieldMessage(type: ExerciseType, values: Partial<TypedSetValues>): string | undefined {
  const field = TYPED_ONLY_MEASURES.find((measure) => values[measure] !== undefined && values[measure] !== null && !hasMeasure(type, measure));
  return field && `${field} is not a measure of a ${EXERCISE_TYPE_LABELS[type].toLowerCase()} exercise.`;
}

/**
 * What a completed set of the type needs. The added weight of a weighted bodyweight set and the assistance of an
 * assisted one may be left empty (none added, none used); every other measure of the type is needed.
 */
export function neededMeasures(type: ExerciseType): readonly SetMeasure[] {
  switch (type) {
    case 'bodyweight_reps':
    case 'weighted_bodyweight':
    case 'assisted_bodyweight':
      return ['reps'];
    case 'duration':
      return ['durationSeconds'];
    case 'weight_duration':
      return ['weight', 'durationSeconds'];
    case 'distance_duration':
      return ['distanceMeters', 'durationSeconds'];
    case 'weight_distance':
      return ['weight', 'distanceMeters'];
    case 'weight_reps':
      return ['weight', 'reps'];
  }
}

/**
 * The needed measures the set lacks. A set with reps and neither a time nor a distance is complete whatever its type:
 * what a client that does not know types sends (the live workout before its columns follow the type).
 */
export function missingMeasures(type: ExerciseType, values: TypedSetValues): SetMeasure[] {
  const missing = neededMeasures(type).filter((measure) => values[measure] === null);
  const untypedClient = values.reps !== null && values.durationSeconds === null && values.distanceMeters === null;
  return untypedClient ? missing.filter((measure) => measure === 'reps' || measure === 'weight') : missing;
}

const MEASURE_WORDS: Record<SetMeasure, string> = { weight: 'weight', reps: 'reps', durationSeconds: 'time', distanceMeters: 'distance' };

export function missingMeasuresMessage(missing: readonly SetMeasure[]): string {
  return `Enter the ${missing.map((measure) => MEASURE_WORDS[measure]).join(' and ')} to complete this set.`;
}
