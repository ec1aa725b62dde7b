import { ImagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PhotoPreview } from '../../../components/ui/photo-preview';
import { Spinner } from '../../../components/ui/spinner';
import { usePhotoPick, type PhotoFieldProps } from '../../../components/ui/use-photo-pick';
import { POST_IMAGE_MAX_SIDE } from '../../../lib/images/shrink-image';

/** 'Add Photo': any image under 5 MB as on the profile, shrunk on the device to 1600 px JPEG; a preview with Remove. */
export function PhotoPicker({ value, onChange, onBusyChange, disabled }: PhotoFieldProps) {
  const { busy, choose, inputProps } = usePhotoPick({ maxSide: POST_IMAGE_MAX_SIDE, purpose: 'post', onPick: onChange, onBusyChange });

  return (
    <div className="flex flex-col gap-3">
      {value ? <PhotoPreview src={value} alt="Photo to post" onRemove={() => onChange(null)} disabled={disabled} className="max-h-80" /> : null}
      <Button variant="secondary" disabled={busy || disabled} onClick={choose} className="self-start">
        {busy ? <Spinner className="size-4" /> : <ImagePlus className="size-5" aria-hidden />}
        {busy ? 'Processing photo…' : value ? 'Change Photo' : 'Add Photo'}
      </Button>
      <input {...inputProps} aria-label="Choose a photo to post" />
    </div>
  );
}
