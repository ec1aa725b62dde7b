import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';

/** A visible label tied to its control by id. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
