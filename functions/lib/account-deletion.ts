/**
 * The contract between the account deletion job (functions/auth/account-deletion) and the domains: each domain
 * exports, from its index.ts, the ordered steps that remove what it keeps of a person. A step removes one bounded
 * batch and answers a cursor while more is left; run again with the same cursor (or from the start) it changes
 * nothing that is already removed, so a job that crashes or runs twice is safe.
 */
export interface DeletionStepInput {
  userId: string;
  /** Where the previous batch of this step stopped; absent on its first batch. */
  cursor?: string;
  /** The account's profile image, read when the deletion began (the profile itself is gone by then). */
  profileImage?: string | null;
  /** When the account was removed (ISO). */
  startedAt?: string;
}

export interface DeletionStep {
  /** `<domain>.<what>`, shown in the job item and the logs. */
  name: string;
  /** Removes one batch; answers `{ cursor }` when more is left, `{}` when the step is done. */
  run(input: DeletionStepInput): Promise<{ cursor?: string }>;
}
