import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface BackHeaderProps {
  title: string;
  /** Where Back goes. */
  backTo: string;
  /** Buttons after the title (owner actions). */
  actions?: ReactNode;
}

/** A screen's title row: Back, the heading and its actions. */
export function BackHeader({ title, backTo, actions }: BackHeaderProps) {
  return (
    <div className="flex min-h-14 items-center gap-1 border-b border-slate-200 bg-white pr-2 pl-1">
      <Link
        to={backTo}
        aria-label="Back"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ChevronLeft className="size-7" aria-hidden />
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
      {actions}
    </div>
  );
}
