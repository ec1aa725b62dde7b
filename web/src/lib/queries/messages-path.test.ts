import { describe, expect, it } from 'vitest';
import { messagesPagePath } from './messages-path';

describe('messagesPagePath', () => {
  it('reads the conversations with a limit, and the cursor after the first page', () => {
    expect(messagesPagePath({ limit: 20 })).toBe('/api/messages?limit=20');
    expect(messagesPagePath({ limit: 20, cursor: 'a+b/c=' })).toBe('/api/messages?limit=20&cursor=a%2Bb%2Fc%3D');
  });

  it('reads a thread by the other person id', () => {
    expect(messagesPagePath({ withUserId: 'u 1', limit: 50, cursor: '' })).toBe('/api/messages?withUserId=u+1&limit=50');
  });
});
