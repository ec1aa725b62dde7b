import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PlateSetup } from '../../../../../shared/api-types';
import { hasAtMostTwoDecimals, PLATE_SETUP_LIMITS } from '../../../../../shared/schemas/users';
import type { WeightUnit } from '../../../../../shared/units';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSaveTrainingSettings } from '../api/use-save-training-settings';
import { numberFromText, PLATE_PRESETS, plateChoices, plateSetupFromDraft, sameSetup } from '../lib/plate-setup-form';
import { DEFAULT_PLATE_SETUPS, localeWeightUnit, useTrainingSettings } from '../../../lib/units/use-weight-unit';

type UnitChoice = WeightUnit | 'auto';

const sizeList = (plates: readonly number[]) => plates.join(', ');

/**
 * Settings' 'Units and plates' (issue 11): kg or lb for every weight in the app (Auto follows the browser's region),
 * and the bar and plate sizes the plate calculator loads. Only the person sees them.
 */
export function UnitsAndPlatesSection() {
  const { user } = useAuth();
  const { weightUnit } = useTrainingSettings();
  const stored = user?.trainingSettings?.plateSetup ?? null;
  const current = stored?.unit === weightUnit ? stored : DEFAULT_PLATE_SETUPS[weightUnit];
  // Here, not in the editor: saving re-keys the editor at once (the user changes before the answer comes).
  const savePlates = useSaveTrainingSettings('Could not save your bar and plates');

  return (
    <section aria-labelledby="units-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id="units-title" className="text-lg font-semibold">
          Units and plates
        </h2>
        <p className="text-sm text-slate-600">Weights everywhere in the app, and what the plate calculator loads.</p>
      </div>
      <WeightUnitChoice />
      {/* A new draft whenever the unit or the saved setup changes. */}
      <PlateSetupEditor
        key={`${weightUnit}|${current.bar}|${sizeList(current.plates)}`}
        unit={weightUnit}
        current={current}
        stored={stored}
        save={savePlates}
      />
    </section>
  );
}

function WeightUnitChoice() {
  const { user } = useAuth();
  const save = useSaveTrainingSettings('Could not change your unit');
  const name = useId();
  const descriptionId = useId();
  const localeUnit = localeWeightUnit();
  const saved: UnitChoice = user?.trainingSettings?.weightUnit ?? 'auto';
  const pendingChoice = save.isPending && save.variables.weightUnit !== undefined ? (save.variables.weightUnit ?? 'auto') : null;
  const chosen = pendingChoice ?? saved;
  const options: { value: UnitChoice; label: string }[] = [
    { value: 'auto', label: `Auto (${localeUnit})` },
    { value: 'kg', label: 'kg' },
    { value: 'lb', label: 'lb' },
  ];

  return (
    <fieldset aria-describedby={descriptionId} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Weight unit</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-slate-700 transition-colors',
              'has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-blue-600',
              'has-disabled:cursor-default',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              disabled={!user || save.isPending}
              onChange={() => save.mutate({ weightUnit: option.value === 'auto' ? null : option.value })}
              // Over the whole segment, invisible: a tap anywhere on it is a tap on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-default"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={descriptionId} className="text-sm text-slate-600">
        Auto follows your browser&rsquo;s region: {localeUnit === 'lb' ? 'pounds in the US' : 'kilograms here'}. Your workouts stay exactly as
        logged; only how they read changes.
      </p>
    </fieldset>
  );
}

interface PlateSetupEditorProps {
  unit: WeightUnit;
  /** What the calculator loads now: the saved setup in this unit, or the unit's defaults. */
  current: PlateSetup;
  /** The saved setup, in whichever unit it was saved; null when none is. */
  stored: PlateSetup | null;
  save: ReturnType<typeof useSaveTrainingSettings>;
}

