import { Upload } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { MAX_IMPORT_FILE_BYTES } from '../lib/import-file-limit';
import { useImport } from '../lib/use-import';
import { ImportReportView } from './import-report';

const megabytes = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

/** 'Import from Strong or Hevy': a CSV export read on the phone and sent in batches, with progress and a report. */
export function ImportPanel() {
  const unit = useWeightUnit();
  const { state, start } = useImport(unit);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.phase === 'reading' || state.phase === 'sending';

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void start(file);
    // The same file can be chosen again (importing it twice adds nothing).
    event.target.value = '';
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-sm text-slate-600">
        Choose the CSV file Strong or Hevy exported (up to {megabytes} MB). Workouts you imported before are skipped.
        Strong files do not say their unit: their weights are read in {unit}.
      </p>
      <input ref={input} id={inputId} type="file" accept=".csv,text/csv" aria-describedby={hintId} disabled={busy} onChange={onChange} className="peer sr-only" />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses('secondary', 'w-full cursor-pointer'),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {busy ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
        Import from Strong or Hevy
      </label>
      {state.phase === 'sending' || (state.phase === 'done' && state.batchesTotal > 0) ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full accent-blue-600" aria-label="Import progress" max={Math.max(1, state.batchesTotal)} value={state.batchesSent} />
          <p role="status" className="text-sm text-slate-700">
            {state.phase === 'sending' ? `Sending batch ${Math.min(state.batchesSent + 1, state.batchesTotal)} of ${state.batchesTotal}…` : `Sent ${state.batchesSent} of ${state.batchesTotal} batches.`}
          </p>
        </div>
      ) : state.phase === 'reading' ? (
        <p role="status" className="text-sm text-slate-700">
          Reading the file…
        </p>
      ) : null}
      {state.refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {state.refusal}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          The import stopped: {state.error} Choose the file again to continue; what arrived is skipped.
        </p>
      ) : null}
      {state.phase === 'done' && state.report ? <ImportReportView report={state.report} /> : null}
    </div>
  );
}
