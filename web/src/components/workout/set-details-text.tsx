import { rpeText } from '../../../../shared/workout/set-type';
import { cn } from '../../lib/cn';

/**
 * Issue 29: a set's RPE ('@8') and note, as the live workout, the workout detail and the summary show them; nothing
 * when the set has neither.
 */
export function SetDetailsText({ rpe, note, className }: { rpe?: number; note?: string; className?: string }) {
  if (rpe === undefined && !note) return null;
  return (
    <p className={cn('flex min-w-0 items-baseline gap-2 text-[13px] leading-snug text-slate-600', className)}>
      {rpe !== undefined ? (
        <span className="shrink-0 font-semibold text-slate-700 tabular-nums">
          <span className="sr-only">RPE </span>
          {rpeText(rpe)}
        </span>
      ) : null}
      {note ? <span className="min-w-0 break-words whitespace-pre-line">{note}</span> : null}
    </p>
  );
}
