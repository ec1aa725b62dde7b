import { planRequestSchema, type CheckedPlanRequest } from '../../../../../shared/schemas/plans';
import { checkedRequest, type CheckedRequest } from '../../../lib/checked-request';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';

/**
 * The Create/Edit Training Plan body pre-checked with the API's own schema, or the first message to show
 * ('Plan name is required.'). The form has no duration field, so an edited plan keeps the one it has.
 */
export function planRequestOf(values: DetailsFormValues, keptDuration: number | null = null): CheckedRequest<CheckedPlanRequest> {
  return checkedRequest(planRequestSchema, { ...values, duration: keptDuration }, 'Please check the form.');
}
