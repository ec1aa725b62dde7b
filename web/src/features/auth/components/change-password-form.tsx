import { useId, useState, type FormEvent } from 'react';
import { changePasswordRequestSchema } from '../../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/use-toast';
import { useChangePassword } from '../api/account-security-mutations';

/** Current and new password, checked by the API's own schema first; the API's refusal is shown under the form. */
export function ChangePasswordForm() {
  const ids = { current: useId(), next: useId(), error: useId() };
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangePassword();
  const { toast } = useToast();
  const error = invalid ?? change.error?.message ?? null;

  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setInvalid(null);
    if (change.isError) change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please fill in all required fields.');
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        toast({ title: 'Password changed', description: 'You are still signed in here; every other device was signed out.' });
      },
    });
  };

  const describedBy = error ? ids.error : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Change password">
      <PasswordField
        id={ids.current}
        label="Current password"
        value={currentPassword}
        autoComplete="current-password"
        onChange={edited(setCurrentPassword)}
        errorId={describedBy}
      />
      <PasswordField id={ids.next} label="New password" value={newPassword} autoComplete="new-password" onChange={edited(setNewPassword)} errorId={describedBy} />
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <SubmitButton isPending={change.isPending} className="w-full">
        Change password
      </SubmitButton>
    </form>
  );
}
