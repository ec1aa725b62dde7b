import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';

/** A full-screen message of the workout screens (not found, finished, no active workout), always with Back to Home. */
export function WorkoutMessage({ title, message, onHome, children }: { title: string; message: string; onHome: () => void; children?: ReactNode }) {
  return (
    <StatusMessage title={title} message={message} level={1} layout="screen">
      {children}
      <Button variant="secondary" onClick={onHome}>
        Back to Home
      </Button>
    </StatusMessage>
  );
}
