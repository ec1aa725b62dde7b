import { createHash } from 'node:crypto';
import type { CatalogueEntry } from './catalogue-mapping';
import catalogueJson from './catalogue.json';

/** The exercise catalogue shipped with the functions (built by build-catalogue.ts; bundled, never read from ../shared). */
export const catalogue = catalogueJson as CatalogueEntry[];

/** Identifies a catalogue's content: seeding skips a catalogue whose hash the table already records. */
export function catalogueHash(entries: readonly CatalogueEntry[] = catalogue): string {
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
