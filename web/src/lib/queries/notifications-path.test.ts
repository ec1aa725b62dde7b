import { describe, expect, it } from 'vitest';
import { notificationsPagePath } from './notifications-path';

describe('notificationsPagePath', () => {
  it('asks for the first page without a cursor', () => {
    expect(notificationsPagePath(20, null)).toBe('/api/notifications?limit=20');
  });

  it('sends the cursor of a later page URL-encoded', () => {
    expect(notificationsPagePath(20, 'ab+c/=')).toBe('/api/notifications?limit=20&cursor=ab%2Bc%2F%3D');
  });
});
