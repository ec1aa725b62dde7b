import { useCallback, useEffect, useState } from 'react';
import { currentEndpoint, notificationPermission, pushSupport, type PushSupport } from './browser-push';

export interface BrowserPush {
  support: PushSupport;
  permission: NotificationPermission;
  /** This browser's push endpoint; null when it is not subscribed; undefined while it is being read. */
  endpoint: string | null | undefined;
  /** Reads the permission and the subscription again (after turning push on or off). */
  refresh: () => void;
}

/** This browser's push state, read when the section mounts and after every change made from it. */
export function useBrowserPush(): BrowserPush {
  const support = pushSupport();
  const [permission, setPermission] = useState<NotificationPermission>(() => (support === 'supported' ? notificationPermission() : 'default'));
  const [endpoint, setEndpoint] = useState<string | null | undefined>(support === 'supported' ? undefined : null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    const settle = (found: string | null) => {
      if (!live) return;
      setPermission(notificationPermission());
      setEndpoint(found);
    };
    currentEndpoint().then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [support, reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { support, permission, endpoint, refresh };
}
