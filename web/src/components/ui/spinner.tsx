import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A decorative spinning icon; pair it with visible text such as 'Loading...'. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-5 animate-spin', className)} />;
}
