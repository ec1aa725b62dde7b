import { describe, expect, it } from 'vitest';
import { WORKOUT_NAME_REQUIRED } from '../../../../../shared/schemas/plans';
import { TOO_FEW_SETS } from '../../workout-editor/template/template-rows';
import { emptyDetailsForm } from '../../workout-editor/template/details-form';
import { estimatedMinutesOf, workoutRequestOf } from './workout-request';
import type { WorkoutTemplateExercise } from './workout-template';

const rows = (warmups: number, normal: number) => [
  ...Array.from({ length: warmups }, (_, index) => ({ id: `w${index}`, isWarmup: true })),
  ...Array.from({ length: normal }, (_, index) => ({ id: `n${index}`, isWarmup: false })),
];

const exercise = (overrides: Partial<WorkoutTemplateExercise> = {}): WorkoutTemplateExercise => ({
  exerciseId: 'bench',
  name: 'Bench Press',
  sets: rows(1, 3),
  reps: '8-10',
  restSeconds: 90,
  notes: '',
  supersetGroup: null,
  ...overrides,
});

describe('estimatedMinutesOf', () => {
  it('counts 30 s per normal set plus its rest', () => {
    // 3 x 30 + 3 x 90 = 360 s and 2 x 30 + 2 x 60 = 180 s: 9 minutes.
    expect(estimatedMinutesOf([exercise(), exercise({ exerciseId: 'row', sets: rows(0, 2), restSeconds: 60 })])).toBe(9);
  });
});

describe('workoutRequestOf', () => {
  it("refuses a blank name with the spec's message", () => {
    expect(workoutRequestOf({ ...emptyDetailsForm, name: '  ' }, { exercises: [], entries: {} }, null)).toEqual({ error: WORKOUT_NAME_REQUIRED });
  });

  it('refuses an exercise without a normal set, naming it', () => {
    const template = { exercises: [exercise({ sets: rows(2, 0) })], entries: {} };
    expect(workoutRequestOf({ ...emptyDetailsForm, name: 'Push' }, template, null)).toEqual({ error: `Bench Press: ${TOO_FEW_SETS}` });
  });

  it('sends counts, fields, order, superset letters, the estimate and the plan', () => {
    const template = {
      exercises: [
        exercise({ supersetGroup: 'A', notes: ' Pause at the bottom ' }),
        exercise({ exerciseId: 'row', name: 'Row', sets: rows(0, 2), reps: '12', restSeconds: 60, supersetGroup: 'A' }),
      ],
      entries: { n0: { weight: { value: '135', own: true } } },
    };
    const result = workoutRequestOf({ name: ' Push ', description: '', difficulty: 'advanced', isPublic: true }, template, 'plan-1');

    expect(result).toMatchObject({
      body: {
        name: 'Push',
        difficulty: 'advanced',
        isPublic: true,
        estimatedDuration: 9,
        planId: 'plan-1',
        exercises: [
          { exerciseId: 'bench', sets: 3, warmupSets: 1, reps: '8-10', restSeconds: 90, notes: 'Pause at the bottom', orderIndex: 0, supersetGroup: 'A', weight: 13500 },
          { exerciseId: 'row', sets: 2, warmupSets: 0, reps: '12', restSeconds: 60, notes: null, orderIndex: 1, supersetGroup: 'A', weight: 13500 },
        ],
      },
    });
  });
});
