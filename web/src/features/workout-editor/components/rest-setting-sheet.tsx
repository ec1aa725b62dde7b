import { Check } from 'lucide-react';
import { formatRest, MAX_REST_SECONDS, REST_CHOICES_SECONDS } from '../../../../../shared/workout/rest';
import { cn } from '../../../lib/cn';
import { BottomSheet } from '../../../components/ui/bottom-sheet';

interface RestSettingSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  exerciseName: string;
  seconds: number;
  onChoose: (seconds: number) => void;
  /** Opens the keypad in minutes:seconds mode for a custom time. */
  onCustom: () => void;
}

/** The per-exercise rest setting: Off or a preset (spec 001's rest choices), or a custom m:ss. */
export function RestSettingSheet({ open, onOpenChange, exerciseName, seconds, onChoose, onCustom }: RestSettingSheetProps) {
  const isPreset = (REST_CHOICES_SECONDS as readonly number[]).includes(seconds);
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="Rest Timer" description={exerciseName}>
      <div className="grid grid-cols-3 gap-2 px-4 pb-2">
        {REST_CHOICES_SECONDS.map((choice) => {
          const chosen = choice === seconds;
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={chosen}
              onClick={() => {
                onOpenChange(false);
                onChoose(choice);
              }}
              className={cn(
                'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl border text-base font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
                chosen ? 'border-blue-600 bg-blue-50 text-blue-700' : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {chosen ? <Check className="size-4" aria-hidden /> : null}
              {formatRest(choice)}
            </button>
          );
        })}
        <button
          type="button"
          onClick={() => {
            onOpenChange(false);
            onCustom();
          }}
          className={cn(
            'col-span-3 inline-flex min-h-12 items-center justify-center rounded-xl border text-base font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
            isPreset ? 'border-slate-200 text-slate-800 hover:bg-slate-50' : 'border-blue-600 bg-blue-50 text-blue-700',
          )}
        >
          {isPreset ? 'Custom…' : `Custom: ${formatRest(seconds)}`}
        </button>
      </div>
      <p className="px-5 pb-2 text-xs text-slate-500">Custom times up to {formatRest(MAX_REST_SECONDS)}.</p>
    </BottomSheet>
  );
}
