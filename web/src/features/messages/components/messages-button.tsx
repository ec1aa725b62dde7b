import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useUnreadConversationCount } from '../api/use-unread-messages';
import { messagesButtonLabel, unreadMessagesBadge } from '../lib/unread-label';
import { messagePaths } from '../../../lib/paths';

/**
 * The header's way into /messages, beside the notifications bell: a blue badge with the number of conversations
 * holding unread messages (polled), named 'Messages, N unread' then.
 */
export function MessagesButton() {
  const count = useUnreadConversationCount();
  const badge = unreadMessagesBadge(count);
  return (
    <Link
      to={messagePaths.messages}
      aria-label={messagesButtonLabel(count)}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <MessageCircle className="size-6" aria-hidden />
      {badge && (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-blue-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
