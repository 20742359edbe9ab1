import { viaState } from '@mb/contract/analytics-sources';
import { DISCOVERY_THUMBS, type DiscoveryCard } from '@mb/contract/discovery';
import { BadgeCheck, Crown, EyeOff, MapPin, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { contentTypeLabel } from '../../lib/content-type-label';
import { t } from '../../lib/i18n';
import { NetworkButtons } from '../network';
import { profileTypeLabel } from '../profiles';

export const memberName = (m: Pick<DiscoveryCard, 'display_name' | 'username'>) => m.display_name?.trim() || `@${m.username}`;
const memberPath = (m: Pick<DiscoveryCard, 'username'>) => `/model/${encodeURIComponent(m.username)}`;

/** One portfolio thumbnail; NSFW withheld from a reader who has not confirmed 18+ shows its blurred preview only. */
function Thumb({ thumb, name }: { thumb: DiscoveryCard['thumbnails'][number]; name: string }) {
  const withheld = thumb.nsfw && thumb.thumb_url === null;
  const src = thumb.thumb_url ?? thumb.blur_data_url;
  return (
    <li className="relative aspect-[4/5] overflow-hidden rounded-md bg-muted">
      {src ? (
        <img
          src={src}
          alt={
            withheld
              ? t('discovery.card.adultThumb', 'Adult content by {name}, blurred', { name })
              : t('discovery.card.thumb', 'Portfolio item by {name}', { name })
          }
          loading="lazy"
          className={withheld ? 'size-full scale-110 object-cover blur-lg' : 'size-full object-cover'}
        />
      ) : null}
      {withheld ? (
        <span className="absolute inset-0 grid place-items-center bg-black/30 text-white">
          <EyeOff className="size-4" aria-hidden="true" />
        </span>
      ) : thumb.kind === 'video' ? (
        <Play className="absolute right-1 bottom-1 size-4 fill-white text-white drop-shadow" aria-hidden="true" />
      ) : null}
    </li>
  );
}

export function MemberCard({ member: m }: { member: DiscoveryCard }) {
  const name = memberName(m);
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm" aria-label={name}>
      <div className="flex items-start gap-3">
        <Avatar src={m.avatar_url} alt="" className="size-14" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="flex min-w-0 flex-wrap items-center gap-1.5 font-semibold leading-tight">
            <Link to={memberPath(m)} state={viaState('search')} className="min-w-0 truncate hover:underline focus-visible:underline">
              {name}
            </Link>
            {m.verified ? (
              <BadgeCheck
                className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-label={t('profiles.verifiedTitle', 'Identity verified')}
                role="img"
              />
            ) : null}
            {m.pro ? (
              <Badge variant="outline" className="border-primary/60 px-1.5 py-0 text-[11px]" title={t('profiles.proTitle', 'Pro member')}>
                <Crown className="size-3 text-primary" aria-hidden="true" />
                {t('profiles.pro', 'Pro')}
              </Badge>
            ) : null}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {m.display_name?.trim() ? `@${m.username} · ` : ''}
            {profileTypeLabel(m.profile_type)}
          </p>
          {m.location ? (
            <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate" title={m.location}>
                {m.location}
              </span>
            </p>
          ) : null}
          {m.distance_km !== null ? (
            <p className="text-xs text-muted-foreground">{t('discovery.card.distance', 'About {km} km away', { km: m.distance_km })}</p>
          ) : null}
        </div>
      </div>
      {m.content_types.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('profiles.contentTypes', 'Content types')}>
          {m.content_types.slice(0, 3).map((c) => (
            <li key={c}>
              <Badge variant="secondary" className="text-[11px]">
                {contentTypeLabel(c)}
              </Badge>
            </li>
          ))}
          {m.content_types.length > 3 ? <li className="text-xs text-muted-foreground">+{m.content_types.length - 3}</li> : null}
        </ul>
      ) : null}
      {m.thumbnails.length ? (
        <ul className="grid grid-cols-4 gap-1.5" aria-label={t('discovery.card.preview', 'Portfolio preview of {name}', { name })}>
          {m.thumbnails.slice(0, DISCOVERY_THUMBS).map((thumb) => (
            <Thumb key={thumb.id} thumb={thumb} name={name} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md bg-muted/50 py-3 text-center text-xs text-muted-foreground">
          {t('publicProfile.portfolio.none', 'No portfolio yet')}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <NetworkButtons userId={m.id} relation={m.relation} size="sm" />
      </div>
    </article>
  );
}

export function MemberCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4" aria-hidden="true">
      <div className="flex items-start gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="aspect-[4/5]" />
        ))}
      </div>
    </div>
  );
}
