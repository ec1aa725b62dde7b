/**
 * Issue 30, deliverable 6: the phone tells the server when a rest ends, so a push reaches a phone that is locked.
 * `PUT /api/workout-sessions/{id}/rest-alert` names the seconds left (the phone's clock and the server's need not
 * agree) and the exercise the rest follows (its name is the push's hint).
 */
import * as z from './zod';
import { MAX_ID_LENGTH } from './text';

/** The longest rest a push is scheduled for: an hour's rest (MAX_REST_SECONDS) and its Add 30s taps, with room. */
export const MAX_REST_ALERT_SECONDS = 2 * 60 * 60;

export const restAlertRequestSchema = z.object({
  seconds: z
    .number({ error: 'seconds must be a number.' })
    .check(z.gt(0, 'seconds must be more than 0.'), z.maximum(MAX_REST_ALERT_SECONDS, `seconds must be at most ${MAX_REST_ALERT_SECONDS} (2 hours).`)),
  exerciseId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
});
export type RestAlertRequest = z.infer<typeof restAlertRequestSchema>;
