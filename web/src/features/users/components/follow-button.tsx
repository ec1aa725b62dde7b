import { useState } from 'react';
import type { FollowState, UserSummary } from '../../../../../shared/api-types';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useFollow, useUnfollow } from '../../../lib/queries/follow-mutations';

interface FollowButtonProps {
  person: Pick<UserSummary, 'id' | 'displayName' | 'isPrivate'>;
  /** Undefined while it is being read. */
  state: FollowState | undefined;
  /** The smaller button of a list row. */
  compact?: boolean;
}

type Confirming = 'unfollow' | 'withdraw' | null;

const toneByState: Record<FollowState, string> = {
  none: 'bg-blue-600 text-white hover:bg-blue-700 active:bg-blue-800',
  following: 'border border-slate-300 bg-white text-slate-900 hover:border-red-300 hover:bg-red-50 hover:text-red-700 focus-visible:text-red-700',
  requested: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 active:bg-slate-100',
};

/**
 * Follow → 'Following' (reads 'Unfollow' in red on hover or keyboard focus, and unfollows on click) or 'Requested'
 * for a private account (withdrawn after a confirm). Touch screens have no hover, so there 'Following' asks to
 * confirm first. A spinner while a change runs (the button keeps focus: aria-disabled, not disabled); no optimistic state: the button always shows what the server said.
 */
export function FollowButton({ person, state, compact = false }: FollowButtonProps) {
  const follow = useFollow();
  const unfollow = useUnfollow();
  // True on touch screens, where 'Following' can never turn into 'Unfollow' on hover.
  const noHover = useMediaQuery('(hover: none)');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pending = follow.isPending || unfollow.isPending || state === undefined;

  const runUnfollow = () => {
    setConfirming(null);
    unfollow.mutate(person.id);
  };

  const onClick = () => {
    if (pending) return;
    if (state === 'none') follow.mutate(person.id);
    else if (state === 'requested') setConfirming('withdraw');
    else if (state === 'following') {
      if (noHover) setConfirming('unfollow');
      else unfollow.mutate(person.id);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        className={cn(
          'group inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-disabled:opacity-60',
          compact ? 'min-h-10 min-w-26 px-3 text-sm' : 'min-h-11 min-w-32 flex-1 px-4 text-base',
          toneByState[state ?? 'none'],
        )}
      >
        {pending ? <Spinner className="size-4" /> : null}
        <FollowLabel state={state} />
      </button>
      <ConfirmDialog
        open={confirming === 'unfollow'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Unfollow ${person.displayName}?`}
        description={person.isPrivate ? 'Their account is private: following again needs their approval.' : 'You can follow them again at any time.'}
        confirmLabel="Unfollow"
        onConfirm={runUnfollow}
      />
      <ConfirmDialog
        open={confirming === 'withdraw'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Withdraw follow request?"
        description={`${person.displayName} has not answered your request yet.`}
        confirmLabel="Withdraw request"
        onConfirm={runUnfollow}
      />
    </>
  );
}

function FollowLabel({ state }: { state: FollowState | undefined }) {
  if (state === 'requested') return <span>Requested</span>;
  if (state !== 'following') return <span>Follow</span>;
  return (
    <>
      <span className="group-hover:hidden group-focus-visible:hidden">Following</span>
      <span className="hidden group-hover:inline group-focus-visible:inline">Unfollow</span>
    </>
  );
}
