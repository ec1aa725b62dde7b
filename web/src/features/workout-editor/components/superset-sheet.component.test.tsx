import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EditorExercise } from '../editor-model';
import { SupersetSheet } from './superset-sheet';

const exercise = (exerciseId: string, superset?: string): EditorExercise => ({ exerciseId, name: exerciseId, sets: [], ...(superset ? { superset } : {}) });
const workout = [exercise('Bench', 'A'), exercise('Curl'), exercise('Row', 'A'), exercise('Squat', 'B'), exercise('Lunge', 'B')];

describe('"Superset with…" (issue 29)', () => {
  it('lists the other exercises with its superset ticked, names the other supersets, and saves the choice in workout order', async () => {
    const user = userEvent.setup();
    const saved: [string, string[]][] = [];
    render(<SupersetSheet exercise={workout[0]!} exercises={workout} onClose={() => undefined} onSave={(id, partners) => saved.push([id, partners])} />);

    const sheet = screen.getByRole('dialog', { name: 'Superset with…' });
    expect(within(sheet).getAllByRole('checkbox').map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Curl', false],
      ['Row', true],
      ['SquatSuperset B', false],
      ['LungeSuperset B', false],
    ]);
    await user.click(within(sheet).getByRole('checkbox', { name: /Squat/ }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Curl' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save superset' }));

    expect(saved).toEqual([['Bench', ['Curl', 'Row', 'Squat']]]);
  });

  it('needs one other exercise: Save is off until one is ticked (a superset is two or more)', async () => {
    const user = userEvent.setup();
    const saved: string[][] = [];
    render(<SupersetSheet exercise={workout[1]!} exercises={workout} onClose={() => undefined} onSave={(_id, partners) => saved.push(partners)} />);

    const save = screen.getByRole('button', { name: 'Save superset' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose at least one exercise.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Bench Superset A' }));
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(saved).toEqual([['Bench']]);
  });
});
