import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LikeResult } from '../../../../../shared/api-types';
import { answer, apiError, held, json, never, requestsTo } from '../../../test/api-stub';
import { aFeedPage, aPost } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('the social feed', () => {
  it('says it is loading the posts, with Find people and the feed toggle already there', async () => {
    answer('GET /api/social-posts', never);
    renderScreen('/social');

    expect(await screen.findByRole('heading', { level: 1, name: 'Social' })).toBeVisible();
    expect(screen.getByText('Loading posts...')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find people' })).toHaveAttribute('href', '/people');
    expect(within(screen.getByRole('group', { name: 'Feed' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Following', 'Explore']);
  });

  it('says an empty Following feed is empty, suggests people, and leads to Explore', async () => {
    answer('GET /api/social-posts', ({ url }) => json(aFeedPage(url.searchParams.get('filter') === 'explore' ? [aPost({ content: 'Public post' })] : [])));
    answer('GET /api/users/suggestions', () => json([]));
    const { person } = renderScreen('/social');

    expect(await screen.findByRole('heading', { name: 'Your feed is empty' })).toBeVisible();
    expect(await screen.findByText('No suggestions right now. Search for people you know.')).toBeVisible();

    await person.click(screen.getByRole('button', { name: 'Go to Explore' }));
    expect(await screen.findByRole('list', { name: 'Explore feed' })).toHaveTextContent('Public post');
    expect(requestsTo('GET /api/social-posts').map(({ url }) => url.searchParams.get('filter'))).toEqual(['following', 'explore']);
  });

  it('says an empty Explore feed has no posts yet', async () => {
    answer('GET /api/social-posts', () => json(aFeedPage([])));
    renderScreen('/social?filter=explore');

    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  });

  it('lists the posts with their author and likes, to the end', async () => {
    answer('GET /api/social-posts', () => json(aFeedPage([aPost({ user: { id: 'sam', displayName: 'Sam Squat', profileImage: null }, content: 'New squat PR today', likes: 2 })])));
    renderScreen('/social');

    const feed = await screen.findByRole('list', { name: 'Following feed' });
    const post = within(feed).getByRole('article');
    expect(post).toHaveTextContent('Sam Squat');
    expect(post).toHaveTextContent('New squat PR today');
    expect(within(post).getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText("You've reached the end!")).toBeVisible();
  });

  it('counts a like at once, before the server answers', async () => {
    const post = aPost({ likes: 2 });
    answer('GET /api/social-posts', () => json(aFeedPage([post])));
    const like = held();
    answer('POST /api/social-posts/{id}/like', like.handler);
    const { person } = renderScreen('/social');

    await person.click(await screen.findByRole('button', { name: 'Like, 2 likes' }));

    expect(screen.getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
    like.release(json<LikeResult>({ isLiked: true, likes: 3 }));
    expect(await screen.findByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a refused like back and says so', async () => {
    answer('GET /api/social-posts', () => json(aFeedPage([aPost({ likes: 2 })])));
    answer('POST /api/social-posts/{id}/like', () => apiError(500, 'Likes are resting'));
    const { person } = renderScreen('/social');

    await person.click(await screen.findByRole('button', { name: 'Like, 2 likes' }));

    expect(await screen.findByText('Failed to like post. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the API's message when the feed cannot be read, and the posts after Try again", async () => {
    answer('GET /api/social-posts', () => apiError(503, 'The feed is resting'));
    const { person } = renderScreen('/social');

    expect(await screen.findByText('The feed is resting')).toBeVisible();

    answer('GET /api/social-posts', () => json(aFeedPage([aPost({ content: 'Back again' })])));
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });
});
