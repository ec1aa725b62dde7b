import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SocialPost } from '../../../../../shared/api-types';
import { Spinner } from '../../../components/ui/spinner';
import { commentsQueryOptions } from '../../../lib/queries/social-queries';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';

interface PostCommentsProps {
  post: SocialPost;
  myId: string;
  now: number;
}

/** The latest comments under a post, 'View all comments' for the whole list, and the comment box. */
export function PostComments({ post, myId, now }: PostCommentsProps) {
  const [showAll, setShowAll] = useState(false);
  const all = useInfiniteQuery({ ...commentsQueryOptions(post.id), enabled: showAll });
  const comments = showAll && all.data ? all.data.pages.flatMap((page) => page.items) : post.comments;
  const hasMore = showAll ? all.hasNextPage : post.commentCount > post.comments.length;
  const loading = showAll && (all.isPending || all.isFetchingNextPage);

  return (
    <div className="flex flex-col gap-1">
      {comments.length > 0 ? (
        <ul aria-label={`Comments on ${post.user.displayName}'s post`} className="flex flex-col px-4">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postAuthorId={post.userId} myId={myId} now={now} />
          ))}
        </ul>
      ) : null}
      {all.isError ? (
        <p role="alert" className="px-4 text-sm text-red-700">
          {all.error.message}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="flex items-center gap-2 px-4 text-sm text-slate-600">
          <Spinner className="size-4" />
          Loading comments...
        </p>
      ) : hasMore ? (
        <button
          type="button"
          onClick={() => (showAll ? void all.fetchNextPage() : setShowAll(true))}
          className="self-start rounded-lg px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {showAll ? 'More comments' : `View all ${post.commentCount} comments`}
        </button>
      ) : null}
      <CommentBox postId={post.id} />
    </div>
  );
}
