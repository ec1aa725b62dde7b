import { useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { PROFILE_IMAGE_MAX_FILE_BYTES } from '../../../../shared/profile';
import { FILE_TOO_LARGE } from '../../../../shared/schemas/users';
import type { UploadPurpose } from '../../../../shared/media';
import { shrinkImage } from '../../lib/images/shrink-image';
import { PhotoRefusedError, PhotoUploadError, uploadPhoto } from '../../lib/images/upload-photo';
import { useToast } from './use-toast';

/** The props of a form's photo field (a post's or a workout's photo). */
export interface PhotoFieldProps {
  /** The picked photo's URL once uploaded and processed (issue 26), or null. */
  value: string | null;
  onChange: (photo: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

interface PhotoPickOptions {
  /** Longest side of the shrunk JPEG. */
  maxSide: number;
  /** A profile photo or a post's: the server makes the sizes each needs. */
  purpose: UploadPurpose;
  /** The picked photo's URL, once uploaded and processed. */
  onPick: (photo: string) => void;
  /** True while a picked photo is being shrunk, uploaded and processed: a form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Picking a photo: any image under 5 MB (else the FILE_TOO_LARGE toast), shrunk on the device to a JPEG, uploaded
 * and processed by the server (issue 26; a refused photo's reason is shown). Answers `busy`, `choose` for the visible
 * button and `inputProps` for the hidden file input (which adds its own aria-label).
 */
export function usePhotoPick({ maxSide, purpose, onPick, onBusyChange }: PhotoPickOptions) {
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
      onPick(await uploadPhoto(await shrinkImage(file, { maxSide }), purpose));
    } catch (error) {
      if (error instanceof PhotoRefusedError) toast({ title: 'Photo not accepted', description: error.message, variant: 'destructive' });
      else if (error instanceof PhotoUploadError) toast({ title: 'Could not upload this photo', description: error.message, variant: 'destructive' });
      else toast({ title: 'Could not read this photo', description: 'Please choose another image.', variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  }

  const inputProps = {
    ref: inputRef,
    type: 'file',
    // A phone offers its camera and its gallery for image/*; `capture` would take the gallery away.
    accept: 'image/*',
    tabIndex: -1,
    className: 'sr-only',
    onChange: (event: ChangeEvent<HTMLInputElement>) => void pick(event),
  } satisfies ComponentPropsWithRef<'input'>;

  return { busy, choose: () => inputRef.current?.click(), inputProps };
}
