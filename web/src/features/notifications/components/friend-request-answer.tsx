import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FollowRequestActions, type FollowRequestAnswer } from '../../../components/people/follow-request-actions';
import { followRequestsQueryOptions } from '../../../lib/queries/people-queries';

const answerTexts: Record<FollowRequestAnswer, string> = { accepted: 'Request accepted', declined: 'Request declined' };

interface FriendRequestAnswerProps {
  requesterId: string;
  /** Accepting marks the notification read. */
  onAccepted: () => void;
}

/**
 * Accept / Decline under a 'friend_request' notification while that request is still pending (it is among the
 * caller's follow requests), then what was answered.
 */
export function FriendRequestAnswer({ requesterId, onAccepted }: FriendRequestAnswerProps) {
  const requests = useInfiniteQuery({ ...followRequestsQueryOptions(), staleTime: 0 });
  const [answer, setAnswer] = useState<FollowRequestAnswer | null>(null);
  const request = requests.data?.pages.flatMap((page) => page.items).find((person) => person.id === requesterId);

  if (answer) {
    return (
      <p role="status" className="text-sm font-medium text-slate-700">
        {answerTexts[answer]}
      </p>
    );
  }
  if (!request) return null;
  return (
    <FollowRequestActions
      requesterId={requesterId}
      requesterName={request.displayName}
      onAnswered={(given) => {
        setAnswer(given);
        if (given === 'accepted') onAccepted();
      }}
    />
  );
}
