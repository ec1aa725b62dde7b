import type { RouteKey } from '../../../../shared/routes';
import type { AnswerOf } from '../api-call';
import type { Outbox } from './outbox';
import type { OutboxEntry, OutboxInput, OutboxRefusal } from './outbox-entry';
import type { OutboxRequest } from './outbox-request';

/** A route's answer as the outbox hands it back: a delete of what was already gone (404) counts as done, with null. */
export type DeliveredAnswer<K extends RouteKey> = AnswerOf<K> | (K extends `DELETE ${string}` ? null : never);

/** What the owner of a kind hears when one of its entries leaves the queue: the route's answer, or the refusal. */
export type KindSettledEvent<Data, K extends RouteKey> = { entry: OutboxEntry; data: Data } & (
  | { outcome: 'sent'; answer: DeliveredAnswer<K> }
  | { outcome: 'refused'; refusal: OutboxRefusal }
);

/** An entry of a kind as its owner queues it: its own record of the change and the request (of one of the kind's routes). */
export type KindInput<Data, K extends RouteKey> = Omit<OutboxInput, 'kind' | 'change' | 'request'> & { data: Data; request: OutboxRequest<K> };

/**
 * A kind of change that a part of the app queues and hears back about. The outbox stores the data and the request
 * and sends the request; it knows nothing of what either means. The kind reads them back typed: entries of its name
 * carry its data and one of its routes' requests, so the answer is that route's answer.
 */
export interface OutboxKind<Data, K extends RouteKey> {
  readonly name: string;
  owns(entry: OutboxEntry): boolean;
  /** The data of an entry of this kind (undefined for another kind's entry). */
  dataOf(entry: OutboxEntry): Data | undefined;
  /** The outbox input of a change of this kind. */
  input(change: KindInput<Data, K>): OutboxInput;
  /** Calls back when an entry of this kind is sent (with its answer) or refused. */
  onSettled(outbox: Outbox, listener: (event: KindSettledEvent<Data, K>) => void): () => void;
}

/**
 * `legacy`: which entries stored by a version before kinds (no `kind`) are this kind's, so an update never strands
 * what was waiting on the device.
 */
export function outboxKind<Data, K extends RouteKey>(name: string, { legacy }: { legacy?: (entry: OutboxEntry) => boolean } = {}): OutboxKind<Data, K> {
  const owns = (entry: OutboxEntry) => (entry.kind === undefined ? (legacy?.(entry) ?? false) : entry.kind === name);
  // The one place the stored form meets the kind's types: what was stored under this name was queued through `input`.
  const dataOf = (entry: OutboxEntry) => (owns(entry) ? (entry.change as Data) : undefined);
  return {
    name,
    owns,
    dataOf,
    input: ({ data, ...rest }) => ({ ...rest, kind: name, change: data }),
    onSettled: (outbox, listener) =>
      outbox.onSettled((event) => {
        if (!owns(event.entry)) return;
        const data = event.entry.change as Data;
        if (event.outcome === 'sent') listener({ entry: event.entry, data, outcome: 'sent', answer: event.result as DeliveredAnswer<K> });
        else if (event.outcome === 'refused' && event.refusal) listener({ entry: event.entry, data, outcome: 'refused', refusal: event.refusal });
      }),
  };
}
