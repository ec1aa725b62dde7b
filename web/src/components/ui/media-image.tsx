import type { ImgHTMLAttributes } from 'react';
import { photoSourceSets } from '../../../../shared/media';

interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a variant (`sizes`); default the full viewport width. */
  sizes?: string;
}

/**
 * A stored photo (issue 26): its WebP variants for browsers that take them, the JPEG ones otherwise, and the browser
 * picks the width it needs. Any other URL (a photo stored before variants) is a plain image.
 */
export function MediaImage({ src, alt, sizes = '100vw', ...rest }: MediaImageProps) {
  const sets = photoSourceSets(src);
  if (!sets) return <img src={src} alt={alt} {...rest} />;
  return (
    // No box of its own: the image sizes against its container as a bare <img> would.
    <picture className="contents">
      <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
      <img src={src} srcSet={sets.jpg} sizes={sizes} alt={alt} {...rest} />
    </picture>
  );
}
