import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A full-screen message of the workout screens (not found, finished, no active workout). */
export function WorkoutMessage({ title, message, onHome, children }: { title: string; message: string; onHome: () => void; children?: ReactNode }) {
  return (
    <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <div className="mt-2 flex w-full max-w-xs flex-col gap-2">
        {children}
        <Button variant="secondary" onClick={onHome}>
          Back to Home
        </Button>
      </div>
    </section>
  );
}
