import { describe, expect, it } from 'vitest';
import type { Comment, SocialPost } from '../../../../../shared/api-types';
import { changePost, postsOf, toggledLike, withComment, withoutComment, type PostPages } from './post-pages';

const author = { id: 'u1', displayName: 'Avery', profileImage: null };
const post = (id: string, extra: Partial<SocialPost> = {}): SocialPost => ({
  id,
  userId: 'u1',
  user: author,
  content: `post ${id}`,
  createdAt: '2025-03-15T12:00:00.000Z',
  updatedAt: null,
  likes: 0,
  isLiked: false,
  comments: [],
  commentCount: 0,
  mediaUrls: [],
  imageUrl: null,
  workout: null,
  ...extra,
});
const comment = (id: string): Comment => ({ id, postId: 'a', content: `comment ${id}`, createdAt: '2025-03-15T12:00:00.000Z', user: author });
const pages = (...lists: SocialPost[][]): PostPages => ({
  pages: lists.map((posts, index) => ({ posts, hasMore: index < lists.length - 1, nextCursor: null })),
  pageParams: lists.map((_, index) => String(index)),
});

describe('changePost', () => {
  it('changes the post on its page and leaves the other pages as they were', () => {
    const data = pages([post('a'), post('b')], [post('c')]);
    const next = changePost(data, 'b', (found) => ({ ...found, content: 'edited' }))!;
    expect(next.pages[0]!.posts.map((found) => found.content)).toEqual(['post a', 'edited']);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('removes the post when the change answers null, and answers the same data when the post is not there', () => {
    const data = pages([post('a'), post('b')]);
    expect(changePost(data, 'a', () => null)!.pages[0]!.posts.map((found) => found.id)).toEqual(['b']);
    expect(changePost(data, 'zzz', () => null)).toBe(data);
    expect(changePost(undefined, 'a', () => null)).toBeUndefined();
  });
});

describe('post changes', () => {
  it('toggles the like and its count', () => {
    expect(toggledLike(post('a', { likes: 2 }))).toMatchObject({ isLiked: true, likes: 3 });
    expect(toggledLike(post('a', { likes: 3, isLiked: true }))).toMatchObject({ isLiked: false, likes: 2 });
  });

  it('keeps the latest three comments, oldest first, and counts every one', () => {
    const withThree = post('a', { comments: [comment('1'), comment('2'), comment('3')], commentCount: 7 });
    const next = withComment(withThree, comment('4'));
    expect(next.comments.map((found) => found.id)).toEqual(['2', '3', '4']);
    expect(next.commentCount).toBe(8);
    expect(withoutComment(next, '3')).toMatchObject({ commentCount: 7, comments: [{ id: '2' }, { id: '4' }] });
  });

  it('lists each post once across pages', () => {
    expect(postsOf(pages([post('a'), post('b')], [post('b'), post('c')])).map((found) => found.id)).toEqual(['a', 'b', 'c']);
  });
});
