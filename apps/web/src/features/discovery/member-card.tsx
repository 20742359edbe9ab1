import { viaState } from '@mb/contract/analytics-sources';
import { DISCOVERY_THUMBS, type DiscoveryCard } from '@mb/contract/discovery';
import { CONTENT_TYPE_LABELS, PROFILE_TYPE_LABELS } from '@mb/contract/profiles';
import { BadgeCheck, Crown, EyeOff, MapPin, Play } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { NetworkButtons } from '../network';

export const memberName = (m: Pick<DiscoveryCard, 'display_name' | 'username'>) => m.display_name?.trim() || `@${m.username}`;
const memberPath = (m: Pick<DiscoveryCard, 'username'>) => `/model/${encodeURIComponent(m.username)}`;

/** One portfolio thumbnail; NSFW withheld from a reader who has not confirmed 18+ shows its blurred preview only. */
function Thumb({ t, name }: { t: DiscoveryCard['thumbnails'][number]; name: string }) {
  const withheld = t.nsfw && t.thumb_url === null;
  const src = t.thumb_url ?? t.blur_data_url;
  return (
    <li className="relative aspect-[4/5] overflow-hidden rounded-md bg-muted">
      {src ? (
        <img
          src={src}
          alt={withheld ? `Adult content by ${name}, blurred` : `Portfolio item by ${name}`}
          loading="lazy"
          className={withheld ? 'size-full scale-110 object-cover blur-lg' : 'size-full object-cover'}
        />
      ) : null}
      {withheld ? (
        <span className="absolute inset-0 grid place-items-center bg-black/30 text-white">
          <EyeOff className="size-4" aria-hidden="true" />
        </span>
      ) : t.kind === 'video' ? (
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
              <BadgeCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-label="Identity verified" role="img" />
            ) : null}
            {m.pro ? (
              <Badge variant="outline" className="border-primary/60 px-1.5 py-0 text-[11px]" title="Pro member">
                <Crown className="size-3 text-primary" aria-hidden="true" />
                Pro
              </Badge>
            ) : null}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {m.display_name?.trim() ? `@${m.username} · ` : ''}
            {PROFILE_TYPE_LABELS[m.profile_type]}
          </p>
          {m.location ? (
            <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate" title={m.location}>
                {m.location}
              </span>
            </p>
          ) : null}
          {m.distance_km !== null ? <p className="text-xs text-muted-foreground">About {m.distance_km} km away</p> : null}
        </div>
      </div>
      {m.content_types.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Content types">
          {m.content_types.slice(0, 3).map((c) => (
            <li key={c}>
              <Badge variant="secondary" className="text-[11px]">
                {CONTENT_TYPE_LABELS[c]}
              </Badge>
            </li>
          ))}
          {m.content_types.length > 3 ? <li className="text-xs text-muted-foreground">+{m.content_types.length - 3}</li> : null}
        </ul>
      ) : null}
      {m.thumbnails.length ? (
        <ul className="grid grid-cols-4 gap-1.5" aria-label={`Portfolio preview of ${name}`}>
          {m.thumbnails.slice(0, DISCOVERY_THUMBS).map((t) => (
            <Thumb key={t.id} t={t} name={name} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md bg-muted/50 py-3 text-center text-xs text-muted-foreground">No portfolio yet</p>
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
