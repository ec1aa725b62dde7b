import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const layouts = {
  /** In place of a screen's content, under its header: not found, invalid id, nothing here yet. */
  content: 'gap-2 px-6 py-12',
  /** All a screen shows (the live workout screens): centred in most of its height. */
  screen: 'min-h-[70dvh] justify-center gap-3 px-6',
  /** Inside a card or section that has its own heading. */
  section: 'gap-2 py-4',
};

interface StatusMessageProps {
  /** The heading; left out inside a section that has its own. */
  title?: string;
  message: string;
  /** The heading's level: 1 when the message is all the screen shows. */
  level?: 1 | 2;
  layout?: keyof typeof layouts;
  role?: 'alert' | 'status';
  /** Buttons, one under the other. */
  children?: ReactNode;
}

/** A centred message in place of content: not found, failed to load, finished, nothing here yet. */
export function StatusMessage({ title, message, level = 2, layout = 'content', role, children }: StatusMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section role={role} className={cn('flex flex-col items-center text-center', layouts[layout])}>
      {title ? <Heading className="text-xl font-bold">{title}</Heading> : null}
      <p className="text-slate-600">{message}</p>
      {children ? <div className="mt-3 flex w-full max-w-xs flex-col gap-2">{children}</div> : null}
    </section>
  );
}
