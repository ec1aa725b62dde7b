import type { Exercise } from '../../../../../shared/api-types';
import { filterExercises, type IndexedExercise } from './filter-exercises';
import type { RankingCase } from './search-ranking-set';

export interface RankingResult {
  cases: number;
  /** Cases whose expected exercise is listed first. */
  first: number;
  /** Cases whose expected exercise is among the first three. */
  topThree: number;
  /** Each case not listed first, with where it was (0 when not found) and what came first. */
  misses: { search: string; expected: string; place: number; shownFirst: string | undefined }[];
}

/** Runs every case through the picker's own search, with no equipment or muscle filter. */
export function measureRanking(index: readonly IndexedExercise[], cases: readonly RankingCase[]): RankingResult {
  const result: RankingResult = { cases: cases.length, first: 0, topThree: 0, misses: [] };
  for (const { search, expected } of cases) {
    const found: Exercise[] = filterExercises(index, { search, equipment: '', muscle: '' });
    const place = found.findIndex((exercise) => exercise.id === expected) + 1;
    if (place === 1) result.first += 1;
    else result.misses.push({ search, expected, place, shownFirst: found[0]?.id });
    if (place >= 1 && place <= 3) result.topThree += 1;
  }
  return result;
}
