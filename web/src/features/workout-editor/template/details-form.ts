import type { Difficulty } from '../../../../../shared/constants';
import { DEFAULT_DIFFICULTY } from '../../../../../shared/schemas/plans';

/**
 * The own fields of a training plan, workout or routine form (spec 001 section 2, spec 000 section 2):
 * name, description, difficulty, isPublic. The routine form shows only the first two and keeps the others.
 */
export interface DetailsFormValues {
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
}

/** A new plan, workout or routine: Beginner and private. */
export const emptyDetailsForm: DetailsFormValues = { name: '', description: '', difficulty: DEFAULT_DIFFICULTY, isPublic: false };

/** A saved plan's, workout's or routine's fields, to edit. */
export function detailsFormOf(saved: DetailsFormValues): DetailsFormValues {
  return { name: saved.name, description: saved.description, difficulty: saved.difficulty, isPublic: saved.isPublic };
}
