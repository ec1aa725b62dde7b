import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, never, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aNotification } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

/** The header's bell on a screen that reads nothing else (the not-found screen), then the panel it opens. */
async function openPanel() {
  const view = renderScreen('/nothing-here');
  await view.person.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return { ...view, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('the notifications panel', () => {
  it('says it is loading while the list is read', async () => {
    answer('GET /api/notifications', never);
    const { panel } = await openPanel();

    expect(await within(panel).findByRole('status')).toHaveTextContent('Loading notifications...');
  });

  it('says there are none yet, without Mark all read', async () => {
    answer('GET /api/notifications', () => page([]));
    const { panel } = await openPanel();

    expect(await within(panel).findByText('No notifications yet')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the bell', async () => {
    answer('GET /api/notifications/unread-count', () => json({ count: 12 }));
    renderScreen('/nothing-here');

    expect(await screen.findByRole('button', { name: 'Notifications, 9+ unread' })).toHaveTextContent('9+');
  });

  it('lists the notifications newest first, the unread one marked, with Mark all read', async () => {
    answer('GET /api/notifications', () =>
      page([
        aNotification({ title: 'New follower', message: 'Fran Follower started following you', isRead: false }),
        aNotification({ type: 'like', title: 'New like', message: 'Sam liked your post', isRead: true, createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
      ]),
    );
    const { panel } = await openPanel();

    const items = within(await within(panel).findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread: New follower');
    expect(items[0]).toHaveTextContent('Fran Follower started following you');
    expect(items[1]).toHaveTextContent('Sam liked your post');
    expect(items[1]).not.toHaveTextContent('Unread');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  });

  it('reads the next page on Load more while the server has one', async () => {
    answer('GET /api/notifications', ({ url }) =>
      url.searchParams.get('cursor') === 'page-2'
        ? page([aNotification({ title: 'Older one', isRead: true })])
        : page([aNotification({ title: 'Newer one', isRead: true })], 'page-2'),
    );
    const { panel, person } = await openPanel();

    await person.click(await within(panel).findByRole('button', { name: 'Load more' }));

    expect(await within(panel).findByText('Older one')).toBeVisible();
    expect(within(panel).getByText('Newer one')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestsTo('GET /api/notifications').map(({ url }) => url.search)).toEqual(['?limit=20', '?limit=20&cursor=page-2']);
  });

  it("shows the API's message on an error, and the list after Try again", async () => {
    answer('GET /api/notifications', () => apiError(500, 'Notifications are resting'));
    const { panel, person } = await openPanel();

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Could not load notifications. Notifications are resting');

    answer('GET /api/notifications', () => page([]));
    await person.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No notifications yet')).toBeVisible();
  });

  it('waits offline, saying so in the header, and reads the list once back online', async () => {
    answer('GET /api/notifications', () => page([aNotification({ title: 'While you were away', isRead: true })]));
    const view = renderScreen('/nothing-here');
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    setNetwork(false);
    expect(await screen.findByText('Offline')).toBeVisible();

    await view.person.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications...');
    expect(requestsTo('GET /api/notifications')).toHaveLength(0);

    setNetwork(true);
    expect(await within(panel).findByText('While you were away')).toBeVisible();
  });
});
