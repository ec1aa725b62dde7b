import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { patchUserSchema, putUserSchema, searchQueryTextSchema, userIdParamsSchema } from '../schemas/users';
import type { DomainContract } from './route';
import { user, userProfile, userSummary } from './responses/people';

// Profiles (spec 001 section 7 'Users and follows'); search is beyond the spec.
export const usersRoutes = {
  'GET /api/users/search': {
    auth: true,
    summary: 'People whose name or username starts with q',
    query: z.extend(pageQuerySchema, { q: searchQueryTextSchema }),
    responses: { 200: z.array(userSummary) },
    paged: true,
  },
  'GET /api/users/{id}': {
    auth: true,
    summary: "A person's profile (another person's public fields only)",
    params: userIdParamsSchema,
    responses: { 200: userProfile },
  },
  'PUT /api/users/{id}': { auth: true, summary: "Edits the caller's profile", params: userIdParamsSchema, body: putUserSchema, responses: { 200: user } },
  'PATCH /api/users/{id}': { auth: true, summary: "Edits some of the caller's profile", params: userIdParamsSchema, body: patchUserSchema, responses: { 200: user } },
} as const satisfies DomainContract;
