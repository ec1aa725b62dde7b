import { describe, expect, it } from 'vitest';
import { unreadBadgeLabel } from './unread-badge';

describe('unreadBadgeLabel', () => {
  it('is hidden at 0 and before the count is known', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(undefined)).toBeNull();
  });

  it('shows the count up to 9 and 9+ above it', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(100)).toBe('9+');
  });
});
