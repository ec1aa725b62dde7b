import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, showToast, subscribeToToasts } from './toast-store';

export type { ToastInput, ToastVariant } from './toast-store';

/** `toast({ title, description, variant, duration })` from any feature; `toasts` for the toaster. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast: showToast, dismiss: dismissToast };
}
