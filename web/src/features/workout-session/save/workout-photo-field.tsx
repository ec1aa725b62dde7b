import { ImagePlus } from 'lucide-react';
import { PhotoPreview } from '../../../components/ui/photo-preview';
import { Spinner } from '../../../components/ui/spinner';
import { usePhotoPick, type PhotoFieldProps } from '../../../components/ui/use-photo-pick';
import { POST_IMAGE_MAX_SIDE } from '../../../lib/images/shrink-image';

/** The Save screen's add photo button: an image under 5 MB, shrunk on the device as a post's photo is; a preview with Remove. */
export function WorkoutPhotoField({ value, onChange, onBusyChange, disabled }: PhotoFieldProps) {
  const { busy, choose, inputProps } = usePhotoPick({ maxSide: POST_IMAGE_MAX_SIDE, purpose: 'post', onPick: onChange, onBusyChange });

  return (
    <div className="flex flex-col gap-2">
      {value ? <PhotoPreview src={value} alt="Workout photo" onRemove={() => onChange(null)} disabled={disabled} className="max-h-72" /> : null}
      <button
        type="button"
        disabled={busy || disabled}
        onClick={choose}
        className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-slate-300 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? <Spinner className="size-7" /> : <ImagePlus className="size-7" aria-hidden />}
        <span className="font-semibold">{busy ? 'Processing photo…' : value ? 'Change photo' : 'Add photo / video'}</span>
      </button>
      <input {...inputProps} aria-label="Choose a workout photo" />
    </div>
  );
}
