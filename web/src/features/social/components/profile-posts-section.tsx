import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SocialPost } from '../../../../../shared/api-types';
import { OfflineNotKept } from '../../../components/offline/kept-reads-notice';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { useAuth } from '../../../lib/auth/auth-context';
import { authorPostsQueryOptions } from '../../../lib/queries/social-queries';
import { shownLike, type LikeOverrides } from '../lib/like-overrides';
import { profilePostAge } from '../lib/post-age';
import { postsOf } from '../lib/post-pages';
import { useProfileLikes } from '../lib/use-profile-likes';
import { CommentCount } from './comment-count';
import { LikeButton } from './like-button';
import { PostEditor } from './post-editor';
import { PostImage } from './post-image';
import { PostMenu } from './post-menu';

interface ProfilePostsSectionProps {
  userId: string;
  /** "{displayName}'s Posts", or 'Your Posts' on one's own profile. */
  title: string;
}

/**
 * A profile's posts (spec 001 section 2): author, short age, the first photo at full width, text, like and comment
 * counts; likes change a local highlight at once. The signed-in person's own posts have the feed's author menu (Edit
 * post inline, Delete post after a confirmation). Only for a profile whose content the viewer may see.
 */
export function ProfilePostsSection({ userId, title }: ProfilePostsSectionProps) {
  const headingId = useId();
  const { user } = useAuth();
  const posts = useInfiniteQuery({ ...authorPostsQueryOptions(userId), refetchOnMount: 'always' });
  const { overrides, toggle } = useProfileLikes();
  const now = useNow(60_000);
  const items = postsOf(posts.data);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white py-4 shadow-sm">
      <h2 id={headingId} className="mb-2 px-4 text-lg font-semibold">
        {title}
      </h2>
      {waitsForNetwork(posts) ? (
        <div className="px-4">
          <OfflineNotKept layout="section" />
        </div>
      ) : posts.isPending ? (
        <p role="status" className="flex items-center gap-2 px-4 py-2 text-slate-600">
          <Spinner className="size-4" />
          Loading...
        </p>
      ) : posts.isLoadingError ? (
        <LoadFailed title={null} layout="section" message={posts.error.message} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <p className="px-4 text-slate-600">No posts yet</p>
      ) : (
        <>
          <ul aria-label={title} className="flex flex-col divide-y divide-slate-100">
            {items.map((post) => (
              <ProfilePost key={post.id} post={post} isMine={post.userId === user?.id} now={now} overrides={overrides} onLike={toggle} />
            ))}
          </ul>
          {posts.hasNextPage ? (
            <div className="px-4">
              <Button variant="ghost" className="mt-2 w-full" disabled={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
                {posts.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                Show more posts
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

interface ProfilePostProps {
  post: SocialPost;
  isMine: boolean;
  now: number;
  overrides: LikeOverrides;
  onLike: (post: SocialPost) => void;
}

function ProfilePost({ post, isMine, now, overrides, onLike }: ProfilePostProps) {
  const [editing, setEditing] = useState(false);
  const image = post.mediaUrls[0] ?? post.imageUrl;
  const like = shownLike(post, overrides);
  return (
    <li>
      <article aria-label={`Post from ${profilePostAge(post.createdAt, now)}`} className="flex flex-col gap-2 py-3">
        <header className={`flex items-center gap-3 pl-4 ${isMine ? 'pr-2' : 'pr-4'}`}>
          <Avatar name={post.user.displayName} imageUrl={post.user.profileImage} className="size-8 text-sm" />
          <span className="min-w-0 flex-1 truncate font-semibold">{post.user.displayName}</span>
          <time dateTime={post.createdAt} className="text-sm text-slate-600">
            {profilePostAge(post.createdAt, now)}
          </time>
          {isMine ? <PostMenu postId={post.id} authorName={post.user.displayName} isMine onEdit={() => setEditing(true)} /> : null}
        </header>
        {image ? <PostImage src={image} authorName={post.user.displayName} /> : null}
        {editing ? (
          <PostEditor postId={post.id} content={post.content} onDone={() => setEditing(false)} />
        ) : post.content ? (
          <p className="px-4 wrap-anywhere whitespace-pre-line">{post.content}</p>
        ) : null}
        {post.workout ? <p className="px-4 text-sm font-medium text-slate-700">Workout: {post.workout.name}</p> : null}
        <div className="flex items-center gap-1 px-2">
          <LikeButton liked={like.isLiked} count={like.likes} onToggle={() => onLike(post)} />
          <CommentCount count={post.commentCount} />
        </div>
      </article>
    </li>
  );
}
