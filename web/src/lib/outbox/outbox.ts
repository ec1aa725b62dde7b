import { timeOrderedId } from '../../../../shared/ids';
import type { OutboxEntry, OutboxInput, OutboxRefusal, OutboxState } from './outbox-entry';
import type { OutboxStorage } from './outbox-storage';
import { backoffMs as defaultBackoff, classifyFailure } from './retry-policy';

export interface OutboxClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: OutboxClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** 'withdrawn': taken out before it was sent (Undo). */
export type SendOutcome = 'sent' | 'refused' | 'withdrawn';

export interface OutboxOptions {
  storage: OutboxStorage;
  /** Sends one entry with its idempotency key; throws ApiError or a network error. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  clock?: OutboxClock;
  isOnline?: () => boolean;
  backoffMs?: (attempts: number) => number;
}

export interface SettledEvent {
  entry: OutboxEntry;
  outcome: SendOutcome;
  result?: unknown;
  refusal?: OutboxRefusal;
}

/**
 * A durable first-in-first-out queue of changes for one person. A change is kept in memory and written to storage
 * before anything is sent; entries go out one at a time in order; 'not now' failures are retried with backoff, a
 * refusal takes the entry (and later entries needing what it would have created) out and records it to be shown.
 */
export class Outbox {
  private state: OutboxState = { entries: [], refusals: [] };
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(event: SettledEvent) => void>();
  private readonly waiters = new Map<string, Array<(outcome: SendOutcome) => void>>();
  private readonly clock: OutboxClock;
  private readonly isOnline: () => boolean;
  private readonly backoffMs: (attempts: number) => number;
  private saved: Promise<void> = Promise.resolve();
  private draining = false;
  private retryTimer: unknown;
  private stopped = false;
  private sending: string | undefined;
  /** Resolves once the stored entries have been read back. */
  readonly ready: Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.clock = options.clock ?? realClock;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.ready = options.storage.load().then((stored) => {
      // Entries queued before the read finished come after the stored ones; an earlier page's holds end with it.
      const earlier = stored.entries.map(({ held: _held, ...entry }) => entry);
      this.state = { entries: [...earlier, ...this.state.entries], refusals: [...stored.refusals, ...this.state.refusals] };
      this.notify();
    });
  }

  get entries(): readonly OutboxEntry[] {
    return this.state.entries;
  }

  get refusals(): readonly OutboxRefusal[] {
    return this.state.refusals;
  }

