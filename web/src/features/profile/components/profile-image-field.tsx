import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_MAX_FILE_BYTES } from '../../../../../shared/profile';
import { FILE_TOO_LARGE } from '../../../../../shared/schemas/users';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/use-toast';
import { AVATAR_MAX_SIDE, shrinkImage } from '../../../lib/images/shrink-image';

interface ProfileImageFieldProps {
  /** Whose photo: its first letter stands in when there is none. */
  displayName: string;
  /** The saved photo's /media/ URL, a newly picked photo's data URL, or null. */
  value: string | null;
  onChange: (image: string | null) => void;
  /** True while a picked photo is being shrunk: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
}

/** Pick a photo (under 5 MB, shrunk on the device), see it, or remove it. */
export function ProfileImageField({ displayName, value, onChange, onBusyChange }: ProfileImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const headingId = useId();

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
      onChange(await shrinkImage(file, { maxSide: AVATAR_MAX_SIDE }));
    } catch {
      toast({ title: 'Could not read this photo', description: 'Please choose another image.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-medium text-slate-700">
        Profile photo
      </h2>
      <div className="flex items-center gap-4">
        <span role="img" aria-label={value ? 'Profile photo preview' : 'No profile photo'} className="inline-flex">
          <Avatar name={displayName} imageUrl={value} className="size-20 text-3xl" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
            {busy ? <Spinner className="size-4" /> : <ImagePlus className="size-5" aria-hidden />}
            {value ? 'Change photo' : 'Add photo'}
          </Button>
          {value ? (
            <Button variant="ghost" disabled={busy} onClick={() => onChange(null)} className="text-red-700">
              <Trash2 className="size-5" aria-hidden />
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {busy ? 'Preparing photo...' : 'A photo under 5 MB.'}
      </p>
      <input ref={inputRef} type="file" accept="image/*" aria-label="Choose a profile photo" tabIndex={-1} className="sr-only" onChange={(event) => void pick(event)} />
    </section>
  );
}
