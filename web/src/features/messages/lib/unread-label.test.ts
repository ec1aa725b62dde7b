import { describe, expect, it } from 'vitest';
import { messagesButtonLabel, unreadMessagesBadge } from './unread-label';

describe('unread messages badge and label', () => {
  it('shows nothing at 0', () => {
    expect(unreadMessagesBadge(0)).toBeNull();
    expect(messagesButtonLabel(0)).toBe('Messages');
  });

  it("shows the count, '9+' above 9", () => {
    expect(unreadMessagesBadge(1)).toBe('1');
    expect(unreadMessagesBadge(9)).toBe('9');
    expect(unreadMessagesBadge(10)).toBe('9+');
    expect(messagesButtonLabel(3)).toBe('Messages, 3 unread');
    expect(messagesButtonLabel(12)).toBe('Messages, 9+ unread');
  });
});
