import type { ReactNode } from 'react';

/** A titled card on the home screen. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `home-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
