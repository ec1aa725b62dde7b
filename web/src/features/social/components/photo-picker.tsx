import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_MAX_FILE_BYTES } from '../../../../../shared/profile';
import { FILE_TOO_LARGE } from '../../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { POST_IMAGE_MAX_SIDE, shrinkImage } from '../../../lib/images/shrink-image';

interface PhotoPickerProps {
  /** The picked photo as a JPEG data URL, or null. */
  value: string | null;
  onChange: (photo: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * 'Add Photo': any image (a phone offers its camera and its gallery for accept="image/*"; `capture` would take the
 * gallery away), under 5 MB as on the profile, shrunk on the device to 1600 px JPEG; a preview with Remove.
 */
export function PhotoPicker({ value, onChange, onBusyChange, disabled }: PhotoPickerProps) {
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
    <div className="flex flex-col gap-3">
      {value ? (
        <div className="relative overflow-hidden rounded-2xl bg-slate-100">
          <img src={value} alt="Photo to post" className="max-h-80 w-full object-contain" />
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
      <Button variant="secondary" disabled={busy || disabled} onClick={() => inputRef.current?.click()} className="self-start">
        {busy ? <Spinner className="size-4" /> : <ImagePlus className="size-5" aria-hidden />}
        {busy ? 'Preparing photo...' : value ? 'Change Photo' : 'Add Photo'}
      </Button>
      <input ref={inputRef} type="file" accept="image/*" aria-label="Choose a photo to post" tabIndex={-1} className="sr-only" onChange={(event) => void pick(event)} />
    </div>
  );
}
