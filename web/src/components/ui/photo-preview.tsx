import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { MediaImage } from './media-image';

interface PhotoPreviewProps {
  src: string;
  alt: string;
  onRemove: () => void;
  disabled?: boolean;
  /** The image's height limit, such as 'max-h-80'. */
  className?: string;
}

/** A picked photo at full width with a round Remove button on its corner. */
export function PhotoPreview({ src, alt, onRemove, disabled, className }: PhotoPreviewProps) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-100">
      <MediaImage src={src} alt={alt} className={cn('w-full object-contain', className)} />
      <button
        type="button"
        aria-label="Remove photo"
        disabled={disabled}
        onClick={onRemove}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-slate-900/75 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}
