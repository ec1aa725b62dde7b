import { useId } from 'react';
import type { PushDevice } from '../../../../../shared/api-types';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '../../../../../shared/push/push-kinds';
import { Switch } from '../../../components/ui/switch';
import { useSwitchPushKind } from '../api/push-mutations';


/** The per-kind switches of this device. */
export function PushKindSwitches({ device }: { device: PushDevice }) {
  const switchKind = useSwitchPushKind();
  const headingId = useId();
  const pendingOf = (kind: PushKind) =>
    switchKind.isPending && switchKind.variables.deviceId === device.id && switchKind.variables.kind === kind ? switchKind.variables.on : undefined;

  return (
    <fieldset className="flex flex-col gap-1" aria-labelledby={headingId}>
      <legend id={headingId} className="text-sm font-semibold text-slate-900">
        Notify me on this device about
      </legend>
      {PUSH_KINDS.map((kind) => (
        <KindRow key={kind} kind={kind} checked={pendingOf(kind) ?? device.kinds[kind] !== false} onChange={(on) => switchKind.mutate({ deviceId: device.id, kind, on })} />
      ))}
    </fieldset>
  );
}

function KindRow({ kind, checked, onChange }: { kind: PushKind; checked: boolean; onChange: (on: boolean) => void }) {
  const labelId = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <span id={labelId} className="text-sm text-slate-700">
        {PUSH_KIND_LABELS[kind]}
      </span>
      <Switch checked={checked} onCheckedChange={onChange} aria-labelledby={labelId} />
    </div>
  );
}
