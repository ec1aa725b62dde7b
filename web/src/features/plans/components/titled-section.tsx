import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A detail screen's list under its heading ('Exercises', 'Workouts'), the section named by the heading. */
export function TitledSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col', className ?? 'gap-3')}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
