/** Issue 29: a custom exercise is created with the type the person chooses. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/api';
import { AuthContext } from '../../../lib/auth/auth-context';
import { answerAll, json, requestsTo } from '../../../test/api-stub';
import { anExercise, aUser } from '../../../test/fixtures';
import { ExercisePicker } from './exercise-picker';

describe('creating a custom exercise (issue 29)', () => {
  it('sends the type chosen, weight & reps unless another is chosen', async () => {
    const user = aUser();
    answerAll({
      'GET /api/users/{id}/completed-workouts': () => json([]),
      'GET /api/exercises': () => json([]),
      'POST /api/exercises': () => json(anExercise({ name: 'Dead Hang', exerciseType: 'duration', isCustom: true }), { status: 201 }),
    });
    const auth = { status: 'authenticated' as const, user, logout: () => undefined, logoutWithMessage: () => undefined };
    render(
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <ExercisePicker open mode="add" onOpenChange={() => undefined} onConfirm={() => undefined} />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    const picker = within(screen.getByRole('dialog', { name: 'Add Exercise' }));
    await userEvent.click(picker.getByRole('button', { name: 'Create' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Custom Exercise' }));

    expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('weight_reps');
    await userEvent.type(form.getByRole('textbox', { name: 'Exercise name' }), 'Dead Hang');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Muscle group' }), 'Back');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Equipment' }), 'Bodyweight');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'Duration');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));

    await expect.poll(() => requestsTo('POST /api/exercises').length).toBe(1);
    expect(requestsTo('POST /api/exercises')[0]?.body).toMatchObject({ name: 'Dead Hang', exerciseType: 'duration' });
  });
});
