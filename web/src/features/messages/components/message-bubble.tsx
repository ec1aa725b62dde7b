import type { Message } from '../../../../../shared/api-types';
import { messageTimeAgo } from '../../../../../shared/relative-time';
import { cn } from '../../../lib/cn';

interface MessageBubbleProps {
  message: Message;
  /** Spec 001 section 6: only the caller's own messages render as 'mine' (right, blue). */
  mine: boolean;
  /** Who wrote it, for screen readers: 'You' or the other person's name. */
  author: string;
  now: number;
}

/**
 * One message: own ones on the right in blue, the other person's on the left in grey, with the relative time under it.
 * Long words wrap anywhere, and the bubble clips what would still draw outside it (marks stacked on a letter: the
 * server allows 4, a font may draw even those above the line).
 */
export function MessageBubble({ message, mine, author, now }: MessageBubbleProps) {
  return (
    <li data-mine={mine} className={cn('flex flex-col gap-1', mine ? 'items-end pl-12' : 'items-start pr-12')}>
      <p
        data-testid="message-bubble"
        className={cn(
          'max-w-full overflow-hidden rounded-2xl px-3.5 py-2 text-base whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine ? 'rounded-br-md bg-blue-600 text-white' : 'rounded-bl-md bg-slate-200 text-slate-900',
        )}
      >
        <span className="sr-only">{author}: </span>
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="px-1 text-xs text-slate-600">
        {messageTimeAgo(message.createdAt, now)}
      </time>
    </li>
  );
}
