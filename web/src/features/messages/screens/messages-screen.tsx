import { useSearchParams } from 'react-router-dom';
import { MESSAGE_TO_SELF } from '../../../../../shared/schemas/messages';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { ConversationList } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import { messagePaths } from '../../../lib/paths';

/**
 * /messages (spec 001 section 2): 'Conversations' in list mode, whose Back goes to /social; 'Messages' in thread mode
 * once `?userId=` names a person (a card, a profile's Message button, a 'message' notification), whose Back goes to
 * the list (decisions). A full-screen frame: the thread fills the screen with the composer at its bottom.
 */
export default function MessagesScreen() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const withUserId = searchParams.get('userId')?.trim() || null;
  const threadMode = withUserId !== null;

  return (
    <div className={cn('mx-auto flex w-full max-w-md flex-col bg-slate-50 shadow-sm', threadMode ? 'h-dvh' : 'min-h-dvh')}>
      <BackHeader title={threadMode ? 'Messages' : 'Conversations'} backTo={threadMode ? messagePaths.messages : paths.social} sticky />
      <main className={cn('flex flex-1 flex-col', threadMode && 'min-h-0')}>
        {!user ? (
          <LoadingScreen />
        ) : withUserId === null ? (
          <ConversationList myId={user.id} />
        ) : withUserId === user.id ? (
          <StatusMessage message={MESSAGE_TO_SELF} />
        ) : (
          <MessageThread key={withUserId} userId={withUserId} myId={user.id} />
        )}
      </main>
    </div>
  );
}
