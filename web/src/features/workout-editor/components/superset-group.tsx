import { Link2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * The exercises of one superset (issue 27), drawn together: a group named by its visible label, with a bracket down
 * its side. They are done a set each in turn, and the rest comes after the last one's set.
 */
export function SupersetGroup({ letter, children }: { letter: string; children: ReactNode }) {
  const labelId = useId();
  const ruleId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={ruleId} className="flex flex-col gap-2 border-l-4 border-violet-500 pl-2">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span id={labelId} className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-1 text-sm font-semibold text-violet-800">
          <Link2 className="size-4" aria-hidden />
          Superset {letter}
        </span>
        <span id={ruleId} className="text-xs text-slate-600">
          Rest after the last exercise
        </span>
      </p>
      {children}
    </div>
  );
}

/** Consecutive exercises of one superset in a group; an exercise outside a superset as it is. */
export function ExerciseRun({ superset, children }: { superset: string | null; children: ReactNode }) {
  return superset ? <SupersetGroup letter={superset}>{children}</SupersetGroup> : children;
}
