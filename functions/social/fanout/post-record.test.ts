import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { postInsertOf } from './post-record';

const post = { entity: { S: 'Post' }, id: { S: 'p1' }, userId: { S: 'author' }, createdAt: { S: '2026-05-01T10:00:00.000Z' }, likes: { N: '0' } };
const record = (eventName: DynamoDBRecord['eventName'], NewImage: object | undefined): DynamoDBRecord => ({ eventName, dynamodb: { NewImage } }) as DynamoDBRecord;

describe('postInsertOf', () => {
  it('reads the post, its author and its time from an inserted post', () => {
    expect(postInsertOf(record('INSERT', post))).toEqual({ postId: 'p1', authorId: 'author', createdAt: '2026-05-01T10:00:00.000Z' });
  });

  it('ignores changed posts (likes, comments), other items and incomplete images', () => {
    expect(postInsertOf(record('MODIFY', { ...post, likes: { N: '1' } }))).toBeUndefined();
    expect(postInsertOf(record('INSERT', { ...post, entity: { S: 'Like' } }))).toBeUndefined();
    expect(postInsertOf(record('INSERT', undefined))).toBeUndefined();
    const { userId: _missing, ...withoutAuthor } = post;
    expect(postInsertOf(record('INSERT', withoutAuthor))).toBeUndefined();
  });
});
