import { Link } from 'react-router-dom';
import type { ConversationSummary } from '../../../../../shared/api-types';
import { messageTimeAgo } from '../../../../../shared/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { conversationPreview } from '../lib/thread-messages';
import { messageThreadPath } from '../../../lib/paths';

interface ConversationCardProps {
  conversation: ConversationSummary;
  myId: string;
  now: number;
}

/**
 * One conversation (spec 001 section 2, with the person's name and avatar instead of 'User {id}'): name, the last
 * message on one line ('You: ' when it was the caller's), its relative time, and a dot with bold text while unread.
 */
export function ConversationCard({ conversation, myId, now }: ConversationCardProps) {
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        to={messageThreadPath(conversation.userId)}
        className={cn(
          'flex min-h-16 items-center gap-3 rounded-2xl border bg-white px-3 py-3 shadow-sm hover:bg-slate-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
          unread ? 'border-blue-200' : 'border-slate-200',
        )}
      >
        <Avatar name={conversation.displayName} imageUrl={conversation.profileImage} className="size-12 text-lg" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{conversation.displayName}</span>
            <time dateTime={conversation.lastMessageTime} className={cn('shrink-0 text-xs', unread ? 'font-semibold text-blue-700' : 'text-slate-600')}>
              {messageTimeAgo(conversation.lastMessageTime, now)}
            </time>
          </span>
          <span className="flex items-center gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-600')}>
              {conversationPreview(conversation, myId)}
            </span>
            {unread ? (
              <span className="size-2.5 shrink-0 rounded-full bg-blue-600">
                <span className="sr-only">Unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
