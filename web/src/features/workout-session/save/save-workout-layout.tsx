import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_SESSION_NAME_LENGTH } from '../../../../../shared/schemas/sessions';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';

interface SaveWorkoutLayoutProps {
  backLabel: string;
  onBack: () => void;
  /** Back is disabled while saving (the finish is already on its way). */
  backDisabled?: boolean;
  onSave: () => void;
  saving: boolean;
  saveDisabled: boolean;
  children: ReactNode;
}

/** The frame both save screens share: a sticky header with Back, "Save Workout" and Save, then the form. */
export function SaveWorkoutLayout({ backLabel, onBack, backDisabled, onSave, saving, saveDisabled, children }: SaveWorkoutLayoutProps) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white shadow-sm">
      <header className="sticky top-0 z-30 flex min-h-16 items-center gap-1 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] pr-3 pl-1 backdrop-blur">
        <button
          type="button"
          aria-label={backLabel}
          disabled={backDisabled}
          onClick={onBack}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronLeft className="size-7" aria-hidden />
        </button>
        <h1 className="flex-1 text-lg font-bold">Save Workout</h1>
        <Button onClick={onSave} disabled={saveDisabled} aria-busy={saving || undefined} className="min-w-20">
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </header>
      <main className="flex flex-col gap-5 px-4 py-5">{children}</main>
    </div>
  );
}

export function WorkoutTitleField({ id, value, placeholder, onChange }: { id: string; value: string; placeholder: string; onChange: (title: string) => void }) {
  return (
    <div>
      <Label htmlFor={id}>Workout title</Label>
      <input
        id={id}
        className={inputClasses('text-lg font-semibold')}
        placeholder={placeholder}
        value={value}
        maxLength={MAX_SESSION_NAME_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Duration, volume and sets, as tiles. */
export function WorkoutStats({ stats }: { stats: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{stat.label}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
