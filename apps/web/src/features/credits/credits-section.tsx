import type { MemberCredits, PublicPortfolioItem } from '@mb/contract/portfolio';
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Skeleton } from '../../components/ui/skeleton';
import { useMemberCredits } from './queries';
import { memberName, profilePath } from './tag-status';

/** Only same-site paths (our signed storage URLs) and the tiny blurred data: previews are shown. */
const sameSite = (url: string | null) => (url?.startsWith('/') && !url.startsWith('//') ? url : null);
const blurPreview = (url: string | null) => (url?.startsWith('data:image/') ? url : null);

function CreditCard({ item, owner }: { item: PublicPortfolioItem; owner: MemberCredits['owners'][number] | undefined }) {
  const src = sameSite(item.media.thumb_url);
  const blur = blurPreview(item.media.blur_data_url);
  const title = item.title ?? (item.kind === 'video' ? 'Untitled video' : 'Untitled photo');
  const ownerName = owner ? memberName(owner) : 'its owner';
  return (
    <li className="grid content-start gap-1.5" data-testid="credit">
      <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-muted">
        {src ? (
          <img src={src} alt={title} loading="lazy" className="size-full object-cover" />
        ) : blur ? (
          // NSFW before the 18+ confirmation: only the blurred preview, never the picture.
          <>
            <img src={blur} alt="" className="size-full scale-110 object-cover blur-xl" />
            <span className="absolute inset-0 flex items-center justify-center bg-black/40 text-xs font-semibold text-white">
              18+<span className="sr-only"> content hidden: {title}</span>
            </span>
          </>
        ) : null}
        {item.kind === 'video' ? (
          <span className="absolute right-1.5 bottom-1.5 rounded bg-black/70 p-1 text-white">
            <Play className="size-3" aria-hidden="true" />
            <span className="sr-only">Video</span>
          </span>
        ) : null}
      </div>
      <p className="truncate text-sm font-medium">{title}</p>
      <p className="truncate text-xs text-muted-foreground">
        by{' '}
        {owner ? (
          <Link to={profilePath(owner)} className="font-medium text-foreground hover:underline">
            {ownerName}
          </Link>
        ) : (
          ownerName
        )}
      </p>
    </li>
  );
}

/**
 * For the public profile page: the items of others on which this member confirmed appearing, each
 * linking to its owner. Shows nothing when there are none (a profile without credits has no empty box).
 * `member` is the profile's username or id; `adult` says the reader confirmed 18+ (NSFW pictures are
 * sent only then).
 */
export function CreditsSection({
  member,
  adult = false,
  headingLevel = 'h2',
}: {
  member: string;
  adult?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const q = useMemberCredits(member, adult);
  const Heading = headingLevel;
  const heading = (
    <Heading id="credits-heading" className="text-lg font-semibold">
      Credits
    </Heading>
  );
  if (q.isPending) {
    return (
      <section aria-labelledby="credits-heading" className="grid gap-3">
        {heading}
        <Loading label="Loading credits" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="aspect-[4/5]" />
          ))}
        </Loading>
      </section>
    );
  }
  if (q.isError) {
    return (
      <section aria-labelledby="credits-heading" className="grid gap-3">
        {heading}
        <ErrorState title="Could not load credits" message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      </section>
    );
  }
  if (!q.data.items.length) return null;
  const owners = new Map(q.data.owners.map((o) => [o.id, o]));
  return (
    <section aria-labelledby="credits-heading" className="grid gap-3" data-testid="credits-section">
      <div className="grid gap-0.5">
        {heading}
        <p className="text-sm text-muted-foreground">Work by other members this member confirmed appearing in.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {q.data.items.map((item) => (
          <CreditCard key={item.id} item={item} owner={owners.get(item.owner_id)} />
        ))}
      </ul>
    </section>
  );
}
