import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostRequest, ReportRequest } from '../../../../../shared/schemas/social';
import { deleteWithUndo, offerUndo } from '../../../components/ui/undo-toast';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { toggledLike, withComment, withoutComment } from '../lib/post-pages';
import { usePostCache } from './use-post-cache';

/** POST /api/social-posts: every list is read again (the author's own feed entry is written with the post). */
export function useCreatePost() {
  const cache = usePostCache();
  return useMutation({
    mutationFn: (post: CreatePostRequest) => call('POST /api/social-posts', { body: post }),
    onSuccess: () => cache.invalidateLists(),
  });
}

/** PUT /api/social-posts/{id}: the author's new text. */
export function useUpdatePost() {
  const cache = usePostCache();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) => call('PUT /api/social-posts/{id}', { params: { id: postId }, body: { content } }),
    onSuccess: (updated, { postId }) => cache.change(postId, (post) => ({ ...post, content: updated.content, updatedAt: updated.updatedAt })),
  });
}

/** DELETE /api/social-posts/{id}, after the author confirmed (issue 27): gone from every list at once, with Undo. */
export function useDeletePost() {
  const cache = usePostCache();
  return (postId: string) =>
    deleteWithUndo({
      title: 'Post deleted',
      hide: () => cache.change(postId, () => null),
      restore: () => void cache.invalidateLists(),
      send: () => call('DELETE /api/social-posts/{id}', { params: { id: postId } }),
      failureTitle: 'Failed to delete post. Please try again.',
    });
}

export const LIKE_MUTATION_KEY = ['social-posts', 'like'] as const;

interface LikeOptions {
  /** The feed shows the new state at once and puts it back on failure; the profile list keeps its own override. */
  optimistic: boolean;
  /** Spec 001 section 8: the feed's toast is the message itself, the profile's is 'Error' and the message. */
  failureToast: { title: string; description?: string };
}

/**
 * POST /api/social-posts/{id}/like toggles the caller's like. The server's answer is written into the lists unless
 * another tap on the same post is still on its way (then that one's answer is the newer state).
 */
export function useLikePost({ optimistic, failureToast }: LikeOptions) {
  const queryClient = useQueryClient();
  const cache = usePostCache();
  const { toast } = useToast();
  const likesInFlight = (postId: string) =>
    queryClient.isMutating({ mutationKey: LIKE_MUTATION_KEY, predicate: (mutation) => mutation.state.variables === postId });

  return useMutation({
    mutationKey: LIKE_MUTATION_KEY,
    mutationFn: (postId: string) => call('POST /api/social-posts/{id}/like', { params: { id: postId } }),
    onMutate: async (postId) => {
      if (!optimistic) return undefined;
      const snapshot = await cache.snapshot();
      await cache.change(postId, toggledLike);
      return { snapshot };
    },
    onSuccess: (result, postId) => {
      if (likesInFlight(postId) <= 1) return cache.change(postId, (post) => ({ ...post, ...result }));
    },
    onError: (_error, _postId, context) => {
      if (context) cache.restore(context.snapshot);
      toast({ ...failureToast, variant: 'destructive' });
    },
  });
}

/** POST /api/posts/{id}/comments. No toast on failure (spec 001 section 8): the text stays in the box to send again. */
export function useAddComment() {
  const cache = usePostCache();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) => call('POST /api/posts/{id}/comments', { params: { id: postId }, body: { content } }),
    onSuccess: async (comment, { postId }) => {
      await cache.change(postId, (post) => withComment(post, comment));
      await cache.invalidateComments(postId);
    },
  });
}

/**
 * DELETE /api/posts/{id}/comments/{commentId}: one's own comment, or any comment on one's own post. After the person
 * confirmed (issue 27): gone at once, with Undo; the DELETE goes when the window ends.
 */
export function useDeleteComment() {
  const cache = usePostCache();
  return ({ postId, commentId }: { postId: string; commentId: string }) =>
    deleteWithUndo({
      title: 'Comment deleted',
      hide: async () => {
        await cache.change(postId, (post) => withoutComment(post, commentId));
        cache.dropComment(postId, commentId);
      },
      restore: () => {
        void cache.refresh(postId);
        void cache.invalidateComments(postId);
      },
      send: () => call('DELETE /api/posts/{id}/comments/{commentId}', { params: { id: postId, commentId } }),
      // An older comment may now be among the latest three.
      onDeleted: () => cache.refresh(postId),
      failureTitle: 'Could not delete the comment',
    });
}

export const REPORTED_TOAST = 'Reported';

/**
 * POST …/report on a post or a comment, with its reason (issue 27): hidden from the reporter at once, with Undo; the
 * report is sent when the Undo window ends (leaving the page ends it too), so an undone report never reaches the
 * operator. A report that fails shows the item again and says so.
 */
export function useReport() {
  const cache = usePostCache();
  const { toast } = useToast();
  return ({ postId, commentId, report }: { postId: string; commentId?: string; report: ReportRequest }) => {
    const hide = commentId
      ? async () => {
          await cache.change(postId, (post) => withoutComment(post, commentId));
          cache.dropComment(postId, commentId);
        }
      : () => cache.change(postId, () => null);
    const restore = commentId
      ? () => {
          void cache.refresh(postId);
          void cache.invalidateComments(postId);
        }
      : () => void cache.invalidateLists();
    void hide();
    offerUndo({
      title: REPORTED_TOAST,
      description: 'Thanks for letting us know. You will no longer see it.',
      undo: restore,
      commit: async () => {
        try {
          await (commentId
            ? call('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: postId, commentId }, body: report })
            : call('POST /api/social-posts/{id}/report', { params: { id: postId }, body: report }));
        } catch (error) {
          restore();
          toast({ title: 'Could not send the report', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
        }
      },
    });
  };
}
