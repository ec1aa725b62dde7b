import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** The builder's top bar: Back to /workouts, the title and the Save action. */
export function RoutineHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="flex min-h-14 items-center gap-1 pr-3 pl-1">
        <Link
          to={paths.workouts}
          aria-label="Back"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronLeft className="size-7" aria-hidden />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
        {action}
      </div>
    </header>
  );
}
