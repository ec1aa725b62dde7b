import { CalendarRange, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { planPaths } from '../../../lib/paths';

/** Training plans have their own place (issue 27): one row on Workouts leads there, under the routines. */
export function PlansLink() {
  return (
    <Link
      to={planPaths.plans}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <CalendarRange className="size-6 shrink-0 text-blue-600" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-lg font-semibold">Training Plans</span>
        <span className="text-sm text-slate-600">Workouts in order, week by week</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
