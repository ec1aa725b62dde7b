import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useToast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSignOutEverywhere } from '../api/account-security-mutations';
import { ChangePasswordForm } from './change-password-form';

/** Beyond the spec (issue 13): change the password, and sign out of every device (this one too) after a confirmation. */
export function AccountSecuritySection() {
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const { logout } = useAuth();
  const { toast } = useToast();

  const confirm = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        logout();
      },
      onError: (error) => toast({ title: 'Could not sign out everywhere', description: error.message, variant: 'destructive' }),
    });

  return (
    <SectionCard title="Password and sessions">
      <ChangePasswordForm />
      <div className="mt-5 border-t border-slate-200 pt-4">
        <p className="mb-3 text-sm text-slate-600">Lost a phone or signed in somewhere you should not have? End every session, this one too.</p>
        <Button variant="secondary" className="w-full" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !signOutEverywhere.isPending && setConfirming(open)}
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, will be signed out. Apple Health import keys keep working."
        confirmLabel="Sign out everywhere"
        onConfirm={confirm}
        isPending={signOutEverywhere.isPending}
      />
    </SectionCard>
  );
}
