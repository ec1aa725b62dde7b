/**
 * The running rest timer (spec 000 sections 3 and 4): its wall-clock start and duration live in
 * local storage, so it survives a reload and reads the right time after the phone sleeps.
 */
export const REST_TIMER_STORAGE_KEY = 'rest_timer';
