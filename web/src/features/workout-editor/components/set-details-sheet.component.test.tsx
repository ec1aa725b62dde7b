import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SetDetails } from '../../../../../shared/workout/set-type';
import type { EditorSet } from '../editor-model';
import { SetDetailsSheet } from './set-details-sheet';
import type { SetOptionsTarget } from './set-options-sheet';

const target: SetOptionsTarget = { exerciseId: 'squat', exerciseName: 'Barbell Squat', setId: 'set-2', setName: 'Set 2', isWarmup: false };

/** The sheet over a set kept in state, as the live workout keeps it; every change it asks for is recorded. */
function Harness({ initial, changes, deleted }: { initial: EditorSet; changes: SetDetails[]; deleted: string[] }) {
  const [set, setSet] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Set 2 options
      </button>
      <SetDetailsSheet
        target={open ? target : null}
        set={set}
        onClose={() => setOpen(false)}
        onChange={(_target, details) => {
          changes.push(details);
          setSet((before) => ({ ...before, ...details, rpe: details.rpe === undefined ? before.rpe : (details.rpe ?? undefined), note: details.note === undefined ? before.note : (details.note ?? undefined) }));
        }}
        onDelete={(chosen) => deleted.push(chosen.setId)}
      />
    </>
  );
}

describe("a set's options in the live workout (issue 29)", () => {
  it('chooses the set type and RPE by touch or keyboard, keeps the note once on Done, and shows what is chosen', async () => {
    const user = userEvent.setup();
    const changes: SetDetails[] = [];
    render(<Harness initial={{ id: 'set-2', isWarmup: false }} changes={changes} deleted={[]} />);

    const sheet = await screen.findByRole('dialog', { name: 'Set 2' });
    const types = within(sheet).getByRole('group', { name: 'Set type' });
    expect(within(types).getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(types).getByRole('button', { name: 'Failure' }));
    expect(within(types).getByRole('button', { name: 'Failure' })).toHaveAttribute('aria-pressed', 'true');

    // Keyboard: Tab to RPE 8 and press Enter.
    within(sheet).getByRole('button', { name: 'RPE 7.5' }).focus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: 'RPE 8' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(sheet).getByRole('button', { name: 'RPE 8' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(within(sheet).getByRole('textbox', { name: 'Note' }), '  Grip slipped ');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toEqual([{ setType: 'failure' }, { rpe: 8 }, { note: 'Grip slipped' }]);
  });

  it('clears RPE and the note, keeps a note typed before Escape, and deletes the set', async () => {
    const user = userEvent.setup();
    const changes: SetDetails[] = [];
    const deleted: string[] = [];
    render(<Harness initial={{ id: 'set-2', isWarmup: false, setType: 'drop', rpe: 9, note: 'Old' }} changes={changes} deleted={deleted} />);

    const sheet = await screen.findByRole('dialog', { name: 'Set 2' });
    expect(within(sheet).getByRole('button', { name: 'Drop set' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sheet).getByRole('button', { name: 'No RPE' }));
    await user.clear(within(sheet).getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes).toEqual([{ rpe: null }, { note: null }]);

    await user.click(screen.getByRole('button', { name: 'Set 2 options' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Set 2' })).getByRole('button', { name: 'Delete Set' }));
    expect(deleted).toEqual(['set-2']);
    expect(changes).toHaveLength(2);
  });
});
