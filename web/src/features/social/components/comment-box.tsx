import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '../../../../../shared/schemas/social';
import { Spinner } from '../../../components/ui/spinner';
import { useAddComment } from '../api/post-mutations';
import { TextCounter } from './text-counter';

/** 'Add a comment...': non-empty after trimming, at most 500 characters with a counter; Enter sends. */
export function CommentBox({ postId }: { postId: string }) {
  const [text, setText] = useState('');
  const addComment = useAddComment();
  const counterId = useId();
  const content = text.trim();
  const canSend = content.length > 0 && !addComment.isPending;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    addComment.mutate({ postId, content }, { onSuccess: () => setText('') });
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-1 px-4 pb-3">
      <div className="flex items-center gap-2">
        <input
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder="Add a comment..."
          aria-label="Add a comment"
          aria-describedby={counterId}
          enterKeyHint="send"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Post comment"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:text-slate-400"
        >
          {addComment.isPending ? <Spinner /> : <SendHorizontal className="size-5" aria-hidden />}
        </button>
      </div>
      {text.length > 0 ? (
        <div className="flex justify-end pr-14">
          <TextCounter id={counterId} length={text.length} max={COMMENT_MAX_LENGTH} />
        </div>
      ) : null}
    </form>
  );
}
