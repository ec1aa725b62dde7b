import type { Domain } from '../shared/routes';

export type TableAccess = 'none' | 'read' | 'readWrite';

/** What one domain's Lambda may touch, and how big it is. The one place grants are decided. */
export interface DomainSettings {
  table: TableAccess;
  /** Read the JWT signing key: needed to issue or verify tokens. */
  jwtSecret: boolean;
  /** Put and delete objects under `media/` in the media bucket (profile images, post photos). */
  mediaWrite: boolean;
  memorySize: number;
}

/** A domain that is not listed below gets these (the common case: a data domain behind auth). */
const defaults: DomainSettings = { table: 'readWrite', jwtSecret: true, mediaWrite: false, memorySize: 512 };

const overrides: { readonly [D in Domain]?: Partial<DomainSettings> } = {
  status: { table: 'none', jwtSecret: false },
  // scrypt with N=2^17 needs 128 MiB, and Lambda's CPU share grows with memory.
  auth: { memorySize: 1024 },
  // Profile images: stores the new one and deletes the one it replaces.
  users: { mediaWrite: true },
  // Post photos: stores a new post's image and deletes a deleted post's.
  social: { mediaWrite: true },
};

export function settingsOf(domain: Domain): DomainSettings {
  return { ...defaults, ...overrides[domain] };
}
