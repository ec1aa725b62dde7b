import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { conversationsQueryOptions } from '../../../lib/queries/message-queries';
import { ConversationCard } from './conversation-card';

/** Relative times are re-read this often while the list is open. */
const CLOCK_TICK_MS = 30_000;

/** List mode: one card per conversation, newest first, 'Load more' while the server has more; the spec's empty state. */
export function ConversationList({ myId }: { myId: string }) {
  const conversations = useInfiniteQuery(conversationsQueryOptions());
  const now = useNow(CLOCK_TICK_MS);

  if (waitsForNetwork(conversations)) return <OfflineNotKept />;
  if (conversations.isPending) return <LoadingScreen label="Loading conversations..." />;
  if (conversations.isLoadingError) return <LoadFailed message={conversations.error.message} onRetry={() => void conversations.refetch()} />;

  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <NoConversations />;
  return (
    <div className="flex flex-col gap-3 px-4 py-4">
      <OfflineSince updatedAt={conversations.dataUpdatedAt} />
      <ul aria-label="Conversations" className="flex flex-col gap-2">
        {items.map((conversation) => (
          <ConversationCard key={conversation.userId} conversation={conversation} myId={myId} now={now} />
        ))}
      </ul>
      {conversations.hasNextPage ? (
        <Button variant="secondary" className="w-full" disabled={conversations.isFetchingNextPage} onClick={() => void conversations.fetchNextPage()}>
          {conversations.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          {conversations.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

function NoConversations() {
  return (
    <section className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <span className="mb-2 inline-flex size-16 items-center justify-center rounded-full bg-blue-50 text-blue-600">
        <MessageCircle className="size-8" aria-hidden />
      </span>
      <h2 className="text-xl font-bold">No conversations yet</h2>
      <p className="text-slate-600">Start messaging friends from the social feed to see your conversations here.</p>
      <Link to={paths.social} className={buttonClasses('primary', 'mt-3')}>
        Go to Social Feed
      </Link>
    </section>
  );
}