  /** Whether an attempt is waiting for its backoff to pass. */
  get waitingToRetry(): boolean {
    return this.retryTimer !== undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onSettled(listener: (event: SettledEvent) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Queues a change: it is in memory at once and in storage before it is sent. */
  enqueue(input: OutboxInput): OutboxEntry {
    const id = timeOrderedId(new Date(this.clock.now()));
    const entry: OutboxEntry = { ...input, id, idempotencyKey: `ob_${id}`, attempts: 0, queuedAt: new Date(this.clock.now()).toISOString() };
    this.state = { ...this.state, entries: [...this.state.entries, entry] };
    this.persist();
    this.notify();
    this.kick();
    return entry;
  }

  /** Resolves when the entry has left the queue (sent or refused); 'sent' at once when it is not queued. */
  whenSettled(entryId: string): Promise<SendOutcome> {
    if (!this.state.entries.some((entry) => entry.id === entryId)) return Promise.resolve('sent');
    return new Promise((resolve) => this.waiters.set(entryId, [...(this.waiters.get(entryId) ?? []), resolve]));
  }

  /**
   * Waits for one entry's first try: 'sent' or 'refused' when it left the queue, 'waiting' as soon as it cannot go
   * now (offline, or a failure that will be retried later).
   */
  deliver(entryId: string): Promise<SendOutcome | 'waiting'> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.state.entries.some((entry) => entry.id === entryId) && (this.stopped || !this.isOnline() || this.retryTimer !== undefined)) {
          stopListening();
          resolve('waiting');
        }
      };
      const stopListening = this.subscribe(check);
      void this.whenSettled(entryId).then((outcome) => {
        stopListening();
        resolve(outcome);
      });
      check();
    });
  }

  /** Ends a held entry's wait: it goes out in its turn. */
  release(entryId: string): void {
    const entry = this.state.entries.find((item) => item.id === entryId);
    if (!entry?.held) return;
    this.replace({ ...entry, held: false });
    this.notify();
    void this.drain();
  }

  /** Undo: takes a held entry out before it is sent; false when it is not held (sent, on its way, or released). */
  withdraw(entryId: string): boolean {
    const entry = this.state.entries.find((item) => item.id === entryId);
    if (!entry?.held) return false;
    this.remove([entry.id]);
    this.waiters.get(entry.id)?.forEach((resolve) => resolve('withdrawn'));
    this.waiters.delete(entry.id);
    return true;
  }

  /** Takes the shown refusals away (the person has read them). */
  dismissRefusals(): void {
    this.state = { ...this.state, refusals: [] };
    this.persist();
    this.notify();
  }

  /** Tries to send now (start, back online): a backoff in progress is cut short. */
  kick(): void {
    if (this.stopped) return;
    if (this.retryTimer !== undefined) {
      this.clock.clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
    }
    void this.drain();
  }

  /** Stops sending (sign-out); what is queued stays stored for this person. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== undefined) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Waits until every write to storage made so far has finished. */
  flushed(): Promise<void> {
    return this.saved;
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      await this.ready;
      while (!this.stopped && this.retryTimer === undefined && this.isOnline()) {
        const entry = this.state.entries[0];
        // A held entry waits for release (or withdraw), and everything after it keeps its order behind it.
        if (!entry || entry.held) break;
        // Never send what is not yet safely stored.
        await this.saved;
        if (!(await this.attempt(entry))) break;
      }
    } finally {
      this.draining = false;
    }
  }

  /** One attempt at the first entry; false when the queue must wait (backoff). */
  private async attempt(entry: OutboxEntry): Promise<boolean> {
    this.sending = entry.id;
    // The status shows the change is on its way ('Syncing'), not just waiting.
    this.notify();
    try {
      const result = await this.options.send(entry);
      this.remove([entry.id]);
      this.settle({ entry, outcome: 'sent', result });
      return true;
    } catch (error) {
      const attempts = entry.attempts + 1;
      const failure = classifyFailure(error, attempts);
      if (failure.kind === 'retry') {
        this.replace({ ...entry, attempts });
        this.retryTimer = this.clock.setTimeout(() => {
          this.retryTimer = undefined;
          void this.drain();
        }, this.backoffMs(attempts));
        this.notify();
        return false;
      }
      this.refuse(entry, failure.status, failure.message);
      return true;
    } finally {
      this.sending = undefined;
    }
  }

  private refuse(entry: OutboxEntry, status: number, message: string): void {
    const lost = new Set(entry.creates ?? []);
    const dependents: OutboxEntry[] = [];
    for (const later of this.state.entries) {
      if (later.id === entry.id) continue;
      if ((later.requires ?? []).some((id) => lost.has(id))) {
        dependents.push(later);
        // What a dropped entry would have created is lost as well.
        (later.creates ?? []).forEach((id) => lost.add(id));
      }
    }
    const refusal: OutboxRefusal = { entry, status, message, dependents, refusedAt: new Date(this.clock.now()).toISOString() };
    this.state = { ...this.state, refusals: [...this.state.refusals, refusal] };
    this.remove([entry.id, ...dependents.map((item) => item.id)]);
    this.settle({ entry, outcome: 'refused', refusal });
    dependents.forEach((item) => this.settle({ entry: item, outcome: 'refused', refusal }));
  }

  private remove(ids: string[]): void {
    const gone = new Set(ids);
    this.state = { ...this.state, entries: this.state.entries.filter((entry) => !gone.has(entry.id)) };
    this.persist();
    this.notify();
  }

  private replace(entry: OutboxEntry): void {
    this.state = { ...this.state, entries: this.state.entries.map((item) => (item.id === entry.id ? entry : item)) };
    this.persist();
  }

  private settle(event: SettledEvent): void {
    this.waiters.get(event.entry.id)?.forEach((resolve) => resolve(event.outcome));
    this.waiters.delete(event.entry.id);
    this.settledListeners.forEach((listener) => listener(event));
  }

  /** Writes the state in order; a failed write is logged and the next one writes everything again. */
  private persist(): void {
    // The state as it is when the write runs (after the stored entries were read back, never before).
    this.saved = this.saved
      .then(() => this.ready)
      .then(() => this.options.storage.save(this.state))
      .catch((error: unknown) => console.warn('Saving the outbox failed', error));
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }

  /** Whether the entry is on its way right now (for 'syncing'). */
  isSending(): boolean {
    return this.sending !== undefined;
  }
}
