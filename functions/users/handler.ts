import { findBlockedAmong, findRelationship } from '../follows/index';
import { createDomainHandler, ok, okPage } from '../lib/http';
import { editProfile, getProfile } from './profiles';
import { searchPeople } from './search';
import { currentTokenVersion } from './token-versions';
import { usersRoutes } from '../../shared/contract/users';

/**
 * Every route needs a signed-in caller (shared/routes.ts); only the caller's own profile can be edited. Blocks and
 * follows are the follows domain's: its questions are given here to the profile and the search.
 */
export const handler = createDomainHandler('users', usersRoutes, {
  'GET /api/users/search': async ({ query, userId }) => okPage(await searchPeople(userId, query, findBlockedAmong)),

  'GET /api/users/{id}': async ({ params, userId }) => ok(await getProfile(userId, params.id, findRelationship)),

  'PUT /api/users/{id}': async ({ params, body, userId }) =>
    ok(await editProfile(userId, params.id, body)),

  'PATCH /api/users/{id}': async ({ params, body, userId }) =>
    ok(await editProfile(userId, params.id, body)),
}, { tokenVersionOf: currentTokenVersion });
