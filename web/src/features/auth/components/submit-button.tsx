import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Full-width submit button; disabled with a spinner while the request is pending. Its name stays the same. */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} className="mt-2 h-12 w-full">
      {pending ? <Spinner /> : null}
      {label}
    </Button>
  );
}
