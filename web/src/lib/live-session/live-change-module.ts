import type { RouteKey } from '../../../../shared/routes';
import { outboxKind, type DeliveredAnswer, type OutboxKind } from '../outbox/outbox-kind';
import type { OutboxRequest } from '../outbox/outbox-request';
import type { LiveChange } from './live-change';
import type { SessionView } from './session-view';

export type LiveChangeKind = LiveChange['kind'];
export type ChangeOf<Kind extends LiveChangeKind> = Extract<LiveChange, { kind: Kind }>;

/** What a delivered change's answer is merged into: the cached session and the changes of it still waiting, in order. */
export interface AnswerContext {
  view: SessionView;
  waiting: readonly LiveChange[];
  /** Applies changes over a view (each change's `show`), for waiting changes to be applied again over an answer. */
  reapply: (view: SessionView, changes: readonly LiveChange[]) => SessionView;
}

/** What one change of a live workout is: its request, what the screen shows at once, and how its answer is merged. */
export interface LiveChangeDefinition<Kind extends LiveChangeKind, K extends RouteKey> {
  /** What the person did, in their words, for the message when the server refuses it. */
  label(change: ChangeOf<Kind>): string;
  /** The call (spec 000 section 7, with issue 12's device ids) the change of session `sessionId` is sent as. */
  request(sessionId: string, change: ChangeOf<Kind>): OutboxRequest<K>;
  /** Ids the change creates (a session or set id chosen on the device). */
  creates?(sessionId: string, change: ChangeOf<Kind>): string[];
  /** Ids that must exist on the server for it to succeed. */
  requires?(sessionId: string, change: ChangeOf<Kind>): string[];
  /** The change on the screen at once, and again over server data while it waits to be sent. */
  show(view: SessionView, change: ChangeOf<Kind>): SessionView;
  /**
   * The screen's copy after the server's answer, with no read; undefined (or no `merge`): the session is read again
   * once its last waiting change is delivered.
   */
  merge?(answer: DeliveredAnswer<K>, context: AnswerContext): SessionView | undefined;
  /** Finishing or discarding: once delivered, the person's history and statistics are read again too. */
  endsSession?: true;
}

export interface LiveChangeModule<Kind extends LiveChangeKind, K extends RouteKey = RouteKey> extends LiveChangeDefinition<Kind, K> {
  /** Its entries in the outbox: their data is the change, their answers this change's routes' answers. */
  outbox: OutboxKind<ChangeOf<Kind>, K>;
}

const isChangeOfKind = (value: unknown, kind: LiveChangeKind) => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;

/**
 * One change of a live workout as a module. Its outbox kind is `live-change/<kind>`; an entry stored before kinds
 * existed (a session id as its scope and the change as its data) is recognised by its change's kind.
 */
export function defineLiveChange<Kind extends LiveChangeKind, K extends RouteKey>(kind: Kind, definition: LiveChangeDefinition<Kind, K>): LiveChangeModule<Kind, K> {
  return {
    ...definition,
    outbox: outboxKind<ChangeOf<Kind>, K>(`live-change/${kind}`, { legacy: (entry) => entry.scope !== undefined && isChangeOfKind(entry.change, kind) }),
  };
}
