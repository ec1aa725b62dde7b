import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowStatus } from '../../../../shared/api-types';
import { call } from '../api';
import { useAuth } from '../auth/auth-context';
import { messageKeys } from './message-keys';
import { notificationKeys } from './notification-queries';
import { socialKeys } from './social-keys';
import { followKeys, userKeys } from './user-keys';

/** Spec 001 sections 4 and 9: the follow state is fetched again 100 ms after a change. */
export const FOLLOW_RECHECK_DELAY_MS = 100;

/**
 * After any follow, request or block change (spec 001 section 4): the other person's profile, counts, lists and
 * the caller's state towards them, the caller's own counts and lists, the requests and the social-post lists (a new
 * follow brings the followee's posts into Following, a block takes them out). Awaited by the mutations,
 * so a button stays pending until what it shows is fresh. Suggestions and search results are only marked stale:
 * a row someone just followed keeps its place and reads 'Following' until the list is opened again.
 */
function useRefreshAfterFollowChange() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const myId = user?.id;

  return async (otherId: string) => {
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: followKeys.status(otherId) }), FOLLOW_RECHECK_DELAY_MS);
    // Not awaited: a feed read again must not keep the button pending.
    void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.user(otherId) }),
      myId ? queryClient.invalidateQueries({ queryKey: followKeys.ofUser(myId) }) : null,
      queryClient.invalidateQueries({ queryKey: followKeys.requests() }),
      queryClient.invalidateQueries({ queryKey: userKeys.suggestions(), refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: userKeys.searches(), refetchType: 'none' }),
    ]);
  };
}

/** A follow or unfollow: the answer is the caller's new state towards that person. No toast on failure (spec 001 section 8). */
function useFollowChange(request: (userId: string) => Promise<FollowStatus>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterFollowChange();
  return useMutation({
    mutationFn: request,
    onSuccess: (status, userId) => queryClient.setQueryData(followKeys.status(userId), status),
    onSettled: (_status, _error, userId) => refresh(userId),
  });
}

/** POST /api/users/{id}/follow: 'following', or 'requested' for a private account. */
export function useFollow() {
  return useFollowChange((userId) => call('POST /api/users/{id}/follow', { params: { id: userId } }));
}

/** DELETE /api/users/{id}/unfollow: also withdraws a pending request. */
export function useUnfollow() {
  return useFollowChange((userId) => call('DELETE /api/users/{id}/unfollow', { params: { id: userId } }));
}

/**
 * POST /api/follow-requests/{userId}/accept or /decline. `onAnswered` runs before the refresh: the refreshed
 * requests no longer hold this one, and whatever showed its buttons may go away.
 */
export function useAnswerFollowRequest(answer: 'accept' | 'decline', { onAnswered }: { onAnswered?: () => void } = {}) {
  const refresh = useRefreshAfterFollowChange();
  return useMutation({
    mutationFn: (requesterId: string) =>
      answer === 'accept'
        ? call('POST /api/follow-requests/{userId}/accept', { params: { userId: requesterId } })
        : call('POST /api/follow-requests/{userId}/decline', { params: { userId: requesterId } }),
    onSuccess: () => onAnswered?.(),
    onSettled: (_result, _error, requesterId) => refresh(requesterId),
  });
}

/** A block hides the two people's conversation and deletes their notifications of each other; lifting it shows the conversation again (issue 27). */
function useRefreshAfterBlockChange() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterFollowChange();
  return (userId: string) =>
    Promise.all([
      refresh(userId),
      queryClient.invalidateQueries({ queryKey: followKeys.blocks() }),
      queryClient.invalidateQueries({ queryKey: messageKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

/**
 * POST /api/users/{id}/block. `onBlocked` runs before the refresh, so a screen can leave the person's profile
 * before it would be read again (it is now 'User not found').
 */
export function useBlock({ onBlocked }: { onBlocked?: (userId: string) => void } = {}) {
  const refresh = useRefreshAfterBlockChange();
  return useMutation({
    mutationFn: (userId: string) => call('POST /api/users/{id}/block', { params: { id: userId } }),
    onSuccess: (_result, userId) => {
      onBlocked?.(userId);
      return refresh(userId);
    },
  });
}

/** DELETE /api/users/{id}/block. */
export function useUnblock() {
  const refresh = useRefreshAfterBlockChange();
  return useMutation({
    mutationFn: (userId: string) => call('DELETE /api/users/{id}/block', { params: { id: userId } }),
    onSettled: (_result, _error, userId) => refresh(userId),
  });
}
