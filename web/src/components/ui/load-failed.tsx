import type { ComponentProps } from 'react';
import { Button } from './button';
import { StatusMessage } from './status-message';

type LoadFailedProps = Omit<ComponentProps<typeof StatusMessage>, 'title' | 'children'> & {
  /** The heading, 'Could not load' unless given; null for none (inside a section that has its own heading). */
  title?: string | null;
  onRetry: () => void;
};

/** A read that failed for another reason than not found (offline, server error), with a retry. */
export function LoadFailed({ title = 'Could not load', onRetry, ...props }: LoadFailedProps) {
  return (
    <StatusMessage title={title ?? undefined} {...props}>
      <Button onClick={onRetry}>Try again</Button>
    </StatusMessage>
  );
}
