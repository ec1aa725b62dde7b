import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { requesterParamsSchema, userIdParamsSchema } from '../schemas/users';
import type { DomainContract } from './route';
import { followCounts, followRequest, followStatus, userSummary } from './responses/people';

const people = { 200: z.array(userSummary) };

// Follows; follow requests, blocking and suggestions are beyond the spec (issue 8).
export const followsRoutes = {
  'GET /api/follows/counts': { auth: true, summary: "The caller's follower and following counts", responses: { 200: followCounts } },
  'GET /api/users/{id}/follows/counts': {
    auth: true,
    summary: "A person's follower and following counts",
    params: userIdParamsSchema,
    responses: { 200: followCounts },
  },
  'GET /api/users/{id}/is-following': {
    auth: true,
    summary: 'Whether the caller follows this person',
    params: userIdParamsSchema,
    responses: { 200: z.boolean() },
  },
  'GET /api/users/{id}/follow-status': {
    auth: true,
    summary: 'Where the caller stands with this person',
    params: userIdParamsSchema,
    responses: { 200: followStatus },
  },
  'POST /api/users/{id}/follow': {
    auth: true,
    summary: 'Follows this person (a request when the account is private)',
    params: userIdParamsSchema,
    responses: { 200: followStatus },
  },
  'DELETE /api/users/{id}/unfollow': {
    auth: true,
    summary: 'Unfollows this person (or withdraws the request)',
    params: userIdParamsSchema,
    responses: { 200: followStatus },
  },
  'GET /api/users/{id}/followers': {
    auth: true,
    summary: "A person's followers",
    params: userIdParamsSchema,
    query: pageQuerySchema,
    responses: people,
    paged: true,
  },
  'GET /api/users/{id}/following': {
    auth: true,
    summary: 'The people a person follows',
    params: userIdParamsSchema,
    query: pageQuerySchema,
    responses: people,
    paged: true,
  },
  'GET /api/users/suggestions': { auth: true, summary: 'People the caller may want to follow', responses: people },
  'GET /api/follow-requests': {
    auth: true,
    summary: "Requests to follow the caller's private account",
    query: pageQuerySchema,
    responses: { 200: z.array(followRequest) },
    paged: true,
  },
  'POST /api/follow-requests/{userId}/accept': {
    auth: true,
    summary: 'Accepts a follow request',
    params: requesterParamsSchema,
    responses: { 204: null },
  },
  'POST /api/follow-requests/{userId}/decline': {
    auth: true,
    summary: 'Declines a follow request',
    params: requesterParamsSchema,
    responses: { 204: null },
  },
  'GET /api/blocks': { auth: true, summary: 'The people the caller blocked', query: pageQuerySchema, responses: people, paged: true },
  'POST /api/users/{id}/block': { auth: true, summary: 'Blocks this person', params: userIdParamsSchema, responses: { 204: null } },
  'DELETE /api/users/{id}/block': { auth: true, summary: 'Unblocks this person', params: userIdParamsSchema, responses: { 204: null } },
} as const satisfies DomainContract;
