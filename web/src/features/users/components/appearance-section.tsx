import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { ThemePreference } from '../../../lib/theme/theme-preference';
import { setThemePreference, useThemePreference } from '../../../lib/theme/theme-store';

const OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Settings' 'Appearance' (issue 27): Light, Dark or System, for this device; applied at once, nothing to save. */
export function AppearanceSection() {
  const preference = useThemePreference();
  const name = useId();
  const descriptionId = useId();

  return (
    <section aria-labelledby="appearance-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="appearance-title" className="text-lg font-semibold">
        Appearance
      </h2>
      <fieldset aria-describedby={descriptionId} className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Theme</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-slate-700 transition-colors',
                'has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-blue-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={preference === option.value}
                onChange={() => setThemePreference(option.value)}
                // Over the whole segment, invisible: a tap anywhere on it is a tap on the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
        <p id={descriptionId} className="text-sm text-slate-600">
          System follows your device&rsquo;s light or dark setting. Kept on this device only.
        </p>
      </fieldset>
    </section>
  );
}
