import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SocialPost } from '../../../../../shared/api-types';
import { Avatar } from '../../../components/ui/avatar';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { feedAge } from '../lib/post-age';
import { authorPath } from '../lib/author-path';
import { CommentCount } from './comment-count';
import { LikeButton } from './like-button';
import { PostComments } from './post-comments';
import { PostEditor } from './post-editor';
import { PostImage } from './post-image';
import { PostMenu } from './post-menu';
import { SharedWorkoutBlock } from './shared-workout';

interface PostCardProps {
  post: SocialPost;
  myId: string;
  now: number;
  onLike: (postId: string) => void;
}

/** One post of the feed: author and age, text, photo, shared workout, like and comment counts, comments. */
export function PostCard({ post, myId, now, onLike }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const remember = useRememberCurrentRoute();
  const isMine = post.userId === myId;
  const image = post.mediaUrls[0] ?? post.imageUrl;
  const titleId = `post-${post.id}-author`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 bg-white py-3 shadow-sm sm:rounded-2xl">
      <header className="flex items-center gap-3 pr-2 pl-4">
        <Link
          to={authorPath(post.userId, myId)}
          onClick={remember}
          className="-ml-1 flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl pl-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <Avatar name={post.user.displayName} imageUrl={post.user.profileImage} className="size-10 text-base" />
          <span className="flex min-w-0 flex-col">
            <span id={titleId} className="truncate font-semibold text-slate-900">
              {post.user.displayName}
            </span>
            <time dateTime={post.createdAt} className="text-xs text-slate-600">
              {feedAge(post.createdAt, now)}
              {post.updatedAt ? ' · edited' : ''}
            </time>
          </span>
        </Link>
        <PostMenu postId={post.id} authorName={post.user.displayName} isMine={isMine} onEdit={() => setEditing(true)} />
      </header>
      {editing ? (
        <PostEditor postId={post.id} content={post.content} onDone={() => setEditing(false)} />
      ) : post.content ? (
        <p className="px-4 wrap-anywhere whitespace-pre-line text-slate-900">{post.content}</p>
      ) : null}
      {image ? <PostImage src={image} authorName={post.user.displayName} /> : null}
      {post.workout ? <SharedWorkoutBlock workout={post.workout} /> : null}
      <div className="flex items-center gap-1 border-t border-slate-100 px-2 pt-1">
        <LikeButton liked={post.isLiked} count={post.likes} onToggle={() => onLike(post.id)} />
        <CommentCount count={post.commentCount} />
      </div>
      <PostComments post={post} myId={myId} now={now} />
    </article>
  );
}
