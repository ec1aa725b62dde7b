import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { SocialPost } from '../../shared/api-types';
import { EMPTY_POST, POST_PHOTO_NOT_UPLOADED } from '../../shared/schemas/social';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { addSet, EXERCISES, finishWorkout } from './sessions/helpers';
import { follows, people } from './follows-helpers';
import { allPages, dataUrl, fetchMedia, getPost, newPost, PNG, posts, postsOf } from './social-helpers';
import { uploadedPhoto } from './media-helpers';

describe('creating a post', () => {
  it('answers 201 with the post as every endpoint shows it, and GET by id answers the same', async () => {
    const [author] = await people(1);

    const created = await newPost(author, { content: '  Deadlift PR today  ', mediaUrls: [] });

    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{21}$/),
      userId: author.user.id,
      user: { id: author.user.id, displayName: author.user.displayName, profileImage: null },
      content: 'Deadlift PR today',
      createdAt: expect.any(String),
      updatedAt: null,
      likes: 0,
      isLiked: false,
      comments: [],
      commentCount: 0,
      mediaUrls: [],
      imageUrl: null,
      workout: null,
    } satisfies SocialPost);
    const read = await getPost(author, created.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('takes an uploaded and processed photo and answers its /media URL (a JPEG with nosniff), never the file', async () => {
    const [author] = await people(1);
    const photo = await uploadedPhoto(author.token, 'post');

    const post = await posts(author, '', { mediaUrls: [photo] });

    expect(post.mediaUrls).toEqual([photo]);
    expect(photo).toMatch(/^\/media\/posts\/[0-9a-f-]{36}\/1080\.jpg$/);
    expect(post.imageUrl).toBe(post.mediaUrls[0]);
    const served = await fetchMedia(post.mediaUrls[0]!);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(served.nosniff).toBe('nosniff');
  });

  it.each([
    ['an empty post', { content: '   ', mediaUrls: [] }, 400, EMPTY_POST.description],
    ['a 501-character post', { content: 'x'.repeat(501) }, 400, 'Posts can be at most 500 characters.'],
    ['two photos', { content: 'two', mediaUrls: ['/media/posts/a.jpg', '/media/posts/b.jpg'] }, 400, 'A post can have at most one photo.'],
    ['a photo on another site', { mediaUrls: ['https://example.com/cat.png'] }, 400, POST_PHOTO_NOT_UPLOADED],
    ['a photo as a data URL (spec 001; issue 26 uploads it first)', { mediaUrls: [dataUrl(PNG, 'image/png')] }, 400, POST_PHOTO_NOT_UPLOADED],
    ['a /media URL no upload answered', { mediaUrls: ['/media/posts/0b7e4b1c-3c55-4e0c-9d0e-6a3f3f7f2a10/1080.jpg'] }, 400, POST_PHOTO_NOT_UPLOADED],
    ['an unknown field', { content: 'hi', userId: 'someone-else' }, 400, undefined],
  ])('refuses %s', async (_, body, status, message) => {
    const [author] = await people(1);

    const result = await newPost(author, body);

    expect(result.status).toBe(status);
    if (message) expect(result.body).toEqual({ message });
    expect((await postsOf(author, author.user.id)).body).toEqual([]);
  });

  it('accepts exactly 500 characters', async () => {
    const [author] = await people(1);
    expect((await posts(author, 'x'.repeat(500))).content).toHaveLength(500);
  });

  it("shares one of the author's completed workouts; another person's or an unknown one is 404 'Workout not found'", async () => {
    const [author, other] = await people(2);
    const session = await api('POST /api/workout-sessions', { token: author.token, body: { name: 'Pull day', isActive: true } });
    await addSet(author.token, session.body.id, EXERCISES.bench.id, { weight: 20_000, reps: 5, isCompleted: true });
    await finishWorkout(author.token, session.body.id);

    const shared = await posts(author, 'Done', { workoutSessionId: session.body.id });
    const stolen = await newPost(other, { content: 'mine now', workoutSessionId: session.body.id });
    const unknown = await newPost(author, { content: 'x', workoutSessionId: '0000000000000000000000' });

    expect(shared.workout).toMatchObject({ sessionId: session.body.id, name: 'Pull day', setCount: 1, bestSets: [{ exerciseName: EXERCISES.bench.name, weight: 200, reps: 5 }] });
    expect((await getPost(author, shared.id)).body.workout).toEqual(shared.workout);
    expect(stolen).toMatchObject({ status: 404, body: { message: 'Workout not found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Workout not found' } });
  });
});

