/**
 * Starts deleting an account whose password was just checked: one transaction removes the profile, the email and
 * username claims and the search entries (users domain) and the health import keys (health domain), and writes the
 * job (status running), whose stream event runs the rest (stream-consumer.ts). The token version lives on the
 * profile, so every token is refused at once, and so is every import key.
 */
import type { AccountCredentials } from '../../users/index';
import { removeAccount } from '../../users/index';
import { importKeyDeletes } from '../../health/index';
import type { DeletionJob } from './job-record';
import { newJobWrite } from './repository';

/** Answers false when the account changed or went meanwhile (nothing was removed). */
export async function startAccountDeletion(account: AccountCredentials, now = new Date()): Promise<boolean> {
  const { user } = account;
  const at = now.toISOString();
  const job: DeletionJob = {
    userId: user.id,
    status: 'running',
    stepIndex: 0,
    stepName: 'starting',
    profileImage: user.profileImage ?? null,
    version: 0,
    batches: 0,
    startedAt: at,
    updatedAt: at,
  };
  const keyDeletes = await importKeyDeletes({ userId: user.id });
  return removeAccount({ read: user, withItems: [newJobWrite(job), ...keyDeletes] });
}
