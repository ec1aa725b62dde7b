import { onlineManager } from '@tanstack/react-query';
import type { RouteKey } from '../../../../shared/routes';
import { api, call } from '../api';
import type { CallInput } from '../api-call';
import { isApiError } from '../api-client';
import { keyToSend, type OutboxEntry } from './outbox-entry';
import { isPathRequest, methodOf } from './outbox-request';
import { Outbox } from './outbox';
import { indexedDbOutboxStorage } from './outbox-storage';

let current: { userId: string; outbox: Outbox } | undefined;
const listeners = new Set<() => void>();

async function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const { request } = entry;
  const idempotencyKey = keyToSend(entry);
  try {
    // An entry an older version stored goes out as it was stored (its method and path).
    if (isPathRequest(request)) return await api.request(request.method, request.path, { body: request.body, idempotencyKey });
    // The input was typed for this route when it was queued (outboxRequest); storage kept its shape.
    return await call(request.route, { ...request.input, idempotencyKey } as CallInput<RouteKey>);
  } catch (error) {
    // Deleting what is already gone (on another device, or by an earlier try) did what it was meant to do.
    if (methodOf(request) === 'DELETE' && isApiError(error, 404)) return null;
    throw error;
  }
}

const kick = () => current?.outbox.kick();
if (typeof window !== 'undefined') window.addEventListener('online', kick);
// The app also comes back online when a probe reaches the server again (network-watch.ts): a page the service worker
// served offline keeps navigator.onLine true and gets no online event, so the outbox would wait out its backoff.
onlineManager.subscribe((online) => {
  if (online) kick();
});

/** The signed-in person's outbox (made on first use); another person's is stopped first. */
export function startOutbox(userId: string): Outbox {
  if (current?.userId === userId) return current.outbox;
  current?.outbox.stop();
  current = { userId, outbox: new Outbox({ storage: indexedDbOutboxStorage(userId), send: sendEntry }) };
  listeners.forEach((listener) => listener());
  // What an earlier page load left waiting goes out now (once read back).
  current.outbox.kick();
  return current.outbox;
}

/** Sign-out: nothing more is sent; the queue stays stored for that person and goes out when they sign in again. */
export function stopOutbox(): void {
  current?.outbox.stop();
  current = undefined;
  listeners.forEach((listener) => listener());
}

/** The account is gone: its outbox stops and what it held leaves the device (nothing could ever send it). */
export async function discardOutboxOf(userId: string): Promise<void> {
  if (current?.userId === userId) stopOutbox();
  await indexedDbOutboxStorage(userId).clear();
}

/** The signed-in person's outbox, if one is running. */
export function currentOutbox(): Outbox | undefined {
  return current?.outbox;
}

/** Whose outbox is running (the signed-in person), if any. */
export function currentOutboxUserId(): string | undefined {
  return current?.userId;
}

/** Calls back when the running outbox changes (sign-in, sign-out). */
export function subscribeToCurrentOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
