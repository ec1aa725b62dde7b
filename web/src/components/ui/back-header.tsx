import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface BackHeaderProps {
  title: string;
  /** Where Back goes. */
  backTo: string;
  /** Buttons after the title (Save, Edit). */
  actions?: ReactNode;
  /** Keeps the bar at the top while the screen scrolls (the builders and forms). */
  sticky?: boolean;
}

/** A screen's title row: Back, the heading and its actions. */
export function BackHeader({ title, backTo, actions, sticky = false }: BackHeaderProps) {
  const bar = (
    <div className="flex min-h-14 items-center gap-1 border-b border-slate-200 bg-white pr-2 pl-1">
      <HeaderIconLink to={backTo} label="Back">
        <ChevronLeft className="size-7" aria-hidden />
      </HeaderIconLink>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold" title={title}>{title}</h1>
      {actions}
    </div>
  );
  return sticky ? <header className="sticky top-0 z-30 pt-[env(safe-area-inset-top)]">{bar}</header> : bar;
}

/** A round icon-only link in a header bar (Back, Edit); `label` is its accessible name. */
export function HeaderIconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {children}
    </Link>
  );
}
