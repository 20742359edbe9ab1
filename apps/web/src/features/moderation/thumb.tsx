import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/utils';

/**
 * An item's image, or a plain box when there is none or it is gone (a rejected or replaced upload's
 * file is deleted once decided, so decided items often have nothing left to show).
 */
export function ItemImage({ src, alt, className, goneText }: { src: string | null; alt: string; className?: string; goneText?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={cn('flex items-center justify-center gap-2 bg-muted text-xs text-muted-foreground', className)}>
        <ImageOff className="size-4" aria-hidden="true" />
        {goneText ?? null}
      </span>
    );
  }
  return <img src={src} alt={alt} className={cn('bg-muted', className)} loading="lazy" onError={() => setFailed(true)} />;
}
