import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '../../../../../shared/api-types';
import type { PushKind } from '../../../../../shared/push/push-kinds';
import { useToast } from '../../../components/ui/use-toast';
import { call } from '../../../lib/api';
import { pushKeys, pushPublicKeyQueryOptions } from '../../../lib/queries/push-queries';
import { deviceLabel, subscribeThisBrowser, unsubscribeThisBrowser } from '../lib/browser-push';

/** Turn push on: permission, this browser's subscription with the server's key, then PUT (one device per endpoint). */
export function useTurnOnPush(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQueryOptions());
      const subscription = await subscribeThisBrowser(publicKey);
      return call('PUT /api/push/subscriptions', {
        body: {
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
          label: deviceLabel(navigator.userAgent),
        },
      });
    },
    onSettled: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: pushKeys.devices() });
    },
  });
}

/** Removes a device; removing this one also ends this browser's subscription. */
export function useRemoveDevice(onChanged: () => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async ({ device, isThisDevice }: { device: PushDevice; isThisDevice: boolean }) => {
      await call('DELETE /api/push/subscriptions/{id}', { params: { id: device.id } });
      if (isThisDevice) await unsubscribeThisBrowser();
    },
    onSettled: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: pushKeys.devices() });
    },
    onError: (error) => toast({ title: 'Could not remove the device', description: error.message, variant: 'destructive' }),
  });
}

/** One switch of one device; the list shows the asked-for value while it is sent. */
export function useSwitchPushKind() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ deviceId, kind, on }: { deviceId: string; kind: PushKind; on: boolean }) =>
      call('PATCH /api/push/subscriptions/{id}', { params: { id: deviceId }, body: { kinds: { [kind]: on } } }),
    onSuccess: (device) => queryClient.setQueryData(pushKeys.devices(), (devices: PushDevice[] | undefined) => devices?.map((one) => (one.id === device.id ? device : one))),
    onError: (error) => toast({ title: 'Could not change the setting', description: error.message, variant: 'destructive' }),
  });
}
