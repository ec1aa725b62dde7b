import { Button } from '../../../components/ui/button';
import { StatusMessage } from './status-message';

/** A read that failed for another reason than not found (offline, server error), with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusMessage title="Could not load" message={message}>
      <Button onClick={onRetry}>Try again</Button>
    </StatusMessage>
  );
}