function PlateSetupEditor({ unit, current, stored, save }: PlateSetupEditorProps) {
  const { toast } = useToast();
  const [barText, setBarText] = useState(String(current.bar));
  const [plates, setPlates] = useState<number[]>([...current.plates]);
  const [newSize, setNewSize] = useState('');
  const [sizeProblem, setSizeProblem] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  const barId = useId();
  const sizeId = useId();
  const problemId = useId();
  const draft = plateSetupFromDraft(unit, barText, plates);
  const changed = 'error' in draft || !sameSetup(draft.setup, current);
  const isDefault = stored === null;
  const limits = PLATE_SETUP_LIMITS[unit];

  function toggle(size: number) {
    setPlates((owned) => (owned.includes(size) ? owned.filter((plate) => plate !== size) : [...owned, size]));
  }

  function applyPreset(setup: PlateSetup) {
    setBarText(String(setup.bar));
    setPlates([...setup.plates]);
  }

  function addSize(event: FormEvent) {
    event.preventDefault();
    const size = numberFromText(newSize);
    if (size === null || size <= 0) return setSizeProblem('Type a plate weight, e.g. 2.5.');
    if (size > limits.maxPlate) return setSizeProblem(`A plate can weigh at most ${limits.maxPlate} ${unit}.`);
    if (!hasAtMostTwoDecimals(size)) return setSizeProblem('A plate can have at most two decimals.');
    setSizeProblem(null);
    setNewSize('');
    setPlates((owned) => (owned.includes(size) ? owned : [...owned, size]));
  }

  function submit() {
    if ('error' in draft) {
      setShowProblem(true);
      return;
    }
    save.mutate({ plateSetup: draft.setup }, { onSuccess: () => toast({ title: 'Bar and plates saved' }) });
  }

  function reset() {
    save.mutate({ plateSetup: null }, { onSuccess: () => toast({ title: `Back to the ${unit} defaults` }) });
  }

  const problem = 'error' in draft && (showProblem || barText.trim() !== '') ? draft.error : null;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div>
        <h3 className="font-semibold text-slate-900">Bar and plates</h3>
        <p className="text-sm text-slate-600">
          {`Now: ${current.bar} ${unit} bar, plates ${sizeList(current.plates)} ${unit}${isDefault ? ' (the defaults)' : ''}.`}
          {stored && stored.unit !== unit ? ` Your saved ${stored.unit} plates apply when you weigh in ${stored.unit}.` : ''}
        </p>
      </div>

      <div role="group" aria-label="Presets" className="flex flex-wrap gap-2">
        {PLATE_PRESETS[unit].map((preset) => (
          <button
            key={preset.name}
            type="button"
            onClick={() => applyPreset(preset.setup)}
            className="min-h-11 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {preset.name}
          </button>
        ))}
      </div>

      <div>
        <label htmlFor={barId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {`Bar weight (${unit})`}
        </label>
        <input
          id={barId}
          inputMode="decimal"
          autoComplete="off"
          value={barText}
          onChange={(event) => setBarText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={inputClasses('h-11 w-32')}
        />
      </div>

      <div role="group" aria-labelledby={`${sizeId}-plates`}>
        <p id={`${sizeId}-plates`} className="mb-1.5 text-sm font-medium text-slate-700">
          {`Plates you own (${unit})`}
        </p>
        <div className="grid grid-cols-4 gap-2">
          {plateChoices(unit, plates).map((size) => {
            const owned = plates.includes(size);
            return (
              <button
                key={size}
                type="button"
                aria-pressed={owned}
                aria-label={`${size} ${unit}`}
                onClick={() => toggle(size)}
                className={cn(
                  'inline-flex min-h-11 items-center justify-center gap-1 rounded-xl border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  owned ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {owned ? <Check className="size-4" aria-hidden /> : null}
                {size}
              </button>
            );
          })}
        </div>
      </div>

      <form onSubmit={addSize} className="flex flex-col gap-1" noValidate>
        <label htmlFor={sizeId} className="text-sm font-medium text-slate-700">
          {`Another plate size (${unit})`}
        </label>
        <div className="flex gap-2">
          <input
            id={sizeId}
            inputMode="decimal"
            autoComplete="off"
            value={newSize}
            onChange={(event) => setNewSize(event.target.value)}
            aria-invalid={sizeProblem ? true : undefined}
            aria-describedby={sizeProblem ? `${sizeId}-problem` : undefined}
            className={inputClasses('h-11 w-32')}
          />
          <Button type="submit" variant="secondary">
            Add size
          </Button>
        </div>
        {sizeProblem ? (
          <p id={`${sizeId}-problem`} role="alert" className="text-sm text-red-700">
            {sizeProblem}
          </p>
        ) : null}
      </form>

      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={save.isPending || !changed} aria-busy={save.isPending} className="flex-1">
          {save.isPending ? <Spinner className="size-4" /> : null}
          Save bar and plates
        </Button>
        <Button variant="secondary" onClick={reset} disabled={save.isPending || isDefault}>
          Use defaults
        </Button>
      </div>
    </div>
  );
}
