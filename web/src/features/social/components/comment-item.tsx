import { Ellipsis, Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Comment } from '../../../../../shared/api-types';
import { ActionSheet, type SheetAction } from '../../../components/ui/action-sheet';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { useDeleteComment, useReport } from '../api/post-mutations';
import { ReportSheet } from './report-sheet';
import { feedAge } from '../lib/post-age';
import { authorPath } from '../lib/author-path';

interface CommentItemProps {
  comment: Comment;
  postAuthorId: string;
  myId: string;
  now: number;
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text);

/** One comment: name, text and age, with Delete for its writer and the post's author, and Report for others. */
export function CommentItem({ comment, postAuthorId, myId, now }: CommentItemProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const deleteComment = useDeleteComment();
  const report = useReport();
  const remember = useRememberCurrentRoute();
  const ids = { postId: comment.postId, commentId: comment.id };
  const isMine = comment.user.id === myId;

  const actions: SheetAction[] = [];
  if (isMine || postAuthorId === myId) {
    actions.push({ label: 'Delete comment', icon: <Trash2 className="size-5" aria-hidden />, destructive: true, onSelect: () => setConfirmOpen(true) });
  }
  if (!isMine) actions.push({ label: 'Report comment', icon: <Flag className="size-5" aria-hidden />, onSelect: () => setReportOpen(true) });

  return (
    <li className="flex items-start gap-1">
      <p className="min-w-0 flex-1 py-1 text-sm wrap-anywhere text-slate-800">
        <Link to={authorPath(comment.user.id, myId)} onClick={remember} className="mr-1.5 font-semibold text-slate-900 hover:underline">
          {comment.user.displayName}
        </Link>
        {comment.content}
        <span className="ml-2 text-xs text-slate-600">{feedAge(comment.createdAt, now)}</span>
      </p>
      <button
        type="button"
        aria-label={`Comment options: ${comment.user.displayName}`}
        onClick={() => setMenuOpen(true)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Ellipsis className="size-4" aria-hidden />
      </button>
      <ActionSheet open={menuOpen} onOpenChange={setMenuOpen} title="Comment" description={comment.content} actions={actions} />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete comment?"
        description={`${isMine ? 'Your' : `${comment.user.displayName}'s`} comment "${excerpt(comment.content)}" will be removed.`}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirmOpen(false);
          deleteComment(ids);
        }}
      />
      {isMine ? null : (
        <ReportSheet open={reportOpen} onOpenChange={setReportOpen} item="comment" authorName={comment.user.displayName} onReport={(chosen) => report({ ...ids, report: chosen })} />
      )}
    </li>
  );
}
