import { describe, expect, it } from 'vitest';
import catalogueEntries from '../../../../../functions/exercises/seed/catalogue.json';
import type { Exercise } from '../../../../../shared/api-types';
import { indexExercises } from './filter-exercises';
import { measureRanking } from './search-ranking';
import { SEARCH_RANKING_SET } from './search-ranking-set';

/** The real catalogue, ordered by name as GET /api/exercises answers it. */
const catalogue: Exercise[] = (catalogueEntries as Omit<Exercise, 'instructions' | 'userId' | 'isCustom'>[])
  .map((entry) => ({ ...entry, instructions: '', userId: null, isCustom: false }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'en'));

describe('the exercise search, measured against what people type', () => {
  const result = measureRanking(indexExercises(catalogue), SEARCH_RANKING_SET);

  it('holds at least 40 searches, each naming a catalogue exercise', () => {
    const ids = new Set(catalogue.map((exercise) => exercise.id));
    expect(SEARCH_RANKING_SET.length).toBeGreaterThanOrEqual(40);
    expect(SEARCH_RANKING_SET.filter((entry) => !ids.has(entry.expected))).toEqual([]);
  });

  it('lists the meant exercise first for at least 90 % of them', () => {
    expect(result.first / result.cases, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.9);
  });

  it('lists it among the first three for every one', () => {
    expect(result.misses.filter((miss) => miss.place === 0 || miss.place > 3)).toEqual([]);
  });
});