describe('editing and deleting a post', () => {
  it('lets the author edit the text (trimmed, non-empty, at most 500) and shows updatedAt', async () => {
    const [author] = await people(1);
    const post = await posts(author, 'Before');

    const edited = await api('PUT /api/social-posts/{id}', { params: { id: post.id }, token: author.token, body: { content: '  After  ' } });
    const empty = await api('PUT /api/social-posts/{id}', { params: { id: post.id }, token: author.token, body: { content: '   ' } });
    const long = await api('PUT /api/social-posts/{id}', { params: { id: post.id }, token: author.token, body: { content: 'y'.repeat(501) } });

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: post.id, content: 'After', updatedAt: expect.any(String), createdAt: post.createdAt });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Post content cannot be empty.' } });
    expect(long).toMatchObject({ status: 400, body: { message: 'Posts can be at most 500 characters.' } });
    expect((await getPost(author, post.id)).body.content).toBe('After');
  });

  it("refuses another person's edit and delete with 403, and leaves the post as it was", async () => {
    const [author, other] = await people(2);
    const post = await posts(author, 'Mine');

    const edit = await api('PUT /api/social-posts/{id}', { params: { id: post.id }, token: other.token, body: { content: 'Hijacked' } });
    const remove = await api('DELETE /api/social-posts/{id}', { params: { id: post.id }, token: other.token });

    expect(edit).toMatchObject({ status: 403, body: { message: 'You can only edit your own posts' } });
    expect(remove).toMatchObject({ status: 403, body: { message: 'You can only delete your own posts' } });
    expect((await getPost(other, post.id)).body.content).toBe('Mine');
  });

  it("answers 404 to an edit of a private account's post by someone who may not see it", async () => {
    const [author, stranger] = await people(2);
    await api('PATCH /api/users/{id}', { params: { id: author.user.id }, token: author.token, body: { isPrivate: true } });
    const post = await posts(author, 'Followers only');

    const edit = await api('PUT /api/social-posts/{id}', { params: { id: post.id }, token: stranger.token, body: { content: 'x' } });

    expect(edit).toMatchObject({ status: 404, body: { message: 'Post not found' } });
  });

  it('deletes the post with its likes, comments and photo', async () => {
    const [author, fan] = await people(2);
    await follows(fan, author);
    const post = await posts(author, 'Short-lived', { mediaUrls: [await uploadedPhoto(author.token, 'post')] });
    await api('POST /api/social-posts/{id}/like', { params: { id: post.id }, token: fan.token });
    await api('POST /api/posts/{id}/comments', { params: { id: post.id }, token: fan.token, body: { content: 'Nice' } });

    const removed = await api('DELETE /api/social-posts/{id}', { params: { id: post.id }, token: author.token });

    expect(removed.status).toBe(204);
    expect(await getPost(author, post.id)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect((await api('GET /api/posts/{id}/comments', { params: { id: post.id }, token: fan.token })).status).toBe(404);
    expect((await api('POST /api/social-posts/{id}/like', { params: { id: post.id }, token: fan.token })).status).toBe(404);
    for (const variant of ['320.webp', '320.jpg', '1080.webp', '1080.jpg']) {
      expect((await fetchMedia(post.mediaUrls[0]!.replace('1080.jpg', variant))).status).toBe(404);
    }
    expect((await postsOf(author, author.user.id)).body).toEqual([]);
    expect((await api('DELETE /api/social-posts/{id}', { params: { id: post.id }, token: author.token })).status).toBe(404);
    const left = await testDb().send(
      new QueryCommand({ TableName: inject('tableName'), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `POST#${post.id}` } }),
    );
    expect(left.Items).toEqual([]);
  });

  it("answers 404 'Post not found' for an id that names no post", async () => {
    const [someone] = await people(1);
    for (const id of ['000000000000000000000', 'not-an-id']) {
      expect(await getPost(someone, id)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    }
  });
});

describe("a person's posts", () => {
  it('lists them newest first in pages with an opaque cursor, and refuses a bad cursor with 400', async () => {
    const [author, reader] = await people(2);
    const written: SocialPost[] = [];
    for (let index = 0; index < 5; index++) written.push(await posts(author, `Post ${index}`));

    const pages = await allPages((cursor) => postsOf(reader, author.user.id, { limit: 2, cursor }));
    const bad = await postsOf(reader, author.user.id, { cursor: 'bm90LWEtY3Vyc29y' });
    const forged = await postsOf(reader, author.user.id, { cursor: Buffer.from(JSON.stringify({ before: 'USER#x' })).toString('base64url') });

    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((post) => post.content)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect(forged).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect(written).toHaveLength(5);
  });

  it("answers 404 'User not found' for no such person", async () => {
    const [reader] = await people(1);
    expect(await postsOf(reader, 'no-such-person')).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });
});
