import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../../shared/api-types';
import { SAVED_ON_PHONE } from '../../../lib/outbox/save-or-queue';
import { answer, json, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

/** Issue 30: a training plan built with no network is kept on the phone, shown at once, and sent once when it returns. */
describe('a training plan saved offline', () => {
  it('opens at once from the phone, is listed in Training Plans even though the list was never read, and is sent once', async () => {
    const me = aUser();
    const { person } = renderScreen('/create-plan', { as: me });
    await screen.findByRole('heading', { level: 1, name: 'Create Training Plan' });

    setNetwork(false);
    await person.type(screen.getByLabelText('Plan name'), 'Basement Block');
    await person.click(screen.getByRole('button', { name: 'Save Plan' }));

    expect((await screen.findAllByText(SAVED_ON_PHONE))[0]).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Basement Block' })).toBeVisible();
    expect(screen.getByText('No workouts yet')).toBeVisible();
    expect(requestsTo('POST /api/plans')).toEqual([]);

    // The list of plans was never read on this phone: it says so, and shows the plan made here.
    await person.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByText("You're offline: this shows once you're back online.")).toBeVisible();
    const unsent = screen.getByRole('list', { name: 'Plans saved on this phone' });
    expect(within(unsent).getByRole('link', { name: /Basement Block/ })).toHaveTextContent('Beginner · 0 workouts');

    let made: Plan | undefined;
    answer('POST /api/plans', ({ body }) => {
      made = { ...(body as Plan), userId: me.id, kind: 'plan', folderId: null, description: '', difficulty: 'beginner', isPublic: false, duration: null, workoutIds: [], createdAt: 'now', updatedAt: 'now' };
      return json(made, { status: 201 });
    });
    answer('GET /api/plans/user', () => page(made ? [{ ...made, exerciseNames: [] }] : []));
    setNetwork(true);

    const list = await screen.findByRole('list', { name: 'My plans' });
    expect(within(list).getByRole('link', { name: /Basement Block/ })).toBeVisible();
    expect(requestsTo('POST /api/plans')).toHaveLength(1);
    const sent = requestsTo('POST /api/plans')[0]?.body as { id: string; name: string };
    expect(sent.name).toBe('Basement Block');
    expect(within(list).getByRole('link', { name: /Basement Block/ })).toHaveAttribute('href', `/plan/${sent.id}`);
    await waitFor(() => expect(screen.queryByText("You're offline: this shows once you're back online.")).toBeNull());
  });
});
