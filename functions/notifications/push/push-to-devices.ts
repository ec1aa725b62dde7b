/** Issue 30: one push to each of a person's chosen devices; a device its push service no longer knows is removed. */
import type { PushPayload } from '../../../shared/push/push-kinds';
import { log } from '../../lib/observability';
import { deleteGoneDevice, type PushTarget } from './repository';
import { sendPush, type SendOutcome } from './send-push';

export function pushToDevices(userId: string, devices: readonly PushTarget[], payload: PushPayload, options: { ttlSeconds?: number } = {}): Promise<SendOutcome[]> {
  return Promise.all(
    devices.map(async (device) => {
      const outcome = await sendPush(device, payload, options);
      if (outcome === 'gone') await deleteGoneDevice({ userId, deviceId: device.id, endpoint: device.endpoint });
      if (outcome === 'refused' || outcome === 'failed') log.warn('A push was not delivered', { outcome, deviceId: device.id, kind: payload.kind });
      return outcome;
    }),
  );
}
