import type { Plan } from '../../../../../shared/api-types';
import type { Difficulty } from '../../../../../shared/constants';
import { DEFAULT_DIFFICULTY, planRequestSchema, type PlanRequest } from '../../../../../shared/schemas/plans';

/** The Create/Edit Training Plan form (spec 001 section 2): name, description, difficulty, isPublic. */
export interface PlanFormValues {
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
}

export const emptyPlanForm: PlanFormValues = { name: '', description: '', difficulty: DEFAULT_DIFFICULTY, isPublic: false };

export function planFormOf(plan: Plan): PlanFormValues {
  return { name: plan.name, description: plan.description, difficulty: plan.difficulty, isPublic: plan.isPublic };
}

/**
 * Pre-checks the form with the API's own schema: the request body, or the first message to show
 * ('Plan name is required.'). The form has no duration field, so an edited plan keeps the one it has.
 */
export function planRequestOf(values: PlanFormValues, keptDuration: number | null = null): { body: PlanRequest } | { error: string } {
  const parsed = planRequestSchema.safeParse({ ...values, duration: keptDuration });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  return { body: parsed.data };
}
