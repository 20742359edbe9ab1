import { type HTMLAttributes, useState } from 'react';
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

/**
 * A member's picture, round. A plain <img> that is in the first HTML (server-rendered pages carry it, so
 * the browser fetches it while the scripts load), square-sized (no layout shift), lazy unless it is the
 * page's main picture (`priority`: fetched first, with high priority). A picture that fails to load
 * shows the default one.
 */
export function Avatar({
  src,
  alt,
  className,
  blurred,
  priority = false,
}: {
  src?: string | null;
  alt: string;
  className?: string;
  /** Pending moderation: the owner sees it blurred. */
  blurred?: boolean;
  /** The page's largest picture (e.g. a profile's header): eager, high priority. */
  priority?: boolean;
} & HTMLAttributes<HTMLSpanElement>) {
  const wanted = safeImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const url = failed === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <span className={cn('relative inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-muted', className)}>
      <img
        src={url}
        alt={alt}
        // The stored avatars are 512 px squares (and 128 px thumbnails the lists ask for by their own URL).
        width={512}
        height={512}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(wanted)}
        className={cn('size-full object-cover', blurred && 'blur-md')}
      />
    </span>
  );
}
