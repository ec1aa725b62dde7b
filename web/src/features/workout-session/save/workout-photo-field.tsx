import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_MAX_FILE_BYTES } from '../../../../../shared/profile';
import { FILE_TOO_LARGE } from '../../../../../shared/schemas/users';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { POST_IMAGE_MAX_SIDE, shrinkImage } from '../../../lib/images/shrink-image';

interface WorkoutPhotoFieldProps {
  /** The picked photo as a JPEG data URL, or null. */
  value: string | null;
  onChange: (photo: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/** The Save screen's add photo button: an image under 5 MB, shrunk on the device as a post's photo is; a preview with Remove. */
export function WorkoutPhotoField({ value, onChange, onBusyChange, disabled }: WorkoutPhotoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  function setWorking(working: boolean) {
    setBusy(working);
    onBusyChange(working);
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again is a change too.
    input.value = '';
    if (!file) return;
    if (file.size >= PROFILE_IMAGE_MAX_FILE_BYTES) {
      toast({ title: FILE_TOO_LARGE.title, description: FILE_TOO_LARGE.description, variant: 'destructive' });
      return;
    }
    setWorking(true);
    try {
      onChange(await shrinkImage(file, { maxSide: POST_IMAGE_MAX_SIDE }));
    } catch {
      toast({ title: 'Could not read this photo', description: 'Please choose another image.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-slate-100">
          <img src={value} alt="Workout photo" className="max-h-72 w-full object-contain" />
          <button
            type="button"
            aria-label="Remove photo"
            disabled={disabled}
            onClick={() => onChange(null)}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-slate-900/75 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
      ) : null}
      <button
        type="button"
        disabled={busy || disabled}
        onClick={() => inputRef.current?.click()}
        className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-slate-300 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? <Spinner className="size-7" /> : <ImagePlus className="size-7" aria-hidden />}
        <span className="font-semibold">{busy ? 'Preparing photo...' : value ? 'Change photo' : 'Add photo / video'}</span>
      </button>
      <input ref={inputRef} type="file" accept="image/*" aria-label="Choose a workout photo" tabIndex={-1} className="sr-only" onChange={(event) => void pick(event)} />
    </div>
  );
}
