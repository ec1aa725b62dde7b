import { describe, expect, it, vi } from 'vitest';
import { alertRestEnd, planRestAlert, REST_DONE_VIBRATION_MS, REST_NOTIFICATION_TAG, STALE_REST_ALERT_MS, type RestAlertDevice } from './rest-alert';

const ENDED_AT = 1_700_000_000_000;
const rest = { endedAt: ENDED_AT, exerciseName: 'Bench Press', workoutUrl: '/workout/session?session=s1' };

function device(overrides: Partial<RestAlertDevice> = {}) {
  const calls = { vibrate: vi.fn(), beep: vi.fn(), showNotification: vi.fn((_: unknown) => Promise.resolve()) };
  const value: RestAlertDevice = {
    now: () => ENDED_AT + 500,
    pageVisible: () => false,
    notificationPermission: () => 'granted',
    showNotification: calls.showNotification,
    vibrate: calls.vibrate,
    audioReady: () => true,
    beep: calls.beep,
    ...overrides,
  };
  return { value, calls };
}

describe('when a rest ends', () => {
  it('notifies through the service worker only while the page is hidden and permission was granted', () => {
    const base = { canVibrate: false, audioReady: false, overdueMs: 0 };
    expect(planRestAlert({ ...base, pageVisible: false, notificationPermission: 'granted' }).notify).toBe(true);
    expect(planRestAlert({ ...base, pageVisible: true, notificationPermission: 'granted' }).notify).toBe(false);
    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      expect(planRestAlert({ ...base, pageVisible: false, notificationPermission: permission }).notify).toBe(false);
    }
  });

  it('buzzes only a visible page on a device that can (a hidden one gets the buzz through the notification)', () => {
    const base = { notificationPermission: 'granted' as const, audioReady: false, overdueMs: 0 };
    expect(planRestAlert({ ...base, pageVisible: true, canVibrate: true }).vibrate).toBe(true);
    expect(planRestAlert({ ...base, pageVisible: false, canVibrate: true }).vibrate).toBe(false);
    expect(planRestAlert({ ...base, pageVisible: true, canVibrate: false }).vibrate).toBe(false);
  });

  it('beeps whenever audio was unlocked, visible or not', () => {
    const base = { notificationPermission: 'default' as const, canVibrate: false, overdueMs: 0 };
    expect(planRestAlert({ ...base, pageVisible: true, audioReady: true }).beep).toBe(true);
    expect(planRestAlert({ ...base, pageVisible: false, audioReady: true }).beep).toBe(true);
    expect(planRestAlert({ ...base, pageVisible: false, audioReady: false }).beep).toBe(false);
  });

  it('stays silent when noticed long after the rest ended (the page was frozen), but not just before that', () => {
    const base = { pageVisible: false, notificationPermission: 'granted' as const, canVibrate: true, audioReady: true };
    expect(planRestAlert({ ...base, overdueMs: STALE_REST_ALERT_MS + 1 })).toEqual({ notify: false, vibrate: false, beep: false });
    expect(planRestAlert({ ...base, overdueMs: STALE_REST_ALERT_MS })).toEqual({ notify: true, vibrate: false, beep: true });
  });
});

describe('alerting the person', () => {
  it('in the background: a notification that names the exercise, opens the workout, replaces the last one and buzzes', async () => {
    const { value, calls } = device();
    await expect(alertRestEnd(rest, value)).resolves.toEqual({ notify: true, vibrate: false, beep: true });
    expect(calls.showNotification).toHaveBeenCalledWith({
      title: 'Rest complete',
      options: expect.objectContaining({
        body: 'Time for your next set of Bench Press.',
        tag: REST_NOTIFICATION_TAG,
        vibrate: REST_DONE_VIBRATION_MS,
        data: { url: '/workout/session?session=s1' },
      }),
    });
    expect(calls.beep).toHaveBeenCalledTimes(1);
    expect(calls.vibrate).not.toHaveBeenCalled();
  });

  it('in the foreground: a buzz and a beep, no notification (the toast shows)', async () => {
    const { value, calls } = device({ pageVisible: () => true });
    await alertRestEnd(rest, value);
    expect(calls.vibrate).toHaveBeenCalledWith(REST_DONE_VIBRATION_MS);
    expect(calls.beep).toHaveBeenCalledTimes(1);
    expect(calls.showNotification).not.toHaveBeenCalled();
  });

  it('on iOS in a tab (no Notification, no vibration, audio locked): nothing to do, nothing thrown', async () => {
    const { value, calls } = device({ notificationPermission: () => 'unsupported', vibrate: undefined, audioReady: () => false });
    await expect(alertRestEnd(rest, value)).resolves.toEqual({ notify: false, vibrate: false, beep: false });
    expect(calls.beep).not.toHaveBeenCalled();
    expect(calls.showNotification).not.toHaveBeenCalled();
  });

  it('says no notification went out when the platform refuses it', async () => {
    const { value } = device({ showNotification: () => Promise.reject(new Error('No service worker')) });
    await expect(alertRestEnd(rest, value)).resolves.toMatchObject({ notify: false, beep: true });
  });
});
