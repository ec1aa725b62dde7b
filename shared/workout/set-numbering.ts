/**
 * Set labels of spec 000 section 4: a warm-up set shows W; any other set shows its number, which
 * counts only the non-warm-up sets up to and including it.
 */
export const WARMUP_LABEL = 'W';

export type SetLabel = typeof WARMUP_LABEL | number;

/** Labels of one exercise's sets, in display order. */
export function setLabels(sets: ReadonlyArray<{ isWarmup: boolean }>): SetLabel[] {
  let working = 0;
  return sets.map((set) => {
    if (set.isWarmup) return WARMUP_LABEL;
    working += 1;
    return working;
  });
}

/** Orders one exercise's sets for display: by set number, then by creation time, then by id. */
export function compareSets(
  a: { setNumber: number; createdAt?: string; id: string },
  b: { setNumber: number; createdAt?: string; id: string },
): number {
  if (a.setNumber !== b.setNumber) return a.setNumber - b.setNumber;
  const byTime = (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
}

/** The set number to send for a set added after `sets` (the server's default is 1). */
export function nextSetNumber(sets: ReadonlyArray<{ setNumber: number }>): number {
  return sets.reduce((highest, set) => Math.max(highest, set.setNumber), 0) + 1;
}
