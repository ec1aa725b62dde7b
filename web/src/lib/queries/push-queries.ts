import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { routeQueryKey } from './route-query-key';

/** Issue 30: keys from general to specific; each key is also the path it reads. */
export const pushKeys = {
  devices: () => routeQueryKey('GET /api/push/subscriptions'),
  publicKey: () => routeQueryKey('GET /api/push/public-key'),
};

/** GET /api/push/subscriptions: the person's devices that receive pushes; fresh whenever Settings opens. */
export function pushDevicesQueryOptions() {
  return queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => call('GET /api/push/subscriptions', { signal }),
    staleTime: 0,
  });
}

/** GET /api/push/public-key: the server's VAPID key, the same until it is rotated. */
export function pushPublicKeyQueryOptions() {
  return queryOptions({
    queryKey: pushKeys.publicKey(),
    queryFn: ({ signal }) => call('GET /api/push/public-key', { signal }),
    staleTime: Infinity,
  });
}
