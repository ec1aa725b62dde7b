import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ActionSheet, type SheetAction } from '../../../components/ui/action-sheet';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePost, useReport } from '../api/post-mutations';
import { ReportSheet } from './report-sheet';

interface PostMenuProps {
  postId: string;
  authorName: string;
  isMine: boolean;
  onEdit: () => void;
}

/** The post's '…' menu: Edit and Delete (after a confirmation) for its author, Report (with a reason) for everyone else. */
export function PostMenu({ postId, authorName, isMine, onEdit }: PostMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const deletePost = useDeletePost();
  const report = useReport();

  const actions: SheetAction[] = isMine
    ? [
        { label: 'Edit post', icon: <Pencil className="size-5" aria-hidden />, onSelect: onEdit },
        { label: 'Delete post', icon: <Trash2 className="size-5" aria-hidden />, destructive: true, onSelect: () => setConfirmOpen(true) },
      ]
    : [{ label: 'Report post', icon: <Flag className="size-5" aria-hidden />, onSelect: () => setReportOpen(true) }];

  const runDelete = () => {
    setConfirmOpen(false);
    deletePost(postId);
  };

  return (
    <>
      <button
        type="button"
        aria-label={isMine ? 'Post options' : `Post options: ${authorName}`}
        onClick={() => setMenuOpen(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Ellipsis className="size-5" aria-hidden />
      </button>
      <ActionSheet open={menuOpen} onOpenChange={setMenuOpen} title={isMine ? 'Your post' : `${authorName}'s post`} actions={actions} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete post?"
        description="The post, its photo, likes and comments will be removed."
        confirmLabel="Delete"
        onConfirm={runDelete}
      />
      {isMine ? null : (
        <ReportSheet open={reportOpen} onOpenChange={setReportOpen} item="post" authorName={authorName} onReport={(chosen) => report({ postId, report: chosen })} />
      )}
    </>
  );
}
