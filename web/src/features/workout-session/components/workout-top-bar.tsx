import { ChevronLeft, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { OfflineIndicator } from '../../../components/offline/offline-indicator';

interface WorkoutTopBarProps {
  title: string;
  /** Elapsed time ('45s', '12:05'): its text, or a component that keeps it (ElapsedTime). */
  elapsed: ReactNode;
  /** Extra facts after the time ('3 sets done'). */
  detail?: string;
  onBack: () => void;
  action: ReactNode;
}

/**
 * The live workout's header: back, name and elapsed time, the Finish action within thumb reach of the top, and the
 * sync status floating on its lower edge.
 */
export function WorkoutTopBar({ title, elapsed, detail, onBack, action }: WorkoutTopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="flex min-h-16 items-center gap-1 pr-3 pl-1">
        <button
          type="button"
          aria-label="Back"
          onClick={onBack}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronLeft className="size-7" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-bold" title={title}>{title}</h1>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Clock className="size-3.5" aria-hidden />
            <span role="timer" aria-label="Elapsed time" className="font-semibold text-slate-800 tabular-nums">
              {elapsed}
            </span>
            {detail ? <span className="truncate">· {detail}</span> : null}
          </p>
        </div>
        {action}
      </div>
      <OfflineIndicator />
    </header>
  );
}
