import type { HttpMethod } from '../api-client';

/** The HTTP call an entry stands for, sent as is (the body is JSON). */
export interface OutboxRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
  /**
   * Sending it twice leaves what sending it once does (new values for a set; a delete, whose 404 counts as done), so
   * it goes without an Idempotency-Key: the server allows 200 new keys per person a day (docs/decisions.md 74).
   */
  repeatable?: true;
}

/** One change made on the device, waiting to reach the server. */
export interface OutboxEntry {
  /** A timeOrderedId: entries are sent in the order of their ids (first in, first out). */
  id: string;
  /** Chosen when the change is queued and sent with every attempt, so a retry never writes twice. */
  idempotencyKey: string;
  request: OutboxRequest;
  /** What the person did, in their words ('Add set'), for the message when the server refuses it. */
  label: string;
  /** The thing the change belongs to (a workout session id): lets a feature replay its pending changes. */
  scope?: string;
  /** The feature's own description of the change, to apply it again over fresh server data. */
  change?: unknown;
  /** Ids this change creates (a session or set id chosen on the device). */
  creates?: string[];
  /** Ids that must exist for this change to succeed; when the entry creating one is refused, this one goes too. */
  requires?: string[];
  /**
   * Waits for its undo window (issue 27): not sent, and nothing after it, until `Outbox.release`; `Outbox.withdraw`
   * (Undo) takes it out. A page load releases what an earlier page held: its Undo went with that page.
   */
  held?: boolean;
  attempts: number;
  queuedAt: string;
}

/** The Idempotency-Key an attempt carries: none for a repeatable request. */
export const keyToSend = ({ request, idempotencyKey }: OutboxEntry): string | undefined => (request.repeatable ? undefined : idempotencyKey);

/** What the caller gives; the outbox adds the id, the key and the bookkeeping. */
export type OutboxInput = Omit<OutboxEntry, 'id' | 'idempotencyKey' | 'attempts' | 'queuedAt'>;

/** A change the server refused for good, with the later changes that could not be sent without it. */
export interface OutboxRefusal {
  entry: OutboxEntry;
  status: number;
  message: string;
  dependents: OutboxEntry[];
  refusedAt: string;
}

export interface OutboxState {
  entries: OutboxEntry[];
  refusals: OutboxRefusal[];
}

export const emptyOutboxState = (): OutboxState => ({ entries: [], refusals: [] });
