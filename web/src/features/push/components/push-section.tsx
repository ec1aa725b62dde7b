import { useQuery } from '@tanstack/react-query';
import { BellRing, Smartphone } from 'lucide-react';
import type { PushDevice } from '../../../../../shared/api-types';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { pushDevicesQueryOptions } from '../../../lib/queries/push-queries';
import { useRemoveDevice, useTurnOnPush } from '../api/push-mutations';
import { useBrowserPush } from '../lib/use-browser-push';
import { PushKindSwitches } from './push-kind-switches';

/**
 * Issue 30: Settings' 'Notifications on this device'. Turning push on asks the browser's permission, subscribes it with
 * the server's key and adds it to the person's devices; each device can be removed; this device's pushes are switched
 * on or off per kind. Says plainly when this browser cannot receive pushes or the person blocked them.
 */
export function PushSection() {
  const browser = useBrowserPush();
  const devices = useQuery(pushDevicesQueryOptions());
  const turnOn = useTurnOnPush(browser.refresh);
  const thisDevice = devices.data?.find((device) => browser.endpoint && device.endpoint === browser.endpoint);

  return (
    <section aria-labelledby="push-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id="push-title" className="text-lg font-semibold">
          Notifications on this device
        </h2>
        <p className="text-sm text-slate-600">Likes, comments, follows, messages, finished workouts and the end of a rest, even while the app is closed.</p>
      </div>

      {browser.support === 'unsupported' ? (
        <p role="note" className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          This browser cannot receive notifications. On an iPhone, add the app to your Home Screen (Share, then Add to Home Screen; iOS 16.4 or later) and
          turn them on from the app there.
        </p>
      ) : browser.permission === 'denied' ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Notifications are blocked for this app. Allow them in your browser&rsquo;s site settings, then come back here.
        </p>
      ) : thisDevice ? (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-green-800">
            <BellRing aria-hidden className="size-4" />
            On for this device
          </p>
          <PushKindSwitches device={thisDevice} />
        </>
      ) : (
        <>
          <Button className="w-full" disabled={turnOn.isPending || browser.endpoint === undefined || devices.isPending} onClick={() => turnOn.mutate()}>
            {turnOn.isPending ? <Spinner className="size-4" /> : <BellRing aria-hidden className="size-4" />}
            {turnOn.isPending ? 'Turning on...' : 'Turn on notifications'}
          </Button>
          {turnOn.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {turnOn.error.message}
            </p>
          ) : null}
        </>
      )}

      <h3 className="pt-1 text-sm font-semibold text-slate-900">Your devices</h3>
      {devices.isPending ? (
        <p role="status" className="flex items-center gap-2 py-1 text-slate-600">
          <Spinner />
          Loading...
        </p>
      ) : devices.isError ? (
        <LoadFailed title={null} layout="section" message={devices.error.message} onRetry={() => void devices.refetch()} />
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-slate-600">No device receives notifications yet</p>
      ) : (
        <ul aria-label="Devices that receive notifications" className="flex flex-col divide-y divide-slate-100">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} isThisDevice={device.id === thisDevice?.id} onChanged={browser.refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeviceRow({ device, isThisDevice, onChanged }: { device: PushDevice; isThisDevice: boolean; onChanged: () => void }) {
  const remove = useRemoveDevice(onChanged);
  return (
    <li className="flex items-center gap-3 py-2">
      <Smartphone aria-hidden className="size-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere text-slate-900">
          {device.label}
          {isThisDevice ? <span className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-700">This device</span> : null}
        </p>
        <p className="text-xs text-slate-600">{device.service}</p>
      </div>
      <Button
        variant="secondary"
        className="min-h-11 shrink-0"
        disabled={remove.isPending}
        aria-label={`Remove ${device.label}${isThisDevice ? ' (this device)' : ''}`}
        onClick={() => remove.mutate({ device, isThisDevice })}
      >
        Remove
      </Button>
    </li>
  );
}
