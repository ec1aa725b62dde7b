import { created, createDomainHandler, noContent, ok, okPage } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import { addComment, deleteComment, listPostComments } from './comments';
import { readFeed, userPosts } from './feeds';
import { toggleLike } from './likes';
import { createPost, deletePost, getPost, updatePost } from './posts';
import { reportComment, reportPost } from './reports';
import { socialRoutes } from '../../shared/contract/social';

/** Every route needs a signed-in caller (shared/routes.ts); the author, liker, commenter or reporter is always the caller. */
export const handler = createDomainHandler('social', socialRoutes, {
  'GET /api/social-posts': async ({ query, userId }) => ok(await readFeed(userId, query)),

  'POST /api/social-posts': async ({ body, userId }) => created(await createPost(userId, body)),

  'GET /api/social-posts/user/{userId}': async ({ params, query, userId }) =>
    okPage(await userPosts(userId, params.userId, query)),

  'GET /api/social-posts/{id}': async ({ params, userId }) => ok(await getPost(userId, params.id)),

  'PUT /api/social-posts/{id}': async ({ params, body, userId }) =>
    ok(await updatePost(userId, params.id, body.content)),

  'DELETE /api/social-posts/{id}': async ({ params, userId }) => {
    await deletePost(userId, params.id);
    return noContent();
  },

  'POST /api/social-posts/{id}/like': async ({ params, userId }) => ok(await toggleLike(userId, params.id)),

  'POST /api/social-posts/{id}/report': async ({ params, body, userId }) => {
    await reportPost(userId, params.id, body);
    return noContent();
  },

  'GET /api/posts/{id}/comments': async ({ params, query, userId }) =>
    okPage(await listPostComments(userId, params.id, query)),

  'POST /api/posts/{id}/comments': async ({ params, body, userId }) =>
    created(await addComment(userId, params.id, body.content)),

  'DELETE /api/posts/{id}/comments/{commentId}': async ({ params, userId }) => {
    await deleteComment(userId, params.id, params.commentId);
    return noContent();
  },

  'POST /api/posts/{id}/comments/{commentId}/report': async ({ params, body, userId }) => {
    await reportComment(userId, params.id, params.commentId, body);
    return noContent();
  },
}, { tokenVersionOf: currentTokenVersion });
