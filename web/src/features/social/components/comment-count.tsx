import { MessageCircle } from 'lucide-react';

/** A post's comment count beside the speech bubble; a screen reader hears "3 comments". */
export function CommentCount({ count }: { count: number }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-slate-700">
      <MessageCircle className="size-5" aria-hidden />
      <span>
        {count}
        <span className="sr-only"> {count === 1 ? 'comment' : 'comments'}</span>
      </span>
    </span>
  );
}
