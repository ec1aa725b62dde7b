import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialPost } from '../../../../../shared/api-types';
import { useLikePost } from '../api/post-mutations';
import { shownLike, tappedLike, withoutOverride, type LikeOverrides } from './like-overrides';

/** Spec 001 sections 4 and 9: the profile list's like override is cleared 1 s after the like settles. */
export const LIKE_OVERRIDE_CLEAR_MS = 1000;
const PROFILE_LIKE_FAILED = { title: 'Error', description: 'Failed to like post. Please try again.' };

/**
 * The profile post list's likes: each tap flips a local highlight at once and sends the like. A failure puts the
 * post back as it was (with the spec's toast); otherwise the override stays until 1 s after the last tap on that
 * post has settled, by which time the lists hold the server's answer.
 */
export function useProfileLikes() {
  const [overrides, setOverrides] = useState<LikeOverrides>({});
  const inFlight = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, number>());
  const like = useLikePost({ optimistic: false, failureToast: PROFILE_LIKE_FAILED });
  const { mutateAsync } = like;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const clear = useCallback((postId: string) => setOverrides((current) => withoutOverride(current, postId)), []);

  const toggle = useCallback(
    (post: Pick<SocialPost, 'id' | 'isLiked' | 'likes'>) => {
      window.clearTimeout(timers.current.get(post.id));
      setOverrides((current) => ({ ...current, [post.id]: tappedLike(shownLike(post, current)) }));
      inFlight.current.set(post.id, (inFlight.current.get(post.id) ?? 0) + 1);

      const settled = (failed: boolean) => {
        const left = (inFlight.current.get(post.id) ?? 1) - 1;
        inFlight.current.set(post.id, left);
        if (failed) return clear(post.id);
        if (left > 0) return;
        timers.current.set(post.id, window.setTimeout(() => clear(post.id), LIKE_OVERRIDE_CLEAR_MS));
      };
      mutateAsync(post.id).then(
        () => settled(false),
        () => settled(true),
      );
    },
    [clear, mutateAsync],
  );

  return { overrides, toggle };
}
