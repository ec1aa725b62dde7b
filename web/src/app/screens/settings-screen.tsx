import { BackHeader } from '../../components/ui/back-header';
import { DeleteAccountSection } from '../../features/account-deletion';
import { AccountSecuritySection } from '../../features/auth';
import { YourDataSection } from '../../features/data-transfer';
import { ImportKeysSection } from '../../features/health';
import { PushSection } from '../../features/push';
import { UnitsAndPlatesSection } from '../../features/units';
import { AppearanceSection } from '../../features/users/components/appearance-section';
import { BlockedPeopleSection } from '../../features/users/components/blocked-people-section';
import { FollowRequestsSection } from '../../features/users/components/follow-requests-section';
import { PrivateAccountSwitch } from '../../features/users/components/private-account-switch';
import { peoplePaths } from '../../lib/paths';

/**
 * Beyond the spec (issues 8, 10, 11 and 27): privacy, pending follow requests, blocked people, kg or lb with the bar
 * and plates, light or dark, Apple Health import keys, and notifications on this device (issue 30). A full-screen frame.
 */
export default function SettingsScreen() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <BackHeader title="Settings" backTo={peoplePaths.profile} sticky />
      <main className="flex flex-col gap-4 px-4 py-4">
        <PrivateAccountSwitch />
        <PushSection />
        <UnitsAndPlatesSection />
        <AppearanceSection />
        <FollowRequestsSection />
        <BlockedPeopleSection />
        <ImportKeysSection />
        <YourDataSection />
        <AccountSecuritySection />
        <DeleteAccountSection />
      </main>
    </div>
  );
}
