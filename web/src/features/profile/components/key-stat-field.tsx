import { useId } from 'react';
import { keyStatRange } from '../../../../../shared/key-stats';
import { inputClasses } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import type { KeyStatRow } from '../lib/key-stats-form';
import { FieldError } from './text-field';

interface KeyStatFieldProps {
  row: KeyStatRow;
  /** Why the value cannot be saved (shared/key-stats.ts, as the server answers it). */
  error?: string;
  /** Where a filled value came from ('Estimated one-rep max from your records'). */
  hint?: string;
  onChange: (patch: Partial<KeyStatRow>) => void;
}

/** One key stat: its value (step 0.1, within its unit's range, empty = not set) with the unit, and whether the profile shows it. */
export function KeyStatField({ row, error, hint, onChange }: KeyStatFieldProps) {
  const ids = { input: useId(), unit: useId(), hint: useId(), error: useId(), switch: useId() };
  const range = keyStatRange(row.unit);
  const describedBy = [ids.unit, hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={ids.input} className="min-w-0 font-medium text-slate-900">
          {row.name}
        </label>
        <div className="flex shrink-0 items-center">
          <label htmlFor={ids.switch} className="flex min-h-11 items-center pr-2 text-sm text-slate-600">
            {row.isVisible ? 'Shown' : 'Hidden'}
          </label>
          <Switch
            id={ids.switch}
            checked={row.isVisible}
            onCheckedChange={(isVisible) => onChange({ isVisible })}
            aria-label={`Show ${row.name} on profile`}
          />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={ids.input}
          type="number"
          inputMode="decimal"
          step="0.1"
          min={range.min}
          max={range.max}
          placeholder="Not set"
          className={inputClasses('min-w-0 flex-1')}
          value={row.value}
          onChange={(event) => onChange({ value: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span id={ids.unit} className="w-20 shrink-0 text-sm text-slate-600">
          {row.unit}
        </span>
      </div>
      {hint ? (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={ids.error} message={error} /> : null}
    </li>
  );
}
