import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { dismissToast, getToasts, showToast } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('keeps only one toast at a time, the newest', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Workout Complete!', description: 'Great job finishing your workout!', duration: 2000 });

    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Workout Complete!', duration: 2000, open: true });
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    const { dismiss } = showToast({ title: 'Logged out successfully' });
    dismiss();
    expect(getToasts()[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
