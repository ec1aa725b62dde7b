import { useMemo } from 'react';
import type { PlateSetup } from '../../../../../shared/api-types';
import { unitLabel } from '../../../../../shared/units';
import { calculatePlates, formatPlates, type PlateLoading } from '../../../../../shared/workout/plates';
import { poundsTextToHundredths } from '../../../../../shared/workout/weight';

/**
 * The keypad's plate calculator for barbell exercises (issue 11): the plates per side for the weight being typed,
 * with the person's bar and plates; when it cannot be loaded exactly, the nearest loadable weights below and above,
 * each a button that takes it.
 */
export function PlateCalculator({ text, setup, onUse }: { text: string; setup: PlateSetup; onUse: (text: string) => void }) {
  const unit = setup.unit;
  const centi = poundsTextToHundredths(text);
  const result = useMemo(() => (centi === null ? null : calculatePlates(centi / 100, setup)), [centi, setup]);
  const bar = `${setup.bar} ${unitLabel(unit)} bar`;

  let body: React.ReactNode;
  if (!result) {
    body = <p className="text-slate-600">Type a weight to see the plates per side.</p>;
  } else if (result.kind === 'exact') {
    body =
      result.loading.perSide.length === 0 ? (
        <p className="font-semibold text-slate-900">Just the bar</p>
      ) : (
        <p className="text-slate-600">
          Per side: <span className="font-semibold text-slate-900 tabular-nums">{formatPlates(result.loading.perSide)}</span>
        </p>
      );
  } else {
    const options = result.kind === 'under-bar' ? [result.above] : [result.below, result.above].filter((item): item is PlateLoading => item !== null);
    body = (
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="text-slate-600">{result.kind === 'under-bar' ? 'Lighter than the bar.' : 'Cannot be loaded exactly.'} Nearest:</p>
        {options.map((option) => (
          <button
            key={option.total}
            type="button"
            onClick={() => onUse(String(option.total))}
            aria-label={`Use ${option.total} ${unitLabel(unit)}${option.perSide.length > 0 ? `: ${formatPlates(option.perSide)} per side` : ': the bar alone'}`}
            className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 tabular-nums hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {option.total} {unitLabel(unit)}
          </button>
        ))}
      </div>
    );
  }

  return (
    <section aria-label="Plate calculator" className="mb-3 flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-2 text-sm">
      <div className="min-w-0">{body}</div>
      <p className="shrink-0 text-xs text-slate-600">{bar}</p>
    </section>
  );
}
