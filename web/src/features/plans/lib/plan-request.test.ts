import { describe, expect, it } from 'vitest';
import { PLAN_NAME_REQUIRED } from '../../../../../shared/schemas/plans';
import { emptyDetailsForm } from '../../workout-editor/template/details-form';
import { planRequestOf } from './plan-request';

describe('planRequestOf', () => {
  it("refuses a blank name with the spec's message", () => {
    expect(planRequestOf({ ...emptyDetailsForm, name: '   ' })).toEqual({ error: PLAN_NAME_REQUIRED });
  });

  it('trims the text and keeps the duration of an edited plan', () => {
    const result = planRequestOf({ name: ' Push Pull Legs ', description: ' Six days ', difficulty: 'advanced', isPublic: true }, 60);
    expect(result).toEqual({ body: { name: 'Push Pull Legs', description: 'Six days', difficulty: 'advanced', isPublic: true, duration: 60 } });
  });
});
