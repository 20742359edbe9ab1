import type { MemberCredits, PublicPortfolioItem } from '@mb/contract/portfolio';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio-text';
import { Eye, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { TileMarks } from '../../components/tile-marks';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { confirmAdult, useAdultConfirmed } from '../../lib/adult-consent';
import { useContentFilter } from '../../lib/content-filter';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useMemberCredits } from './queries';
import { memberName, profilePath, untitled } from './tag-status';

type Owner = MemberCredits['owners'][number];

/** Only same-site paths (our signed storage URLs) and the tiny blurred data: previews are shown. */
const sameSite = (url: string | null) => (url?.startsWith('/') && !url.startsWith('//') ? url : null);
const blurPreview = (url: string | null) => (url?.startsWith('data:image/') ? url : null);
/** NSFW whose media the server withheld (the reader has not confirmed 18+): only the blurred preview. */
const isWithheld = (item: PublicPortfolioItem) => item.nsfw && item.media.thumb_url === null;

function CreditCard({ item, owner }: { item: PublicPortfolioItem; owner: Owner | undefined }) {
  const withheld = isWithheld(item);
  const src = withheld ? blurPreview(item.media.blur_data_url) : (sameSite(item.media.thumb_url) ?? blurPreview(item.media.blur_data_url));
  const title = item.title ?? untitled(item.kind);
  const ownerName = owner ? memberName(owner) : t('credits.anotherMember', 'another member');
  // The item opens in its owner's gallery (the profile page's lightbox reads ?item=).
  const itemHref = owner ? `${profilePath(owner)}?item=${encodeURIComponent(item.id)}` : null;
  const picture = (
    <span className="relative block aspect-[4/5] overflow-hidden rounded-md bg-muted">
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className={cn('size-full object-cover', withheld && 'scale-110 blur-xl')} />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
      <TileMarks item={item} withheld={withheld} />
    </span>
  );
  return (
    <li className="grid content-start gap-2" data-testid="credit">
      {itemHref ? (
        <Link
          to={itemHref}
          aria-label={t('credits.itemBy', '{title}, by {name}', { title, name: ownerName })}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <Avatar src={owner?.avatar_url} alt="" className="size-5" />
          <span className="truncate">
            {t('credits.by', 'by')}{' '}
            {owner ? (
              <Link to={profilePath(owner)} className="font-medium text-foreground hover:underline">
                {ownerName}
              </Link>
            ) : (
              ownerName
            )}
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * For the public profile page: the items of others on which this member confirmed appearing, each
 * opening in its owner's gallery. Shows nothing when there are none (a profile without credits has no
 * empty box). `member` is the profile (or its id or username); the reader's 18+ confirmation and the
 * header's content filter apply as in every gallery.
 */
export function CreditsSection({ member }: { member: string | { id: string } }) {
  const identifier = typeof member === 'string' ? member : member.id;
  const adult = useAdultConfirmed();
  const filter = useContentFilter();
  const q = useMemberCredits(identifier, adult, filter);
  const heading = (
    <h2 id="profile-credits" className="text-lg font-semibold">
      {t('credits.title', 'Credits')}
    </h2>
  );
  if (q.isPending) {
    return (
      <section aria-labelledby="profile-credits" className="grid gap-3">
        {heading}
        <Loading label={t('credits.loading', 'Loading credits')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/5]" />
          ))}
        </Loading>
      </section>
    );
  }
  if (q.isError) {
    return (
      <section aria-labelledby="profile-credits" className="grid gap-3">
        {heading}
        <ErrorState
          title={t('credits.loadFailed', 'Credits did not load')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      </section>
    );
  }
  if (!q.data.items.length) return null;
  const owners = new Map(q.data.owners.map((o) => [o.id, o]));
  const withheld = q.data.items.filter(isWithheld).length;
  return (
    <section aria-labelledby="profile-credits" className="grid gap-3" data-testid="credits-section">
      <div className="grid gap-0.5">
        <div className="flex items-baseline gap-2">
          {heading}
          <span className="text-sm text-muted-foreground tabular-nums">{q.data.items.length}</span>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('credits.intro', 'Work by other members that this member confirmed appearing in.')}
        </p>
      </div>
      {withheld > 0 && !adult ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2">
          <p className="text-sm">{tm(PORTFOLIO_MESSAGES.adultGateText)}</p>
          <Button size="sm" variant="outline" onClick={confirmAdult}>
            <Eye aria-hidden="true" />
            {tm(PORTFOLIO_MESSAGES.adultGateConfirm)}
          </Button>
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4" aria-label={t('credits.title', 'Credits')}>
        {q.data.items.map((item) => (
          <CreditCard key={item.id} item={item} owner={owners.get(item.owner_id)} />
        ))}
      </ul>
    </section>
  );
}
