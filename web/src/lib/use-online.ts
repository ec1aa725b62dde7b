import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app has a network: TanStack Query's onlineManager, which follows the browser's online and offline events
 * (told navigator.onLine at start, offline-root.tsx) and also goes offline when a read cannot reach the server while
 * the browser still says online (network-watch.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), () => onlineManager.isOnline(), () => true);
}
