import { describe, expect, it } from 'vitest';
import { EXPLORE_SHARDS } from './keys';
import { exploreShardOf, postItem, toSocialPost, withNewComment, type PostRecord } from './records';

const comment = (id: string) => ({ id, userId: 'u', content: id, createdAt: '2025-01-01T00:00:00.000Z' });

const post: PostRecord = {
  id: '0m7abcdefghijklmnopqr',
  userId: 'author',
  content: 'Deadlift day',
  mediaUrls: ['/media/posts/a.jpg'],
  workout: null,
  createdAt: '2025-03-01T10:15:30.123Z',
  updatedAt: null,
  likes: 2,
  commentCount: 0,
  latestComments: [],
  version: 0,
};

describe('the latest comments a post keeps', () => {
  it('keeps the newest three by id, oldest first, whatever order they were written in', () => {
    const kept = [comment('b'), comment('c'), comment('e')];
    expect(withNewComment(kept, comment('d')).map((c) => c.id)).toEqual(['c', 'd', 'e']);
    expect(withNewComment(kept, comment('f')).map((c) => c.id)).toEqual(['c', 'e', 'f']);
    expect(withNewComment([], comment('a')).map((c) => c.id)).toEqual(['a']);
  });
});

describe('posts in the explore index', () => {
  it('spreads posts over every shard', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, index) => exploreShardOf(`post${index.toString(36).padStart(17, '0')}`)));
    expect([...shards].sort()).toEqual(Array.from({ length: EXPLORE_SHARDS }, (_, shard) => shard));
  });

  it('puts a public post in its hour partition and a private one nowhere', () => {
    expect(postItem(post, { inExplore: true }).GSI2PK).toMatch(/^EXPLORE#2025-03-01T10#[0-3]$/);
    expect(postItem(post, { inExplore: false })).not.toHaveProperty('GSI2PK');
  });

  it('answers the first image as the legacy imageUrl', () => {
    const author = { id: 'author', displayName: 'A', profileImage: null };
    expect(toSocialPost(post, { author, isLiked: false, comments: [] }).imageUrl).toBe('/media/posts/a.jpg');
    expect(toSocialPost({ ...post, mediaUrls: [] }, { author, isLiked: false, comments: [] }).imageUrl).toBeNull();
  });
});
