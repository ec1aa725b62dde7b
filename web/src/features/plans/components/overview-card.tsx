import type { ReactNode } from 'react';

/** The card at the top of a detail screen (plan, workout, completed workout), named by `label`. */
export function OverviewCard({ label, description, children }: { label: string; description?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {description ? <p className="mb-3 text-slate-700">{description}</p> : null}
      {children}
    </section>
  );
}

/** The card's row of facts (difficulty, duration, counts). */
export function FactRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">{children}</div>;
}

/** One fact: its icon and text. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {icon}
      {children}
    </span>
  );
}
