import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  onToggle: () => void;
}

/** Like / unlike with the count beside the heart; pressed while the caller likes the post. */
export function LikeButton({ liked, count, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like, ${count} ${count === 1 ? 'like' : 'likes'}`}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600',
        liked ? 'text-red-600' : 'text-slate-700',
      )}
    >
      <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden />
      <span aria-hidden>{count}</span>
    </button>
  );
}
