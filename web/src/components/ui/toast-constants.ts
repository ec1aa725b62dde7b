/** Toast constants of spec 000 section 9. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Used by the 'Workout Complete!' toast. */
export const FINISH_TOAST_DURATION_MS = 2000;
/** A dismissed toast stays in memory this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Pressing F8 focuses the toast region. */
export const TOAST_HOTKEY = ['F8'];
export const TOAST_Z_INDEX = 9999;
