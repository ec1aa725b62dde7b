import type { OutboxRequest, PathRequest } from './outbox-request';

/** One change made on the device, waiting to reach the server. */
export interface OutboxEntry {
  /** A timeOrderedId: entries are sent in the order of their ids (first in, first out). */
  id: string;
  /** Chosen when the change is queued and sent with every attempt, so a retry never writes twice. */
  idempotencyKey: string;
  /** A request stored by a version before route keys is a PathRequest, sent as it was stored. */
  request: OutboxRequest | PathRequest;
  /** What the person did, in their words ('Add set'), for the message when the server refuses it. */
  label: string;
  /** The thing the change belongs to (an id the kind chooses): lets its owner find its pending changes. */
  scope?: string;
  /** The name of the OutboxKind that queued it: the kind that reads `change` and hears the answer (outbox-kind.ts). */
  kind?: string;
  /** The owner's own record of the change, to apply it again over fresh server data. */
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

/** What the caller gives (a request by route key); the outbox adds the id, the key and the bookkeeping. */
export type OutboxInput = Omit<OutboxEntry, 'id' | 'idempotencyKey' | 'attempts' | 'queuedAt' | 'request'> & { request: OutboxRequest };

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
