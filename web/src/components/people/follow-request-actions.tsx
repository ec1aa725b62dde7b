import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useAnswerFollowRequest } from '../../lib/queries/follow-mutations';

export type FollowRequestAnswer = 'accepted' | 'declined';

interface FollowRequestActionsProps {
  requesterId: string;
  requesterName: string;
  /** After the server took the answer. */
  onAnswered?: (answer: FollowRequestAnswer) => void;
}

/** Accept / Decline of a request to follow the caller's private account (settings and the notifications panel). */
export function FollowRequestActions({ requesterId, requesterName, onAnswered }: FollowRequestActionsProps) {
  const accept = useAnswerFollowRequest('accept', { onAnswered: () => onAnswered?.('accepted') });
  const decline = useAnswerFollowRequest('decline', { onAnswered: () => onAnswered?.('declined') });
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex gap-2">
        <Button
          className="min-h-10 px-3 text-sm"
          aria-label={`Accept ${requesterName}`}
          disabled={busy}
          onClick={() => accept.mutate(requesterId)}
        >
          {accept.isPending ? <Spinner className="size-4" /> : null}
          Accept
        </Button>
        <Button
          variant="secondary"
          className="min-h-10 px-3 text-sm"
          aria-label={`Decline ${requesterName}`}
          disabled={busy}
          onClick={() => decline.mutate(requesterId)}
        >
          {decline.isPending ? <Spinner className="size-4" /> : null}
          Decline
        </Button>
      </div>
      {failure && !busy ? (
        <p role="alert" className="text-sm text-red-700">
          {failure.message}
        </p>
      ) : null}
    </div>
  );
}
