import { BackHeader } from '../../../components/ui/back-header';
import { DeleteAccountSection } from '../../account-deletion';
import { AccountSecuritySection } from '../../auth';
import { YourDataSection } from '../../data-transfer';
import { ImportKeysSection } from '../../health';
import { UnitsAndPlatesSection } from '../../units';
import { AppearanceSection } from '../components/appearance-section';
import { BlockedPeopleSection } from '../components/blocked-people-section';
import { FollowRequestsSection } from '../components/follow-requests-section';
import { PrivateAccountSwitch } from '../components/private-account-switch';
import { peoplePaths } from '../../../lib/paths';

/**
 * Beyond the spec (issues 8, 10, 11 and 27): privacy, pending follow requests, blocked people, kg or lb with the bar
 * and plates, light or dark, and Apple Health import keys. A full-screen frame.
 */
export default function SettingsScreen() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-slate-50 shadow-sm">
      <BackHeader title="Settings" backTo={peoplePaths.profile} sticky />
      <main className="flex flex-col gap-4 px-4 py-4">
        <PrivateAccountSwitch />
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
