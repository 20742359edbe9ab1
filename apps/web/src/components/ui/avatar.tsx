import { Avatar as A } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The bundled default creator image (spec §2: avatars fall back to it). */
const DEFAULT_AVATAR = '/default-avatar.svg';

/** Only same-origin paths and valid absolute http(s) URLs are used; anything else falls back (spec §5). */
function safeImageUrl(url: string | null | undefined): string {
  if (!url) return DEFAULT_AVATAR;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : DEFAULT_AVATAR;
  } catch {
    return DEFAULT_AVATAR;
  }
}

export function Avatar({
  src,
  alt,
  className,
  blurred,
}: {
  src?: string | null;
  alt: string;
  className?: string;
  /** Pending moderation: the owner sees it blurred. */
  blurred?: boolean;
} & React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <A.Root className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-muted', className)}>
      <A.Image src={safeImageUrl(src)} alt={alt} className={cn('size-full object-cover', blurred && 'blur-md')} />
      <A.Fallback delayMs={300}>
        <img src={DEFAULT_AVATAR} alt={alt} className="size-full object-cover" />
      </A.Fallback>
    </A.Root>
  );
}
