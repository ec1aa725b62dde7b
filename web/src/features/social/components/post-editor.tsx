import { useId, useState } from 'react';
import { POST_CONTENT_EMPTY, POST_MAX_LENGTH } from '../../../../../shared/schemas/social';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { useUpdatePost } from '../api/post-mutations';
import { TextCounter } from './text-counter';

interface PostEditorProps {
  postId: string;
  content: string;
  onDone: () => void;
}

/** The author's inline edit: at most 500 characters with a counter; Save is disabled while the text is empty. */
export function PostEditor({ postId, content, onDone }: PostEditorProps) {
  const [text, setText] = useState(content);
  const update = useUpdatePost();
  const { toast } = useToast();
  const counterId = useId();
  const errorId = useId();
  const isEmpty = text.trim() === '';

  function save() {
    if (isEmpty || update.isPending) return;
    update.mutate(
      { postId, content: text.trim() },
      {
        onSuccess: onDone,
        onError: () => toast({ title: 'Failed to update post. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2 px-4">
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={POST_MAX_LENGTH}
        rows={4}
        aria-label="Edit post"
        aria-invalid={isEmpty || undefined}
        aria-describedby={`${counterId} ${isEmpty ? errorId : ''}`.trim()}
        autoFocus
        className="w-full resize-none rounded-xl border border-slate-300 p-3 text-base focus-visible:outline-2 focus-visible:outline-blue-600"
      />
      <div className="flex items-center justify-between gap-2">
        {isEmpty ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {POST_CONTENT_EMPTY}
          </p>
        ) : (
          <span />
        )}
        <TextCounter id={counterId} length={text.length} max={POST_MAX_LENGTH} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button onClick={save} disabled={isEmpty || update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
      </div>
    </div>
  );
}
