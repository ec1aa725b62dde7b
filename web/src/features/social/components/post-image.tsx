import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';

interface PostImageProps {
  src: string;
  /** Whose photo, for its text alternative. */
  authorName: string;
}

/** A post's photo at full width; a tap opens it full screen, and a tap or Escape closes it again. */
export function PostImage({ src, authorName }: PostImageProps) {
  const [open, setOpen] = useState(false);
  const alt = `Photo posted by ${authorName}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={`Open ${alt.charAt(0).toLowerCase()}${alt.slice(1)} full screen`}
          className="block w-full bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
        >
          <MediaImage src={src} alt={alt} sizes="(min-width: 40rem) 40rem, 100vw" loading="lazy" className="max-h-[32rem] w-full object-cover" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-0 z-50 flex outline-none">
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          <Dialog.Close className="flex size-full items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white">
            <span className="sr-only">Close photo</span>
            <MediaImage src={src} alt={alt} className="max-h-full max-w-full object-contain" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
