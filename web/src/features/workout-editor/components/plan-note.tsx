import { NotebookPen } from 'lucide-react';

/** The plan's note on an exercise (issue 27), read-only in the workout: under the name, before the sets. */
export function PlanNote({ text }: { text: string }) {
  return (
    <p className="mx-3 mb-1 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm leading-snug text-amber-950">
      <NotebookPen className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words whitespace-pre-line">
        <span className="sr-only">Note: </span>
        {text}
      </span>
    </p>
  );
}
