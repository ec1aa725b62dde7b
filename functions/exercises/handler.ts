import { randomUUID } from 'node:crypto';
import type { Exercise } from '../../shared/api-types';
import { CUSTOM_EXERCISE_ID_PREFIX } from './keys';
import { created, createDomainHandler, ok } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { CATALOGUE_CACHE_TTL_MS, cachedForTtl } from './catalogue-cache';
import { catalogueDigest, entityTag, listVersion, matchesEntityTag } from './list-version';
import { createCustomExercise, listCatalogueExercises, listCustomExercises } from './repository';
import { exercisesRoutes } from '../../shared/contract/exercises';

/** The catalogue with its digest, both kept per container. */
const catalogueExercises = cachedForTtl(async () => {
  const exercises = await listCatalogueExercises();
  return { exercises, digest: catalogueDigest(exercises) };
}, CATALOGUE_CACHE_TTL_MS);

const byName = (a: Exercise, b: Exercise) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'en');

export const handler = createDomainHandler('exercises', exercisesRoutes, {
  /**
   * The catalogue (cached per container) and the caller's own custom exercises, by name, versioned by an ETag: a phone
   * that names the version it keeps (If-None-Match) gets a 304 without the list (issue 30).
   */
  'GET /api/exercises': async ({ userId, event }) => {
    const [catalogue, custom] = await Promise.all([catalogueExercises(), listCustomExercises({ userId })]);
    const version = listVersion(catalogue.digest, custom);
    const headers = { etag: entityTag(version) };
    if (matchesEntityTag(event.headers['if-none-match'], version)) return { statusCode: 304, headers };
    return { ...ok([...catalogue.exercises, ...custom].sort(byName)), headers };
  },

  'POST /api/exercises': async ({ body, userId }) => {
    const exercise = { id: `${CUSTOM_EXERCISE_ID_PREFIX}${randomUUID()}`, ...body, userId, isCustom: true };
    await createCustomExercise({ exercise });
    return created(exercise);
  },
}, { tokenVersionOf: currentTokenVersion });
