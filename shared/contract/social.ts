import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import {
  authorParamsSchema,
  commentParamsSchema,
  createCommentSchema,
  createPostSchema,
  feedQuerySchema,
  postIdParamsSchema,
  reportSchema,
  updatePostSchema,
} from '../schemas/social';
import type { DomainContract } from './route';
import { comment, feedPage, likeResult, socialPost } from './responses/social';

// The social feed (spec 001 section 7 'Social'); comment listing, deleting and reports are beyond the spec.
export const socialRoutes = {
  'GET /api/social-posts': { auth: true, summary: "The caller's feed (following or explore)", query: feedQuerySchema, responses: { 200: feedPage } },
  'POST /api/social-posts': { auth: true, summary: 'Posts text, a photo or a finished workout', body: createPostSchema, responses: { 201: socialPost } },
  'GET /api/social-posts/user/{userId}': {
    auth: true,
    summary: "A person's posts, newest first",
    params: authorParamsSchema,
    query: z.omit(feedQuerySchema, { filter: true }),
    responses: { 200: z.array(socialPost) },
    paged: true,
  },
  'GET /api/social-posts/{id}': { auth: true, summary: 'A post', params: postIdParamsSchema, responses: { 200: socialPost } },
  'PUT /api/social-posts/{id}': { auth: true, summary: "Edits a post's text", params: postIdParamsSchema, body: updatePostSchema, responses: { 200: socialPost } },
  'DELETE /api/social-posts/{id}': { auth: true, summary: 'Deletes a post', params: postIdParamsSchema, responses: { 204: null } },
  'POST /api/social-posts/{id}/like': { auth: true, summary: "Likes a post, or takes the like back", params: postIdParamsSchema, responses: { 200: likeResult } },
  'POST /api/social-posts/{id}/report': { auth: true, summary: 'Reports a post', params: postIdParamsSchema, body: reportSchema, responses: { 204: null } },
  'GET /api/posts/{id}/comments': {
    auth: true,
    summary: "A post's comments, oldest first",
    params: postIdParamsSchema,
    query: pageQuerySchema,
    responses: { 200: z.array(comment) },
    paged: true,
  },
  'POST /api/posts/{id}/comments': { auth: true, summary: 'Comments on a post', params: postIdParamsSchema, body: createCommentSchema, responses: { 201: comment } },
  'DELETE /api/posts/{id}/comments/{commentId}': { auth: true, summary: 'Deletes a comment', params: commentParamsSchema, responses: { 204: null } },
  'POST /api/posts/{id}/comments/{commentId}/report': {
    auth: true,
    summary: 'Reports a comment',
    params: commentParamsSchema,
    body: reportSchema,
    responses: { 204: null },
  },
} as const satisfies DomainContract;
