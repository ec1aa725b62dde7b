/**
 * The largest file the importer reads (issue 26): 20 MB is about 130,000 Strong rows (some 15 years of five workouts
 * a week), and far less than would make a phone slow to read it; checked before the file is read at all.
 */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;

/** Megabytes to one decimal, rounded up: a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10)} MB`;

/** Why a chosen file is not read, or undefined: too large. */
export function importFileProblem(file: { size: number }): string | undefined {
  if (file.size <= MAX_IMPORT_FILE_BYTES) return undefined;
  return `This file is ${megabytes(file.size)}: files up to ${megabytes(MAX_IMPORT_FILE_BYTES)} can be imported.`;
}
