import { cn } from '../../../lib/cn';

/** The live 'n/500' under a post or comment field. */
export function TextCounter({ id, length, max }: { id?: string; length: number; max: number }) {
  return (
    <span id={id} className={cn('text-xs tabular-nums', length >= max ? 'font-semibold text-red-700' : 'text-slate-600')}>
      {length}/{max}
    </span>
  );
}
