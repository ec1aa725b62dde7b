import type { SetRecordKind } from '../../../../../shared/api-types';

/** How each record a set can set is named on its 'PR' badge (issue 11), in this order. */
const RECORD_NAMES: ReadonlyArray<[SetRecordKind, string]> = [
  ['heaviest_weight', 'heaviest weight'],
  ['best_e1rm', 'best estimated 1RM'],
  ['best_reps', 'most reps at this weight'],
  ['best_set_volume', 'best set volume'],
  // Issue 29: the other exercise types' records.
  ['heaviest_load', 'heaviest load'],
  ['most_reps', 'most reps'],
  ['least_assistance', 'least assistance'],
  ['longest_distance', 'longest distance'],
  ['best_pace', 'best pace'],
  ['longest_duration', 'longest time'],
];

/** 'Personal record: heaviest weight, best estimated 1RM'; '' when the set set none. */
export function recordBadgeName(kinds: readonly SetRecordKind[] | undefined): string {
  const names = RECORD_NAMES.filter(([kind]) => kinds?.includes(kind)).map(([, name]) => name);
  return names.length === 0 ? '' : `Personal record: ${names.join(', ')}`;
}
