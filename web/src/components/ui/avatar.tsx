import { cn } from '../../lib/cn';
import { MediaImage } from './media-image';

interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  className?: string;
}

/** The profile image if there is one, else the first letter of the name. Decorative: label the control around it. */
export function Avatar({ name, imageUrl, className }: AvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 font-semibold text-blue-700',
        className ?? 'size-9 text-sm',
      )}
    >
      {imageUrl ? <MediaImage src={imageUrl} alt="" sizes="5rem" className="size-full object-cover" /> : initial}
    </span>
  );
}
