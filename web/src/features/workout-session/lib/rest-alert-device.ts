import type { NotificationPermissionState, RestAlertDevice, RestNotification } from './rest-alert';
import { readJson, writeJson } from './browser-storage';

/** Set once the person has been asked for notification permission on this device, so they are asked only once. */
const PERMISSION_ASKED_KEY = 'rest_alert_permission_asked';
/** How long to wait for the service worker before giving up on a notification. */
const REGISTRATION_WAIT_MS = 3_000;

let audio: AudioContext | undefined;

function permission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Makes the audio context while the page is idle, ahead of the first completed set: making one is slow on a phone
 * (about 40 ms, four times that on a mid-range one), resuming it in the tap is not (issue 27). It starts suspended,
 * as browsers want without a gesture; primeRestAlerts resumes it.
 */
export function prepareRestAlerts(): void {
  if (audio || typeof AudioContext === 'undefined') return;
  const make = () => {
    try {
      audio ??= new AudioContext();
    } catch {
      // No audio here: the tick makes no beep, as before.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 5_000 });
  else setTimeout(make, 1_000);
}

/**
 * Called from the tap that starts a rest: unlocks audio for the beep (browsers allow sound only after a gesture) and,
 * the first time ever, asks whether rest alerts may be shown as notifications. Never on page load.
 */
export function primeRestAlerts(): void {
  try {
    if (typeof AudioContext !== 'undefined') {
      audio ??= new AudioContext();
      if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    }
    if (permission() === 'default' && readJson(PERMISSION_ASKED_KEY) !== true) {
      writeJson(PERMISSION_ASKED_KEY, true);
      void Notification.requestPermission().catch(() => undefined);
    }
  } catch {
    // Alerts are a bonus; the in-page timer and toast still work.
  }
}

/** Two short 880 Hz beeps, generated (no audio file). */
function beep(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const offset of [0, 0.25]) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.2);
  }
}

async function showNotification({ title, options }: RestNotification): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('No service worker');
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No service worker')), REGISTRATION_WAIT_MS)),
  ]);
  await registration.showNotification(title, options);
}

/** The real browser behind {@link RestAlertDevice}. */
export function browserRestAlertDevice(): RestAlertDevice {
  return {
    now: Date.now,
    pageVisible: () => document.visibilityState === 'visible',
    notificationPermission: permission,
    showNotification,
    vibrate: typeof navigator.vibrate === 'function' ? (pattern) => void navigator.vibrate(pattern) : undefined,
    audioReady: () => audio?.state === 'running',
    beep,
  };
}
