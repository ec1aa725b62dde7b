import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; the provider's default (5000 ms) when omitted; Infinity: until dismissed. */
  duration?: number;
  /** A button in the toast (Undo); pressing it also closes the toast. `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onAction: () => void };
  /** Runs once when the toast closes for any reason: its time ran out, it was dismissed, or a newer toast replaced it. */
  onClose?: () => void;
  /** The person is reading it (pointer over it, focus in it, window in the background) / stopped. */
  onPause?: () => void;
  onResume?: () => void;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      update(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; only the newest {@link TOAST_LIMIT} stay on screen. */
export function showToast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const next = [{ ...input, id, open: true }, ...toasts];
  update(next.slice(0, TOAST_LIMIT));
  next.slice(TOAST_LIMIT).forEach((toast) => toast.open && toast.onClose?.());
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all); closed toasts are removed after {@link TOAST_REMOVE_DELAY_MS}. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((toast) => id === undefined || toast.id === id);
  closing.forEach((toast) => scheduleRemoval(toast.id));
  update(toasts.map((toast) => (closing.includes(toast) ? { ...toast, open: false } : toast)));
  closing.forEach((toast) => toast.open && toast.onClose?.());
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
