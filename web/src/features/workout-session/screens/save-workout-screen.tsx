import { ChevronLeft, ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { clearDraft, draftSummary, getDraft } from '../draft/draft-store';
import { workoutPaths } from '../paths';

function localDateTimeValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Save screen (spec 000 section 2, /save-workout): static, no calls. A title, the duration, volume
 * and sets (from the local draft when there is one, else placeholders), when, a photo/video button,
 * a description, a Make Public switch; Save and Discard both go to /workout and end the draft.
 */
export default function SaveWorkoutScreen() {
  const id = useId();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [opened] = useState(() => ({ draft: getDraft(), at: Date.now() }));
  const [title, setTitle] = useState('');
  const [when, setWhen] = useState(() => localDateTimeValue(new Date()));
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [media, setMedia] = useState<string | null>(null);

  const summary = opened.draft ? draftSummary(opened.draft, opened.at) : null;
  const stats = [
    { label: 'Duration', value: summary ? `${summary.minutes} min` : '--' },
    { label: 'Volume', value: summary ? `${summary.volume.toLocaleString()} lbs` : '--' },
    { label: 'Sets', value: summary ? String(summary.sets) : '--' },
  ];

  const leave = () => {
    clearDraft();
    void navigate(workoutPaths.workoutMain);
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-white shadow-sm">
      <header className="sticky top-0 z-30 flex min-h-16 items-center gap-1 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] pr-3 pl-1 backdrop-blur">
        <button
          type="button"
          aria-label="Back"
          onClick={() => void navigate(workoutPaths.empty)}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronLeft className="size-7" aria-hidden />
        </button>
        <h1 className="flex-1 text-lg font-bold">Save Workout</h1>
        <Button onClick={leave} className="min-w-20">
          Save
        </Button>
      </header>

      <main className="flex flex-col gap-5 px-4 py-5">
        <div>
          <Label htmlFor={`${id}-title`}>Workout title</Label>
          <input
            id={`${id}-title`}
            className={inputClasses('text-lg font-semibold')}
            placeholder="Workout title"
            value={title}
            maxLength={100}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>

        <dl className="grid grid-cols-3 gap-2">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-2xl bg-slate-50 p-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{stat.label}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <div>
          <Label htmlFor={`${id}-when`}>When</Label>
          <input id={`${id}-when`} type="datetime-local" className={inputClasses()} value={when} onChange={(event) => setWhen(event.target.value)} />
        </div>

        <div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*,video/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => setMedia(event.target.files?.[0]?.name ?? null)}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-slate-300 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <ImagePlus className="size-7" aria-hidden />
            <span className="font-semibold">{media ? 'Change photo / video' : 'Add photo / video'}</span>
            {media ? <span className="max-w-full truncate px-4 text-sm text-slate-500">{media}</span> : null}
          </button>
        </div>

        <div>
          <Label htmlFor={`${id}-description`}>Description</Label>
          <textarea
            id={`${id}-description`}
            rows={3}
            placeholder="How did your workout go?"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className={cn(inputClasses(), 'h-auto py-3')}
          />
        </div>

        <div className="flex items-center justify-between gap-4 rounded-2xl bg-slate-50 px-4 py-3">
          <span id={`${id}-public`} className="font-medium text-slate-800">
            Make Public
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={isPublic}
            aria-labelledby={`${id}-public`}
            onClick={() => setIsPublic((value) => !value)}
            className={cn(
              'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              isPublic ? 'bg-blue-600' : 'bg-slate-300',
            )}
          >
            <span className={cn('inline-block size-6 rounded-full bg-white shadow transition-transform', isPublic ? 'translate-x-7' : 'translate-x-1')} />
          </button>
        </div>

        <p className="text-sm text-slate-500">
          This draft was kept only on this device and is not added to your history. To log a workout that is saved, use Quick Start.
        </p>

        <Button variant="ghost" onClick={leave} className="w-full !text-red-600 hover:!bg-red-50 active:!bg-red-100">
          Discard
        </Button>
      </main>
    </div>
  );
}
