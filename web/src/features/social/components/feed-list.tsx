import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FeedFilter } from '../../../../../shared/schemas/social';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { useLikePost } from '../api/post-mutations';
import { feedQueryOptions } from '../../../lib/queries/social-queries';
import { postsOf } from '../lib/post-pages';
import { useEndMarker } from '../lib/use-end-marker';
import { PostCard } from './post-card';

const FEED_LIKE_FAILED = { title: 'Failed to like post. Please try again.' };

interface FeedListProps {
  filter: FeedFilter;
  myId: string;
  onExplore: () => void;
  /** Shown under an empty Following feed: the people to follow, which the app gives (app/screens/social-screen.tsx). */
  suggestions: ReactNode;
}

/** One feed, a page at a time: the next page loads as its end marker nears the screen. */
export function FeedList({ filter, myId, onExplore, suggestions }: FeedListProps) {
  // Read again whenever the screen opens: others post meanwhile.
  const feed = useInfiniteQuery({ ...feedQueryOptions(filter), refetchOnMount: 'always' });
  const like = useLikePost({ optimistic: true, failureToast: FEED_LIKE_FAILED });
  const now = useNow(30_000);
  // Not while the pages shown are read again (the kept copy on opening): a next page would cancel that read, and the
  // feed would keep the phone's old first page under the new ones.
  const canLoadMore = Boolean(feed.hasNextPage) && !feed.isFetching && !feed.isFetchNextPageError;
  const markerRef = useEndMarker<HTMLDivElement>(() => void feed.fetchNextPage(), canLoadMore, feed.data?.pages.length ?? 0);

  if (waitsForNetwork(feed)) return <OfflineNotKept />;
  if (feed.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
        <Spinner />
        Loading posts...
      </p>
    );
  }
  // A next page that fails keeps the posts already shown (the error shows under them).
  if (!feed.data) return <LoadFailed message={feed.error?.message ?? 'Could not load posts.'} onRetry={() => void feed.refetch()} />;

  const posts = postsOf(feed.data);
  if (posts.length === 0) return filter === 'following' ? <EmptyFollowingFeed onExplore={onExplore} suggestions={suggestions} /> : <EmptyExploreFeed />;

  return (
    <div className="flex flex-col gap-3">
      <OfflineSince updatedAt={feed.dataUpdatedAt} className="mx-4" />
      <ul aria-label={filter === 'following' ? 'Following feed' : 'Explore feed'} className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} myId={myId} now={now} onLike={(postId) => like.mutate(postId)} />
          </li>
        ))}
      </ul>
      <div ref={markerRef} aria-hidden className="h-px" />
      {feed.isFetchingNextPage ? (
        <p role="status" className="flex items-center justify-center gap-2 py-4 text-slate-600">
          <Spinner />
          Loading more posts...
        </p>
      ) : feed.isFetchNextPageError ? (
        <div className="flex flex-col items-center gap-2 py-4">
          <p className="text-slate-600">{feed.error?.message ?? 'Could not load more posts.'}</p>
          <Button variant="secondary" onClick={() => void feed.fetchNextPage()}>
            Try again
          </Button>
        </div>
      ) : !feed.hasNextPage ? (
        <p className="py-6 text-center font-medium text-slate-600">You&apos;ve reached the end!</p>
      ) : null}
    </div>
  );
}

function EmptyFollowingFeed({ onExplore, suggestions }: Pick<FeedListProps, 'onExplore' | 'suggestions'>) {
  return (
    <div className="flex flex-col gap-4 px-4">
      <section className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold">Your feed is empty</h2>
        <p className="text-slate-600">Posts from people you follow show up here. Follow someone, or see what everyone is sharing in Explore.</p>
        <Button className="mt-2" onClick={onExplore}>
          Go to Explore
        </Button>
      </section>
      <div className="rounded-2xl bg-white p-4 shadow-sm">
        {suggestions}
      </div>
    </div>
  );
}

function EmptyExploreFeed() {
  return (
    <section className="mx-4 flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center shadow-sm">
      <h2 className="text-lg font-semibold">No posts yet</h2>
      <p className="text-slate-600">Public posts from the last two days show up here. Share one from Create.</p>
    </section>
  );
}
