import type { ReactNode } from 'react';

/** A centred message in place of a screen's content: not found, invalid id, nothing here yet. */
export function StatusMessage({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-slate-600">{message}</p>
      {children ? <div className="mt-3 flex w-full max-w-xs flex-col gap-2">{children}</div> : null}
    </section>
  );
}
