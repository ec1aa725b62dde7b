import { createHash } from 'node:crypto';
import type { Exercise } from '../../shared/api-types';

/**
 * The version of a person's exercise list: a digest of the catalogue's digest and their custom exercises, so it changes
 * when a deploy re-seeds the catalogue or the person adds an exercise. The phone keeps its copy while it matches.
 */
export function listVersion(catalogueDigest: string, custom: readonly Exercise[]): string {
  return digest(`${catalogueDigest}\n${JSON.stringify(custom)}`);
}

/** The catalogue's digest, over every field it answers (so a changed derived exercise type changes it too). */
export const catalogueDigest = (catalogue: readonly Exercise[]): string => digest(JSON.stringify(catalogue));

export const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** An ETag holding `version`, and whether an If-None-Match header names it (a list of tags, or a weak one). */
export const entityTag = (version: string): string => `"${version}"`;

export function matchesEntityTag(ifNoneMatch: string | undefined, version: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entityTag(version));
}
