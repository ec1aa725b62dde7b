import * as z from '../../shared/schemas/zod';
import { patchUserSchema, putUserSchema, searchQueryTextSchema, userIdParamsSchema } from '../../shared/schemas/users';
import { findBlockedAmong, findRelationship } from '../follows/index';
import { createDomainHandler, endpoint, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
import { editProfile, getProfile } from './profiles';
import { searchPeople } from './search';
import { currentTokenVersion } from './token-versions';

const searchQuerySchema = z.extend(pageQuerySchema, { q: searchQueryTextSchema });

/**
 * Every route needs a signed-in caller (shared/routes.ts); only the caller's own profile can be edited. Blocks and
 * follows are the follows domain's: its questions are given here to the profile and the search.
 */
export const handler = createDomainHandler('users', {
  'GET /api/users/search': endpoint({ query: searchQuerySchema }, async ({ query, userId }) => okPage(await searchPeople(userId, query, findBlockedAmong))),

  'GET /api/users/{id}': endpoint({ params: userIdParamsSchema }, async ({ params, userId }) => ok(await getProfile(userId, params.id, findRelationship))),

  'PUT /api/users/{id}': endpoint({ params: userIdParamsSchema, body: putUserSchema }, async ({ params, body, userId }) =>
    ok(await editProfile(userId, params.id, body)),
  ),

  'PATCH /api/users/{id}': endpoint({ params: userIdParamsSchema, body: patchUserSchema }, async ({ params, body, userId }) =>
    ok(await editProfile(userId, params.id, body)),
  ),
}, { tokenVersionOf: currentTokenVersion });
