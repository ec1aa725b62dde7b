/** Texts of one workout exercise on the details screen. */

/** '3 × 8-10'. */
export const setsByReps = (sets: number, reps: string) => `${sets} × ${reps}`;

/** 45 → '45s', 90 → '1m 30s', 120 → '2m'. */
export function restText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}s`;
  return rest === 0 ? `${minutes}m` : `${minutes}m ${rest}s`;
}

export const warmupText = (warmupSets: number) => `${warmupSets} warm-up ${warmupSets === 1 ? 'set' : 'sets'}`;
