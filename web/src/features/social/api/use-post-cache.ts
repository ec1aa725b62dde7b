import { useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Comment } from '../../../../../shared/api-types';
import { call } from '../../../lib/api';
import { isApiError, type ApiPage } from '../../../lib/api-client';
import { changePost, type PostChange, type PostPages } from '../lib/post-pages';
import { socialKeys } from '../../../lib/queries/social-keys';

export type PostListsSnapshot = [QueryKey, PostPages | undefined][];

/**
 * Writes a changed post into every cached list that holds it (both feeds, people's posts), so the post looks the
 * same on every screen without reading every list again.
 */
export function usePostCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = (postId: string, postChange: PostChange) =>
      queryClient.setQueriesData<PostPages>({ queryKey: socialKeys.lists() }, (data) => changePost(data, postId, postChange));
    /**
     * A read in flight (a next page, a refetch) would write back the pages as they were when it started, dropping
     * this change: it is cancelled first (a next page is asked for again when its end marker is still in view). A
     * list still on its first read is left alone: cancelling it would leave it empty, and it reads the change anyway.
     */
    const cancelReads = () => queryClient.cancelQueries({ queryKey: socialKeys.lists(), predicate: (query) => query.state.data !== undefined });
    const change = async (postId: string, postChange: PostChange) => {
      await cancelReads();
      write(postId, postChange);
    };

    return {
      change,
      /** Stops reads in flight (they would overwrite an optimistic change) and keeps the lists as they are now. */
      async snapshot(): Promise<PostListsSnapshot> {
        await cancelReads();
        return queryClient.getQueriesData<PostPages>({ queryKey: socialKeys.lists() });
      },
      restore(snapshot: PostListsSnapshot) {
        snapshot.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
      },
      /** GET /api/social-posts/{id} and write the answer everywhere; a post that is gone leaves every list. */
      async refresh(postId: string) {
        try {
          const fresh = await call('GET /api/social-posts/{id}', { params: { id: postId } });
          await change(postId, () => fresh);
        } catch (error) {
          if (isApiError(error, 404)) await change(postId, () => null);
        }
      },
      /** Takes a comment out of the post's full comment list, if it is loaded. */
      dropComment(postId: string, commentId: string) {
        queryClient.setQueryData<InfiniteData<ApiPage<Comment>, string>>(socialKeys.comments(postId), (data) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((comment) => comment.id !== commentId) })) } : data,
        );
      },
      invalidateComments: (postId: string) => queryClient.invalidateQueries({ queryKey: socialKeys.comments(postId) }),
      invalidateLists: () => queryClient.invalidateQueries({ queryKey: socialKeys.lists() }),
    };
  }, [queryClient]);
}
