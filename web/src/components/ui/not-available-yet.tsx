import type { ReactNode } from 'react';

interface NotAvailableYetProps {
  title: string;
  /** One honest line about what is missing. */
  message: string;
  children?: ReactNode;
}

/** A screen that later issues fill in: its title and a line saying it is not available yet. */
export function NotAvailableYet({ title, message, children }: NotAvailableYetProps) {
  return (
    <section className="flex flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-600">{message}</p>
      {children}
    </section>
  );
}
