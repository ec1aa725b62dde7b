import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ConversationSummary } from '../../../../../shared/api-types';
import { MESSAGING_BLOCKED } from '../../../../../shared/schemas/messages';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError, type ApiPage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { userProfileQueryOptions } from '../../../lib/queries/people-queries';
import { messageKeys } from '../../../lib/queries/message-keys';
import { threadQueryOptions } from '../../../lib/queries/message-queries';
import { threadMessages } from '../lib/thread-messages';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { PersonBar } from './person-bar';

const CLOCK_TICK_MS = 30_000;

/**
 * Thread mode: who it is with, the messages (oldest first, scrolled to the newest on open and whenever a new one
 * arrives; 'Load earlier messages' at the top keeps the place), and the composer at the bottom. Read every
 * THREAD_POLL_MS while open; every read marks the conversation read, so the markers are refreshed after it.
 * When the person's profile answers 404 (no such person, a gone account, a block), an empty thread is 'This person
 * could not be found'; earlier messages stay readable, with 'You cannot message this person.' instead of the composer.
 */
export function MessageThread({ userId, myId }: { userId: string; myId: string }) {
  // Read again on every opening: a name, photo or block may have changed since the profile was cached.
  const person = useQuery({ ...userProfileQueryOptions(userId), staleTime: 0 });
  const thread = useInfiniteQuery(threadQueryOptions(userId));
  const listed = useListedPerson(userId);
  useRefreshMarkersAfterRead(thread.dataUpdatedAt);

  // A profile answers 404 for nobody, a gone account, and across a block; the thread still holds what was written.
  const profileGone = isApiError(person.error, 404);
  if (person.isLoadingError && !profileGone && !waitsForNetwork(person)) return <LoadFailed message={person.error.message} onRetry={() => void person.refetch()} />;
  if (waitsForNetwork(thread)) return <OfflineNotKept />;
  if (thread.isLoadingError) return <LoadFailed message={thread.error.message} onRetry={() => void thread.refetch()} />;
  // Offline with the thread kept but not the profile: the name the conversation list showed.
  if (thread.isPending || (person.isPending && !waitsForNetwork(person))) return <LoadingScreen label="Loading messages..." />;

  const messages = threadMessages(thread.data.pages);
  if (profileGone && messages.length === 0) return <PersonNotFound />;
  const who = person.data ?? listed ?? { id: userId, displayName: UNKNOWN_PERSON, username: null, profileImage: null };
  return (
    <>
      <PersonBar person={who} linked={!profileGone} />
      <OfflineSince updatedAt={thread.dataUpdatedAt} className="mx-3 mt-2 shrink-0" />
      <ThreadLog
        messages={messages}
        myId={myId}
        otherName={who.displayName}
        hasEarlier={thread.hasNextPage}
        loadingEarlier={thread.isFetchingNextPage}
        loadEarlier={() => thread.fetchNextPage()}
      />
      {profileGone ? (
        <p role="status" className="shrink-0 border-t border-slate-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] text-center text-slate-600">
          {MESSAGING_BLOCKED}
        </p>
      ) : (
        <MessageComposer receiverId={userId} />
      )}
    </>
  );
}

const UNKNOWN_PERSON = 'Unknown user';

/** The person as the conversation list last showed them (name and photo), for a thread whose profile cannot be read. */
function useListedPerson(userId: string): { id: string; displayName: string; username: string | null; profileImage: string | null } | null {
  const queryClient = useQueryClient();
  const pages = queryClient.getQueryData<InfiniteData<ApiPage<ConversationSummary>>>(messageKeys.conversations())?.pages ?? [];
  const summary = pages.flatMap((page) => page.items).find((item) => item.userId === userId);
  return summary ? { id: userId, displayName: summary.displayName, username: summary.username || null, profileImage: summary.profileImage } : null;
}

/** After each read of the thread (which marks it read) the list and the unread markers are read again when next shown. */
function useRefreshMarkersAfterRead(readAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount(), exact: true });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(), exact: true });
  }, [readAt, queryClient]);
}

interface ThreadLogProps {
  messages: ReturnType<typeof threadMessages>;
  myId: string;
  otherName: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  loadEarlier: () => Promise<unknown>;
}

function ThreadLog({ messages, myId, otherName, hasEarlier, loadingEarlier, loadEarlier }: ThreadLogProps) {
  const now = useNow(CLOCK_TICK_MS);
  const scrollRef = useRef<HTMLDivElement>(null);
  /** Where the reader was before earlier messages were added above: distance from the bottom. */
  const keepFromBottom = useRef<number | null>(null);
  /** Whether the newest message was in view at the last scroll: a shrinking log (a growing composer) keeps it there. */
  const atNewest = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  // Newest message in view on open and whenever a new one arrives (sent or received).
  useLayoutEffect(() => {
    const log = scrollRef.current;
    if (!log || !lastId) return;
    log.scrollTop = log.scrollHeight;
    atNewest.current = true;
  }, [lastId]);

  // Earlier messages added above: the same messages stay where they were on screen.
  useLayoutEffect(() => {
    const log = scrollRef.current;
    if (!log || keepFromBottom.current === null) return;
    log.scrollTop = log.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  useEffect(() => {
    const log = scrollRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atNewest.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  function onScroll() {
    const log = scrollRef.current;
    if (log) atNewest.current = log.scrollHeight - log.clientHeight - log.scrollTop <= 8;
  }

  function showEarlier() {
    const log = scrollRef.current;
    if (log) keepFromBottom.current = log.scrollHeight - log.scrollTop;
    void loadEarlier();
  }

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={`Messages with ${otherName}`}
      tabIndex={0}
      onScroll={onScroll}
      className="relative flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
    >
      {hasEarlier ? (
        <div className="mb-3 flex shrink-0 justify-center">
          <Button variant="secondary" className="min-h-10 px-3 text-sm" disabled={loadingEarlier} onClick={showEarlier}>
            {loadingEarlier ? <Spinner className="size-4" /> : null}
            {loadingEarlier ? 'Loading...' : 'Load earlier messages'}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="my-auto px-6 text-center text-slate-600">No messages yet. Start the conversation!</p>
      ) : (
        // Few messages sit at the bottom, next to the composer, as in any chat.
        <ol className="mt-auto flex shrink-0 flex-col gap-3">
          {messages.map((message) => {
            const mine = message.senderId === myId;
            return <MessageBubble key={message.id} message={message} mine={mine} author={mine ? 'You' : otherName} now={now} />;
          })}
        </ol>
      )}
    </div>
  );
}

function PersonNotFound() {
  return (
    <StatusMessage
      title="This person could not be found"
      message="The link may be wrong, or this person is not available to you."
      role="alert"
    />
  );
}
