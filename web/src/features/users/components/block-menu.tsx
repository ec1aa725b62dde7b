import { Ban, Ellipsis } from 'lucide-react';
import { useState } from 'react';
import type { UserSummary } from '../../../../../shared/api-types';
import { ActionSheet } from '../../../components/ui/action-sheet';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { useBlock } from '../../../lib/queries/follow-mutations';

interface BlockMenuProps {
  person: Pick<UserSummary, 'id' | 'displayName'>;
  /** Leaves the profile once the block is done. */
  onBlocked: () => void;
}

/** The profile's '…' menu: Block, after a confirm. */
export function BlockMenu({ person, onBlocked }: BlockMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const block = useBlock({ onBlocked });
  const { toast } = useToast();
  const runBlock = () =>
    block.mutate(person.id, {
      // Not in the spec's catalogue: a block that did not happen must not look done.
      onError: (error) => toast({ title: `Could not block ${person.displayName}`, description: error.message, variant: 'destructive' }),
    });

  return (
    <>
      <button
        type="button"
        aria-label={`More actions for ${person.displayName}`}
        onClick={() => setMenuOpen(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Ellipsis className="size-6" aria-hidden />
      </button>
      <ActionSheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={person.displayName}
        actions={[{ label: 'Block', icon: <Ban className="size-5" aria-hidden />, destructive: true, onSelect: () => setConfirmOpen(true) }]}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Block ${person.displayName}?`}
        description="They won't be able to see your profile or posts, follow or message you. Follows and notifications between you are removed, and your conversation is hidden from both of you until you unblock."
        confirmLabel="Block"
        isPending={block.isPending}
        onConfirm={runBlock}
      />
    </>
  );
}
