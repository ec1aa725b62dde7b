import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';

interface EditFormProps {
  onSubmit: () => void;
  canSave: boolean;
  isSaving: boolean;
  /** A form-level message above Save (why the last save failed). */
  footer?: ReactNode;
  children: ReactNode;
}

/** An edit screen's form: its fields, then Save, disabled while the values are not valid or a save is pending. */
export function EditForm({ onSubmit, canSave, isSaving, footer, children }: EditFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSave && !isSaving) onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-5 px-4 pt-5">
      {children}
      {footer}
      {/* Stays in reach at the bottom of a long form (Edit Stats). */}
      <div className="sticky bottom-0 -mx-4 bg-slate-50/95 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <SubmitButton isPending={isSaving} disabled={!canSave || isSaving} className="w-full">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
