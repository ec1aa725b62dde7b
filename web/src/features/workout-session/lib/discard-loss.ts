const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What discarding a live workout loses, in the numbers the live workout shows (issue 27): its exercises and the sets
 * ticked done (the top bar's 'N sets done').
 */
export function discardLossText({ exercises, completedSets }: { exercises: number; completedSets: number }): string {
  if (exercises === 0) return 'Nothing has been logged yet.';
  const exerciseText = count(exercises, 'exercise', 'exercises');
  if (completedSets === 0) return `${exerciseText} with no completed sets will be lost.`;
  return `${count(completedSets, 'completed set', 'completed sets')} in ${exerciseText} will be lost.`;
}
