/**
 * Session ids are the server's time-ordered ids: 21 characters of [0-9a-z] (functions/lib/ids.ts).
 * Anything else cannot name a session, so the summary says 'Invalid session ID' without asking the server.
 */
const SESSION_ID = /^[0-9a-z]{21}$/;

export const isSessionIdFormat = (value: string) => SESSION_ID.test(value);
