/** At most this many workouts in one Health Auto Export request, so one request stays well inside the function's time. */
export const MAX_AUTO_EXPORT_WORKOUTS = 200;
