/**
 * Whether an error is a script chunk that failed to load: after a deploy the old build's hashed chunks are gone, or
 * the network dropped mid-navigation. The messages are Chromium's, Firefox's and Safari's for a failed import().
 */
export function isFailedChunkLoad(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}
