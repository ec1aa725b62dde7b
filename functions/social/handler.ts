import {
  authorParamsSchema,
  commentParamsSchema,
  createCommentSchema,
  createPostSchema,
  feedQuerySchema,
  postIdParamsSchema,
  reportSchema,
  updatePostSchema,
} from '../../shared/schemas/social';
import { created, createDomainHandler, endpoint, noContent, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
import { currentTokenVersion } from '../users/index';
import * as z from '../../shared/schemas/zod';
import { addComment, deleteComment, listPostComments } from './comments';
import { readFeed, userPosts } from './feeds';
import { toggleLike } from './likes';
import { createPost, deletePost, getPost, updatePost } from './posts';
import { reportComment, reportPost } from './reports';

const postListQuery = z.omit(feedQuerySchema, { filter: true });

/** Every route needs a signed-in caller (shared/routes.ts); the author, liker, commenter or reporter is always the caller. */
export const handler = createDomainHandler('social', {
  'GET /api/social-posts': endpoint({ query: feedQuerySchema }, async ({ query, userId }) => ok(await readFeed(userId, query))),

  'POST /api/social-posts': endpoint({ body: createPostSchema }, async ({ body, userId }) => created(await createPost(userId, body))),

  'GET /api/social-posts/user/{userId}': endpoint({ params: authorParamsSchema, query: postListQuery }, async ({ params, query, userId }) =>
    ok(await userPosts(userId, params.userId, query)),
  ),

  'GET /api/social-posts/{id}': endpoint({ params: postIdParamsSchema }, async ({ params, userId }) => ok(await getPost(userId, params.id))),

  'PUT /api/social-posts/{id}': endpoint({ params: postIdParamsSchema, body: updatePostSchema }, async ({ params, body, userId }) =>
    ok(await updatePost(userId, params.id, body.content)),
  ),

  'DELETE /api/social-posts/{id}': endpoint({ params: postIdParamsSchema }, async ({ params, userId }) => {
    await deletePost(userId, params.id);
    return noContent();
  }),

  'POST /api/social-posts/{id}/like': endpoint({ params: postIdParamsSchema }, async ({ params, userId }) => ok(await toggleLike(userId, params.id))),

  'POST /api/social-posts/{id}/report': endpoint({ params: postIdParamsSchema, body: reportSchema }, async ({ params, body, userId }) => {
    await reportPost(userId, params.id, body);
    return noContent();
  }),

  'GET /api/posts/{id}/comments': endpoint({ params: postIdParamsSchema, query: pageQuerySchema }, async ({ params, query, userId }) =>
    okPage(await listPostComments(userId, params.id, query)),
  ),

  'POST /api/posts/{id}/comments': endpoint({ params: postIdParamsSchema, body: createCommentSchema }, async ({ params, body, userId }) =>
    created(await addComment(userId, params.id, body.content)),
  ),

  'DELETE /api/posts/{id}/comments/{commentId}': endpoint({ params: commentParamsSchema }, async ({ params, userId }) => {
    await deleteComment(userId, params.id, params.commentId);
    return noContent();
  }),

  'POST /api/posts/{id}/comments/{commentId}/report': endpoint({ params: commentParamsSchema, body: reportSchema }, async ({ params, body, userId }) => {
    await reportComment(userId, params.id, params.commentId, body);
    return noContent();
  }),
}, { tokenVersionOf: currentTokenVersion });
