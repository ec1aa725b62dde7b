import { CloudOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { lastUpdatedText } from '../../lib/offline-reads/last-updated';
import { useNow } from '../../lib/use-now';
import { useOnline } from '../../lib/use-online';
import { StatusMessage } from '../ui/status-message';

/**
 * 'Offline · last updated 10:42' on a screen showing the phone's copy of its reads while offline (issue 30); nothing
 * online or before any read was answered. Plain text read in place: the header's status chip already announces
 * 'Offline', so a second live region would only repeat it. Wraps at 320 px.
 */
export function OfflineSince({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const online = useOnline();
  const now = useNow(60_000, !online);
  if (online || updatedAt <= 0) return null;
  return (
    <p className={cn('flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200', className)}>
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>Offline · {lastUpdatedText(updatedAt, new Date(now))}</span>
    </p>
  );
}

export const NOT_KEPT_TITLE = "You're offline";
export const NOT_KEPT_MESSAGE = "This isn't on this phone yet. It opens by itself when you're back online.";
const NOT_KEPT_PART = "You're offline: this shows once you're back online.";

/**
 * In place of 'Loading...' for a read with nothing kept on the phone while offline (issue 30): a screen's content
 * ('content') or one part of a screen ('section', a line without a heading). The read starts by itself online.
 */
export function OfflineNotKept({ layout = 'content' }: { layout?: 'content' | 'section' }) {
  return layout === 'content' ? (
    <StatusMessage role="status" title={NOT_KEPT_TITLE} message={NOT_KEPT_MESSAGE} />
  ) : (
    <p role="status" className="py-2 text-slate-600">
      {NOT_KEPT_PART}
    </p>
  );
}
