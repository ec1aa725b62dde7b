import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, sendMessageSchema } from '../../../../../shared/schemas/messages';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSendMessage } from '../api/use-send-message';
import { sendsOnEnter, showsCounter } from '../lib/composer-rules';

/**
 * The thread's composer (spec 001 sections 2 and 5): 'Type your message...', Enter sends and Shift+Enter makes a
 * newline (not while an IME composes), Send disabled while the trimmed text is blank or a send is pending, at most
 * MESSAGE_MAX_LENGTH characters with a counter near the limit. A failed send keeps the text in the box.
 */
export function MessageComposer({ receiverId }: { receiverId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage(receiverId);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const problemId = useId();
  const checked = sendMessageSchema.safeParse({ receiverId, content: text });
  const canSend = !send.isPending && checked.success;
  // Why a text that is not blank cannot be sent (control characters or stacked marks pasted in), as the server says it.
  const problem = !checked.success && text.trim() !== '' ? checked.error.issues[0]?.message : undefined;
  const counter = showsCounter(text.length);

  function submit() {
    if (!canSend) return;
    const sent = text;
    send.mutate(sent.trim(), {
      onSuccess: () => {
        // Text typed while the message was on its way stays.
        setText((current) => (current === sent ? '' : current));
        const focused = document.activeElement;
        if (!focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.type === 'submit')) fieldRef.current?.focus();
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const { key, shiftKey, nativeEvent } = event;
    if (!sendsOnEnter({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode })) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
      className="shrink-0 border-t border-slate-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]"
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={fieldRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type your message..."
          aria-label="Message"
          aria-describedby={[problem ? problemId : '', counter ? counterId : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={problem ? true : undefined}
          enterKeyHint="send"
          className={cn(
            'field-sizing-content max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-3xl border border-slate-300 bg-white px-4 py-2.5',
            'text-base leading-6 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send"
          // Tapping or clicking Send leaves the focus in the text (a phone keeps its keyboard up); Tab still reaches it.
          onMouseDown={(event) => event.preventDefault()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:bg-slate-300 disabled:text-slate-600"
        >
          {send.isPending ? <Spinner className="size-5" /> : <SendHorizontal className="size-5" aria-hidden />}
        </button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 pr-14 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {counter ? (
        <p id={counterId} className={cn('mt-1 pr-14 text-right text-xs tabular-nums', text.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-600')}>
          {text.length}/{MESSAGE_MAX_LENGTH}
        </p>
      ) : null}
    </form>
  );
}
