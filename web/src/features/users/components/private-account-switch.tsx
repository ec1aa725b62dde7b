import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSetPrivateAccount } from '../api/privacy-mutation';

/** Beyond the spec (issue 8): the 'Private account' setting; it shows the asked-for value while the change runs. */
export function PrivateAccountSwitch() {
  const { user } = useAuth();
  const setPrivate = useSetPrivateAccount();
  const labelId = useId();
  const descriptionId = useId();
  const checked = setPrivate.isPending ? setPrivate.variables : Boolean(user?.isPrivate);

  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          Private account
        </p>
        <p id={descriptionId} className="text-sm text-slate-600">
          Only approved followers see your workouts, plans, posts and lists
        </p>
      </div>
      <Switch.Root
        checked={checked}
        disabled={!user || setPrivate.isPending}
        onCheckedChange={(next) => setPrivate.mutate(next)}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 data-[state=checked]:bg-blue-600"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
