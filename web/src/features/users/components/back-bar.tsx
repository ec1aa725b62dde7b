import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGoBack } from '../../../lib/navigation/use-back-navigation';

interface BackBarProps {
  title: string;
  /** Where Back goes when no previous route is remembered. */
  fallback: string;
  actions?: ReactNode;
}

/** A people screen's title row: Back returns to the remembered previous route (spec 001 section 2), else `fallback`. */
export function BackBar({ title, fallback, actions }: BackBarProps) {
  const goBack = useGoBack(fallback);
  return (
    <div className="flex min-h-14 items-center gap-1 border-b border-slate-200 bg-white pr-2 pl-1">
      <button
        type="button"
        onClick={() => goBack()}
        aria-label="Back"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ChevronLeft className="size-7" aria-hidden />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold" title={title}>{title}</h1>
      {actions}
    </div>
  );
}
