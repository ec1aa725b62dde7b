/**
 * What to do when a rest ends (issue 12: the rest timer reaches you). The in-page 'Rest Complete!' toast covers a
 * person looking at the app; this adds what reaches someone who is not: a system notification while the page is
 * hidden (permission granted), a buzz while it is visible (browsers refuse vibration from a hidden page, so the
 * notification carries the buzz then) and a short beep whenever audio was unlocked by the tap that started the rest.
 * An alert noticed long after the rest ended (the page was frozen, the phone asleep) is not sent: the person is
 * already back, and the toast says it.
 */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

export interface RestAlertSituation {
  pageVisible: boolean;
  notificationPermission: NotificationPermissionState;
  canVibrate: boolean;
  audioReady: boolean;
  /** How long ago the rest ended, in ms. */
  overdueMs: number;
}

export interface RestAlertPlan {
  notify: boolean;
  vibrate: boolean;
  beep: boolean;
}

/** Past this, an alert would only startle someone already looking at the app again. */
export const STALE_REST_ALERT_MS = 60_000;
export const REST_DONE_VIBRATION_MS = [200, 100, 200];
export const REST_NOTIFICATION_TAG = 'rest-timer';

export function planRestAlert(situation: RestAlertSituation): RestAlertPlan {
  if (situation.overdueMs > STALE_REST_ALERT_MS) return { notify: false, vibrate: false, beep: false };
  return {
    notify: !situation.pageVisible && situation.notificationPermission === 'granted',
    vibrate: situation.pageVisible && situation.canVibrate,
    beep: situation.audioReady,
  };
}

export interface RestNotification {
  title: string;
  options: NotificationOptions & { vibrate?: number[] };
}

export function restNotification(input: { exerciseName: string; workoutUrl: string }): RestNotification {
  return {
    title: 'Rest complete',
    options: {
      body: input.exerciseName ? `Time for your next set of ${input.exerciseName}.` : 'Time for your next set.',
      tag: REST_NOTIFICATION_TAG,
      icon: '/icon-192.png',
      vibrate: REST_DONE_VIBRATION_MS,
      // Read by web/public/rest-alert-sw.js on a tap: the app opens on the live workout.
      data: { url: input.workoutUrl },
    },
  };
}

/** The platform, injected so the decision can be tested without a browser. */
export interface RestAlertDevice {
  now: () => number;
  pageVisible: () => boolean;
  notificationPermission: () => NotificationPermissionState;
  /** Resolves once shown; rejects when the platform refuses. */
  showNotification: (notification: RestNotification) => Promise<void>;
  /** Undefined where the Vibration API is missing (iOS). */
  vibrate?: (pattern: number[]) => void;
  audioReady: () => boolean;
  beep: () => void;
}

/** Alerts the person that the rest which ended at `endedAt` is over, as far as the device allows; returns what it did. */
export async function alertRestEnd(
  rest: { endedAt: number; exerciseName: string; workoutUrl: string },
  device: RestAlertDevice,
): Promise<RestAlertPlan> {
  const plan = planRestAlert({
    pageVisible: device.pageVisible(),
    notificationPermission: device.notificationPermission(),
    canVibrate: device.vibrate !== undefined,
    audioReady: device.audioReady(),
    overdueMs: Math.max(0, device.now() - rest.endedAt),
  });
  if (plan.vibrate) device.vibrate?.(REST_DONE_VIBRATION_MS);
  if (plan.beep) device.beep();
  if (plan.notify) {
    try {
      await device.showNotification(restNotification(rest));
    } catch {
      return { ...plan, notify: false };
    }
  }
  return plan;
}
