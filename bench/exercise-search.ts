/**
 * `npm run bench -- search`: the exercise picker's ranking against what people type (issue 27, deliverable 10), run
 * through the picker's own search over the real catalogue, in the order GET /api/exercises answers it.
 */
import catalogueEntries from '../functions/exercises/seed/catalogue.json';
import type { Exercise } from '../shared/api-types';
import { indexExercises } from '../web/src/features/exercises/lib/filter-exercises';
import { measureRanking } from '../web/src/features/exercises/lib/search-ranking';
import { SEARCH_RANKING_SET } from '../web/src/features/exercises/lib/search-ranking-set';
import type { BenchFigure } from './figures';

export async function measureExerciseSearch(): Promise<BenchFigure[]> {
  const catalogue: Exercise[] = (catalogueEntries as Omit<Exercise, 'instructions' | 'userId' | 'isCustom'>[])
    .map((entry) => ({ ...entry, instructions: '', userId: null, isCustom: false }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'en'));
  const result = measureRanking(indexExercises(catalogue), SEARCH_RANKING_SET);
  const percent = (count: number) => Math.round((count / result.cases) * 1000) / 10;
  const missed = result.misses.map((miss) => `'${miss.search}' #${miss.place || '-'}`).join(', ');
  const section = 'Exercise search';
  return [
    {
      section,
      name: `meant exercise first (${result.cases} searches)`,
      value: percent(result.first),
      unit: '%',
      budget: { limit: 90, kind: 'min', basis: 'issue 27' },
      ...(missed && { note: missed }),
    },
    { section, name: 'meant exercise in the top 3', value: percent(result.topThree), unit: '%', budget: { limit: 100, kind: 'min', basis: 'issue 27' } },
  ];
}
