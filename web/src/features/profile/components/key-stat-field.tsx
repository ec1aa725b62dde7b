import { useId } from 'react';
import { KEY_STAT_VALUE_MAX } from '../../../../../shared/profile';
import { inputClasses } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { KEY_STAT_VALUE_INVALID, type KeyStatRow } from '../lib/key-stats-form';
import { FieldError } from './text-field';

interface KeyStatFieldProps {
  row: KeyStatRow;
  invalid: boolean;
  onChange: (patch: Partial<KeyStatRow>) => void;
}

/** One key stat: its value (step 0.1, empty = not set) with the unit, and whether the profile shows it. */
export function KeyStatField({ row, invalid, onChange }: KeyStatFieldProps) {
  const ids = { input: useId(), unit: useId(), error: useId(), switch: useId() };
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
          min={-KEY_STAT_VALUE_MAX}
          max={KEY_STAT_VALUE_MAX}
          placeholder="Not set"
          className={inputClasses('min-w-0 flex-1')}
          value={row.value}
          onChange={(event) => onChange({ value: event.target.value })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids.unit} ${ids.error}` : ids.unit}
        />
        <span id={ids.unit} className="w-20 shrink-0 text-sm text-slate-600">
          {row.unit}
        </span>
      </div>
      {invalid ? <FieldError id={ids.error} message={KEY_STAT_VALUE_INVALID} /> : null}
    </li>
  );
}
