import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/api';
import { AuthContext } from '../../../lib/auth/auth-context';
import { exerciseKeys, type KeptExercises } from '../../../lib/queries/exercise-queries';
import { answerAll, json, networkDown, setNetwork } from '../../../test/api-stub';
import { anExercise, aUser } from '../../../test/fixtures';
import { ExercisePicker } from './exercise-picker';

const BENCH = anExercise({ id: 'bench', name: 'Barbell Bench Press - Medium Grip', category: 'Chest' });

/** The picker open in add mode for a signed-in person, as the live workout opens it. */
function openPicker() {
  const user = aUser();
  answerAll({ 'GET /api/users/{id}/completed-workouts': () => json([]) });
  const auth = { status: 'authenticated' as const, user, logout: () => undefined, logoutWithMessage: () => undefined };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <ExercisePicker open mode="add" onOpenChange={() => undefined} onConfirm={() => undefined} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Add Exercise' }));
}

describe('the exercise picker offline (issue 30)', () => {
  it('searches the kept list when its refresh fails', async () => {
    queryClient.setQueryData<KeptExercises>(exerciseKeys.list(), { version: '"v1"', exercises: [BENCH] });
    await queryClient.invalidateQueries({ queryKey: exerciseKeys.all, refetchType: 'none' });
    // The failed read counts the app offline; its check whether the server answers again finds no network either.
    answerAll({ 'GET /api/exercises': networkDown, 'GET /api/health': networkDown });
    const picker = openPicker();

    await userEvent.type(picker.getByRole('searchbox', { name: 'Search exercises' }), 'barbell bench press');
    expect(await picker.findByRole('button', { name: new RegExp(`^${BENCH.name}`) })).toBeInTheDocument();
    expect(picker.queryByText(/Could not load exercises/)).not.toBeInTheDocument();
  });

  it('says the list is not on this phone yet when it is offline before the first read, instead of loading forever', async () => {
    setNetwork(false);
    const picker = openPicker();
    expect(await picker.findByRole('status')).toHaveTextContent('You’re offline and the exercise list is not on this phone yet.');
  });
});
