import { randomUUID } from 'node:crypto';
import type { Exercise } from '../../shared/api-types';
import { CUSTOM_EXERCISE_ID_PREFIX } from './keys';
import { created, createDomainHandler, ok } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { CATALOGUE_CACHE_TTL_MS, cachedForTtl } from './catalogue-cache';
import { createCustomExercise, listCatalogueExercises, listCustomExercises } from './repository';
import { exercisesRoutes } from '../../shared/contract/exercises';

const catalogueExercises = cachedForTtl(listCatalogueExercises, CATALOGUE_CACHE_TTL_MS);

const byName = (a: Exercise, b: Exercise) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'en');

export const handler = createDomainHandler('exercises', exercisesRoutes, {
  /** The catalogue (cached per container) and the caller's own custom exercises, by name. */
  'GET /api/exercises': async ({ userId }) => {
    const [catalogue, custom] = await Promise.all([catalogueExercises(), listCustomExercises({ userId })]);
    return ok([...catalogue, ...custom].sort(byName));
  },

  'POST /api/exercises': async ({ body, userId }) => {
    const exercise = { id: `${CUSTOM_EXERCISE_ID_PREFIX}${randomUUID()}`, ...body, userId, isCustom: true };
    await createCustomExercise({ exercise });
    return created(exercise);
  },
}, { tokenVersionOf: currentTokenVersion });
