import type { DirectoryCard } from '@mb/contract/directory';
import { businessPath } from '@mb/contract/directory-text';
import { BadgeCheck, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { pictureSrcSet } from '../../lib/responsive-image';
import { cn } from '../../lib/utils';
import { categoryLabel, formatRating, initials, safeImage } from './format';
import { Stars } from './stars';

export function ListingLogo({
  name,
  url,
  className = 'size-14',
  eager = false,
}: {
  name: string;
  url: string | null;
  className?: string;
  /** On screen at once (the listing's header): not lazy. */
  eager?: boolean;
}) {
  const src = safeImage(url);
  // Opaque either way: on the listing page the logo sits over the cover. The stored logo is a square of
  // at most 600 px, shown contained in a square box.
  return src ? (
    <img
      src={src}
      // Shown at most 96 px wide (the listing's header): a narrow copy, not the 600 px file.
      srcSet={pictureSrcSet(src, 600)}
      sizes="96px"
      alt=""
      width={600}
      height={600}
      decoding="async"
      className={cn('shrink-0 rounded-lg border bg-card object-cover', className)}
      loading={eager ? 'eager' : 'lazy'}
    />
  ) : (
    <span aria-hidden className={cn('inline-flex shrink-0 overflow-hidden rounded-lg border bg-card', className)}>
      <span className="inline-flex size-full items-center justify-center bg-primary/10 font-semibold text-primary dark:text-red-400">
        {initials(name)}
      </span>
    </span>
  );
}

export function VerifiedBadge() {
  return (
    <Badge variant="success" title={t('directory.verifiedTitle', 'Verified business')}>
      <BadgeCheck className="size-3.5" aria-hidden /> {t('profiles.verified', 'Verified')}
    </Badge>
  );
}

/** One search result: logo, name, categories, location, verified, rating. The whole card is the link. */
export function ListingCard({ listing }: { listing: DirectoryCard }) {
  return (
    <article className="relative flex gap-4 rounded-lg border bg-card p-4 text-card-foreground transition-colors hover:border-primary/60 focus-within:border-primary/60">
      <ListingLogo name={listing.business_name} url={listing.logo_url} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">
            <Link to={businessPath(listing.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {listing.business_name}
            </Link>
          </h3>
          {listing.verified ? <VerifiedBadge /> : null}
          {listing.is_featured ? (
            <Badge variant="warning">
              <Sparkles className="size-3.5" aria-hidden /> {t('directory.featured', 'Featured')}
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{listing.categories.map(categoryLabel).join(' · ')}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {listing.location ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <MapPin className="size-4" aria-hidden /> {listing.location}
            </span>
          ) : null}
          {listing.review_count > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <Stars value={listing.rating_avg} />
              <span className="tabular-nums">{formatRating(listing.rating_avg)}</span>
              <span className="text-muted-foreground">
                {t('directory.reviewCount', '({count, plural, one {# review} other {# reviews}})', { count: listing.review_count })}
              </span>
            </span>
          ) : (
            <span className="text-muted-foreground">{t('directory.noReviews', 'No reviews yet')}</span>
          )}
        </div>
        {listing.summary ? <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{listing.summary}</p> : null}
      </div>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-lg border p-4">
      <Skeleton className="size-14 rounded-lg" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
