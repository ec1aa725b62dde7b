import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { answer, answerAll, apiError, json, never, page, requestsTo } from '../../../test/api-stub';
import { aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const section = (name: string) => screen.findByRole('region', { name });

/** Settings' own lists, empty. */
function answerSettingsLists() {
  answerAll({
    'GET /api/follow-requests': () => page([]),
    'GET /api/blocks': () => page([]),
    'GET /api/health-import-keys': () => page([]),
    'GET /api/push/subscriptions': () => json([]),
  });
}

describe('settings', () => {
  it('says Loading... in each list while it is read', async () => {
    answerAll({ 'GET /api/follow-requests': never, 'GET /api/blocks': never, 'GET /api/health-import-keys': never, 'GET /api/push/subscriptions': never });
    renderScreen('/profile/settings');

    expect(await within(await section('Blocked people')).findByRole('status')).toHaveTextContent('Loading...');
    expect(within(await section('Apple Health')).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says the lists are empty', async () => {
    answerSettingsLists();
    renderScreen('/profile/settings');

    expect(await within(await section('Blocked people')).findByText("You haven't blocked anyone.")).toBeVisible();
    expect(await within(await section('Apple Health')).findByText('No import keys yet')).toBeVisible();
  });

  it("shows the API's message when a list cannot be read", async () => {
    answerAll({
      'GET /api/follow-requests': () => page([]),
      'GET /api/push/subscriptions': () => json([]),
      'GET /api/blocks': () => apiError(500, 'Blocks are unavailable'),
      'GET /api/health-import-keys': () => apiError(503, 'Keys are unavailable'),
    });
    renderScreen('/profile/settings');

    expect(await within(await section('Blocked people')).findByText('Blocks are unavailable')).toBeVisible();
    expect(await within(await section('Apple Health')).findByText('Keys are unavailable')).toBeVisible();
  });

  it('reads in pounds by default in an en-US browser and switches to kg at once, saved for the account', async () => {
    const me = aUser({ trainingSettings: { weightUnit: null, plateSetup: null } });
    answerSettingsLists();
    answer('PATCH /api/users/{id}', ({ body }) => json<User>({ ...me, trainingSettings: { weightUnit: (body as PatchUserRequest).trainingSettings?.weightUnit ?? null, plateSetup: null } }));
    const { person } = renderScreen('/profile/settings', { as: me });

    const units = await section('Units and plates');
    expect(within(units).getByRole('radio', { name: 'Auto (lb)' })).toBeChecked();
    expect(within(units).getByText('Now: 45 lb bar, plates 45, 35, 25, 10, 5, 2.5 lb (the defaults).')).toBeVisible();

    await person.click(within(units).getByRole('radio', { name: 'kg' }));

    expect(within(units).getByRole('radio', { name: 'kg' })).toBeChecked();
    expect(await within(units).findByText('Now: 20 kg bar, plates 25, 20, 15, 10, 5, 2.5, 1.25 kg (the defaults).')).toBeVisible();
    expect(requestsTo('PATCH /api/users/{id}').map(({ body }) => body)).toEqual([{ trainingSettings: { weightUnit: 'kg' } }]);
  });

  it('refuses a bar that is too heavy beside its field, until it is corrected', async () => {
    answerSettingsLists();
    const { person } = renderScreen('/profile/settings', { as: aUser({ trainingSettings: { weightUnit: 'kg', plateSetup: null } }) });

    const units = await section('Units and plates');
    const bar = within(units).getByLabelText('Bar weight (kg)');
    await person.clear(bar);
    await person.type(bar, '150');

    expect(within(units).getByRole('alert')).toHaveTextContent('The bar can weigh at most 100 kg.');

    await person.clear(bar);
    await person.type(bar, '15');
    expect(within(units).queryByRole('alert')).not.toBeInTheDocument();
  });
});
