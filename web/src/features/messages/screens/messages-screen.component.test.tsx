import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, never, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aConversation, aMessage, aProfile, aUser } from '../../../test/fixtures';
import { renderScreen, reopenApp } from '../../../test/render-screen';

describe('the conversation list', () => {
  it('says it is loading while the conversations are read', async () => {
    answer('GET /api/messages', never);
    renderScreen('/messages');

    expect(await screen.findByRole('heading', { name: 'Conversations' })).toBeVisible();
    expect(await screen.findByText('Loading conversations...')).toBeVisible();
  });

  it('says there are no conversations yet and leads to the social feed', async () => {
    answer('GET /api/messages', () => page([]));
    renderScreen('/messages');

    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    expect(screen.getByText('Start messaging friends from the social feed to see your conversations here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Social Feed' })).toHaveAttribute('href', '/social');
  });

  it('shows each conversation with its last message, "You: " for one of mine, and a marker while unread', async () => {
    const me = aUser();
    answer('GET /api/messages', () =>
      page([
        aConversation({ displayName: 'Ben Bench', lastMessage: 'Leg day?', unreadCount: 2 }),
        aConversation({ displayName: 'Cleo Curl', lastMessage: 'Done!', lastSenderId: me.id }),
      ]),
    );
    renderScreen('/messages', { as: me });

    const cards = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ben Bench');
    expect(cards[0]).toHaveTextContent('Leg day?');
    expect(cards[0]).toHaveTextContent('Unread');
    expect(cards[1]).toHaveTextContent('You: Done!');
    expect(cards[1]).not.toHaveTextContent('Unread');
  });

  it("shows the API's message when the list cannot be read, and the list after Try again", async () => {
    answer('GET /api/messages', () => apiError(503, 'Messages are unavailable'));
    const { person } = renderScreen('/messages');

    expect(await screen.findByRole('heading', { name: 'Could not load' })).toBeVisible();
    expect(screen.getByText('Messages are unavailable')).toBeVisible();

    answer('GET /api/messages', () => page([]));
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeVisible();
  });

  it('opened offline with nothing kept, says so without asking the server, and shows the list once back online', async () => {
    answer('GET /api/messages', () => page([aConversation({ displayName: 'Ben Bench' })]));
    setNetwork(false);
    renderScreen('/messages');

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeVisible();
    expect(screen.getByText("This isn't on this phone yet. It opens by itself when you're back online.")).toBeVisible();
    expect(screen.queryByText('Loading conversations...')).toBeNull();
    expect(requestsTo('GET /api/messages')).toHaveLength(0);

    setNetwork(true);
    expect(await screen.findByRole('list', { name: 'Conversations' })).toHaveTextContent('Ben Bench');
  });
});

describe('a thread', () => {
  it('says it is loading while the thread is read', async () => {
    const ben = aProfile();
    answer('GET /api/users/{id}', () => json(ben));
    answer('GET /api/messages', never);
    renderScreen(`/messages?userId=${ben.id}`);

    expect(await screen.findByText('Loading messages...')).toBeVisible();
  });

  it('invites to start an empty conversation, with the composer', async () => {
    const ben = aProfile({ displayName: 'Ben Bench' });
    answer('GET /api/users/{id}', () => json(ben));
    answer('GET /api/messages', () => page([]));
    renderScreen(`/messages?userId=${ben.id}`);

    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible();
    expect(screen.getByRole('log', { name: 'Messages with Ben Bench' })).toBeVisible();
    expect(screen.getByRole('textbox')).toBeVisible();
  });

  it('shows the messages oldest first, mine and theirs', async () => {
    const me = aUser();
    const ben = aProfile({ displayName: 'Ben Bench' });
    answer('GET /api/users/{id}', () => json(ben));
    answer('GET /api/messages', () =>
      page([
        aMessage({ senderId: me.id, receiverId: ben.id, content: 'Leg day tomorrow?' }),
        aMessage({ senderId: ben.id, receiverId: me.id, content: 'Always' }),
      ]),
    );
    renderScreen(`/messages?userId=${ben.id}`, { as: me });

    const log = await screen.findByRole('log', { name: 'Messages with Ben Bench' });
    const bubbles = within(log).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual([expect.stringContaining('Leg day tomorrow?'), expect.stringContaining('Always')]);
  });

  it('says a person who cannot be found cannot be messaged', async () => {
    answer('GET /api/users/{id}', () => apiError(404, 'User not found'));
    answer('GET /api/messages', () => page([]));
    renderScreen('/messages?userId=nobody');

    expect(await screen.findByRole('heading', { name: 'This person could not be found' })).toBeVisible();
  });

  it("shows the API's message when the thread cannot be read", async () => {
    answer('GET /api/users/{id}', () => json(aProfile()));
    answer('GET /api/messages', () => apiError(500, 'Thread unavailable'));
    renderScreen('/messages?userId=someone');

    expect(await screen.findByText('Thread unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('refuses a thread with oneself', async () => {
    const me = aUser();
    renderScreen(`/messages?userId=${me.id}`, { as: me });

    expect(await screen.findByText('You cannot message yourself.')).toBeVisible();
  });
});

describe('messages offline', () => {
  it('opened again offline, shows the conversations and an opened thread from the phone, marked offline with the time', async () => {
    const me = aUser();
    const ben = aProfile({ displayName: 'Ben Bench' });
    answer('GET /api/users/{id}', () => json(ben));
    answer('GET /api/messages', ({ url }) =>
      url.searchParams.get('withUserId')
        ? page([aMessage({ senderId: ben.id, receiverId: me.id, content: 'Leg day at six?' })])
        : page([aConversation({ userId: ben.id, displayName: 'Ben Bench', lastMessage: 'Leg day at six?' })]),
    );
    const list = renderScreen('/messages', { as: me });
    expect(await screen.findByRole('list', { name: 'Conversations' })).toHaveTextContent('Ben Bench');
    list.unmount();
    const thread = renderScreen(`/messages?userId=${ben.id}`, { as: me });
    expect(await screen.findByText('Leg day at six?')).toBeVisible();
    const readsOnline = requestsTo('GET /api/messages').length;

    setNetwork(false);
    const reopened = await reopenApp(thread, '/messages');
    expect(await screen.findByRole('list', { name: 'Conversations' })).toHaveTextContent('Ben Bench');
    expect(screen.getByText(/^Offline · last updated \d/)).toBeVisible();

    reopened.unmount();
    renderScreen(`/messages?userId=${ben.id}`, { as: me });
    expect(await screen.findByText('Leg day at six?')).toBeVisible();
    expect(screen.getByText(/^Offline · last updated \d/)).toBeVisible();
    expect(requestsTo('GET /api/messages')).toHaveLength(readsOnline);

    setNetwork(true);
    await waitFor(() => expect(screen.queryByText(/^Offline · last updated/)).toBeNull());
  });

  it('a thread never opened, offline: says it opens once back online, not Loading...', async () => {
    const ben = aProfile();
    answer('GET /api/users/{id}', () => json(ben));
    answer('GET /api/messages', () => page([]));
    setNetwork(false);
    renderScreen(`/messages?userId=${ben.id}`);

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeVisible();
    expect(screen.queryByText('Loading messages...')).toBeNull();

    setNetwork(true);
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeVisible();
  });
});
