/** Key of an account deletion job (one per deleted account; auth domain): its progress through the domains' steps. */
export const accountDeletionJobKey = (userId: string) => ({ PK: `ACCOUNT_DELETION#${userId}`, SK: 'JOB' });
export const ACCOUNT_DELETION_JOB_ENTITY = 'AccountDeletionJob';
