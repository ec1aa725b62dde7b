import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { unreadMessagesQueryOptions } from '../../../lib/queries/message-queries';

/** How many conversations hold unread messages (0 until known); one shared, polled query for every marker. */
export function useUnreadConversationCount(): number {
  const { user } = useAuth();
  const { data } = useQuery({ ...unreadMessagesQueryOptions(), enabled: Boolean(user) });
  return data?.count ?? 0;
}
