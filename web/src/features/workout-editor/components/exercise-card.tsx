import { MoreHorizontal, Plus, Timer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WeightUnit } from '../../../../../shared/units';
import { formatRest } from '../../../../../shared/workout/rest';
import { cn } from '../../../lib/cn';
import { SetColumnHeadings, type SetColumns } from './set-row';

interface ExerciseCardProps {
  name: string;
  /** Rest time in seconds, when the card offers the rest setting. */
  restSeconds?: number;
  onOpenRest?: () => void;
  onOpenMenu: () => void;
  onAddSet: () => void;
  /** Which columns the set rows have (completion, last time's values). */
  columns: SetColumns;
  /** The unit of the weight column's heading. */
  unit: WeightUnit;
  /** Where the name links (the exercise's detail screen); absent = plain text. */
  href?: string;
  /** Mode-specific fields drawn between the name and the set rows. */
  details?: ReactNode;
  children: ReactNode;
}

/** One exercise: its name, rest setting and menu, the sets, and Add Set. */
export function ExerciseCard({ name, restSeconds, onOpenRest, onOpenMenu, onAddSet, columns, unit, href, details, children }: ExerciseCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center gap-1 py-1.5 pr-1 pl-4">
        <h2 id={headingId} className="min-w-0 flex-1 text-base leading-tight font-semibold text-blue-700">
          {href ? (
            <Link to={href} className="rounded-md underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {restSeconds !== undefined && onOpenRest ? (
          <button
            type="button"
            aria-label={`Rest timer for ${name}: ${formatRest(restSeconds)}`}
            aria-haspopup="dialog"
            onClick={onOpenRest}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
              restSeconds > 0 ? 'text-slate-700 hover:bg-slate-100' : 'text-slate-500 hover:bg-slate-100',
            )}
          >
            <Timer className="size-4" aria-hidden />
            {formatRest(restSeconds)}
          </button>
        ) : null}
        <button
          type="button"
          aria-label={`Options for ${name}`}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <MoreHorizontal className="size-6" aria-hidden />
        </button>
      </header>
      {details}
      <SetColumnHeadings columns={columns} unit={unit} />
      <div className="flex flex-col">{children}</div>
      <div className="p-3 pt-2">
        <button
          type="button"
          onClick={onAddSet}
          aria-label={`Add Set to ${name}`}
          className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-xl bg-slate-100 text-base font-semibold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-300 disabled:opacity-60"
        >
          <Plus className="size-5" aria-hidden />
          Add Set
        </button>
      </div>
    </section>
  );
}
