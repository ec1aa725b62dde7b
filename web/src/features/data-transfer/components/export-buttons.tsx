import { FileJson, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { useExport, type ExportFormat } from '../lib/use-export';

const LABELS: Record<ExportFormat, string> = { csv: 'Export CSV', json: 'Export JSON' };

/** 'Export CSV' and 'Export JSON': every finished workout, one row per set, weights in the person's unit. */
export function ExportButtons() {
  const unit = useWeightUnit();
  const { state, start } = useExport(unit);
  const busy = state.pending !== null;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">
        All your finished workouts, one row per set, weights in {unit} (your unit setting). The CSV has Strong&rsquo;s
        columns.
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(['csv', 'json'] as const).map((format) => (
          <Button key={format} variant="secondary" className="px-3 whitespace-nowrap" disabled={busy} onClick={() => void start(format)}>
            {state.pending === format ? <Spinner className="size-4" /> : format === 'csv' ? <FileSpreadsheet aria-hidden className="size-4" /> : <FileJson aria-hidden className="size-4" />}
            {LABELS[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {state.pending
          ? `Preparing your file… ${state.fetched} ${state.fetched === 1 ? 'workout' : 'workouts'} so far`
          : state.done
            ? `Exported ${state.done.count} ${state.done.count === 1 ? 'workout' : 'workouts'} as ${state.done.format.toUpperCase()}.`
            : ''}
      </p>
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          Could not export: {state.error}
        </p>
      ) : null}
    </div>
  );
}
