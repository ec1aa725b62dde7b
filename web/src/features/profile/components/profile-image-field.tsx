import { ImagePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePhotoPick } from '../../../components/ui/use-photo-pick';
import { AVATAR_MAX_SIDE } from '../../../lib/images/shrink-image';

interface ProfileImageFieldProps {
  /** Whose photo: its first letter stands in when there is none. */
  displayName: string;
  /** The saved photo's /media/ URL, a newly uploaded photo's (issue 26), or null. */
  value: string | null;
  onChange: (image: string | null) => void;
  /** True while a picked photo is being shrunk, uploaded and processed: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
}

/** Pick a photo (under 5 MB, shrunk on the device), see it, or remove it. */
export function ProfileImageField({ displayName, value, onChange, onBusyChange }: ProfileImageFieldProps) {
  const { busy, choose, inputProps } = usePhotoPick({ maxSide: AVATAR_MAX_SIDE, purpose: 'avatar', onPick: onChange, onBusyChange });
  const headingId = useId();

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
          <Button variant="secondary" disabled={busy} onClick={choose}>
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
        {busy ? 'Processing photo…' : 'A photo under 5 MB.'}
      </p>
      <input {...inputProps} aria-label="Choose a profile photo" />
    </section>
  );
}
