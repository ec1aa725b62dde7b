import type { Difficulty } from '../../../shared/constants';

/** Spec 000 section 3: difficulty is shown as Intermediate when missing. */
export function difficultyLabel(difficulty: Difficulty | null | undefined): string {
  const value = difficulty || 'intermediate';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
