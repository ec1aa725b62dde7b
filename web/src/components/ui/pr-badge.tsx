import { Trophy } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A small amber 'PR' chip; `text` replaces 'PR' ('3 PRs', 'Heaviest weight'). */
export function PrBadge({ text = 'PR', label, className }: { text?: string; label?: string; className?: string }) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900', className)}
    >
      <Trophy className="size-3.5" aria-hidden />
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
