import { useId, useState, type FormEvent } from 'react';
import { deleteAccountRequestSchema } from '../../../../../shared/schemas/delete-account';
import { BottomSheet, SheetBody, SheetClose } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAuth } from '../../../lib/auth/auth-context';
import { discardOutboxOf } from '../../../lib/outbox/outbox-runtime';
import { useDeleteAccount } from '../api/delete-account-mutation';

const REMOVED = [
  'Your profile, name and photo: nobody can find or open them any more',
  'Your workouts, sets, records, routines, plans and custom exercises',
  'Your posts with their photos, and your likes and comments on other posts',
  'Your followers, the people you follow, requests and blocks',
  'Your conversations: they disappear for the other person too',
  'Your notifications and Apple Health import keys',
];

/**
 * Explains what deleting removes and asks for the password again. The account is gone when the API answers; then
 * the usual sign-out clears the token and every cached answer and goes to the sign-in screen with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const ids = { password: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  const { logoutWithMessage, user } = useAuth();
  const error = invalid ?? deletion.error?.message ?? null;

  const changeOpen = (next: boolean) => {
    if (deletion.isPending) return;
    if (!next) {
      setPassword('');
      setInvalid(null);
      deletion.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deletion.isPending) return;
    const parsed = deleteAccountRequestSchema.safeParse({ password });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Please enter your password.');
    setInvalid(null);
    deletion.mutate(parsed.data, {
      onSuccess: () => {
        if (user) void discardOutboxOf(user.id);
        logoutWithMessage('Your account was deleted', 'Everything else of yours is being removed in the background.');
      },
    });
  };

  return (
    <BottomSheet open={open} onOpenChange={changeOpen} title="Delete your account?" description="This cannot be undone. It removes:">
      <SheetBody>
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {REMOVED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Delete account">
          <PasswordField
            id={ids.password}
            label="Your password"
            value={password}
            autoComplete="current-password"
            onChange={(value) => {
              setPassword(value);
              setInvalid(null);
              if (deletion.isError) deletion.reset();
            }}
            errorId={error ? ids.error : undefined}
          />
          {error ? (
            <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <SheetClose asChild>
              <Button variant="secondary" disabled={deletion.isPending}>
                Cancel
              </Button>
            </SheetClose>
            <SubmitButton variant="destructive" isPending={deletion.isPending}>
              Delete account
            </SubmitButton>
          </div>
        </form>
      </SheetBody>
    </BottomSheet>
  );
}
