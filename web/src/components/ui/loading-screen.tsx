import { Spinner } from './spinner';

/** The spec's 'Loading...' state: a spinner with the text, centred in the available space. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-1 flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 text-blue-600" />
      <p className="text-base">{label}</p>
    </div>
  );
}
