import { BLOCK_MESSAGES, type BlockedMember } from '@mb/contract/blocks';
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { publicName } from './profile-view';
import { useMyRelations, useSetRelation } from './relation-queries';

function MemberRow({ m, kind }: { m: BlockedMember; kind: 'block' | 'mute' }) {
  const setRelation = useSetRelation();
  const name = publicName(m);
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={m.avatar_url} alt="" className="size-9" />
      <span className="grid min-w-0 flex-1">
        {m.username ? (
          <Link to={`/${m.username}`} className="truncate text-sm font-medium hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate text-sm font-medium">{name}</span>
        )}
        <span className="text-xs text-muted-foreground">
          {t('blocked.since', 'Since {date}', { date: new Date(m.since).toLocaleDateString(intlLocale()) })}
        </span>
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={setRelation.busy}
        onClick={() =>
          void setRelation.submit(
            { userId: m.user_id, kind, on: false },
            { success: { title: kind === 'block' ? BLOCK_MESSAGES.unblocked : BLOCK_MESSAGES.unmuted } },
          )
        }
      >
        {kind === 'block' ? t('blocked.unblock', 'Unblock') : t('blocked.unmute', 'Unmute')}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

/** Settings, Privacy: the members I blocked and muted, each with a way back. */
export function BlockedMembers() {
  const q = useMyRelations();
  if (q.isPending) {
    return (
      <Loading label={t('blocked.loading', 'Loading blocked members')} className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </Loading>
    );
  }
  if (q.isError) return <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const { blocked, muted } = q.data;
  return (
    <div className="grid gap-6" data-testid="blocked-members">
      <section className="grid gap-1" aria-labelledby="blocked-heading">
        <h3 id="blocked-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Ban className="size-4" aria-hidden="true" />
          {t('blocked.blocked', 'Blocked ({count})', { count: blocked.length })}
        </h3>
        {blocked.length ? (
          <ul className="divide-y">
            {blocked.map((m) => (
              <MemberRow key={m.user_id} m={m} kind="block" />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('blocked.noneBlocked', 'You have not blocked anyone. Block a member from the menu on their profile.')}
          </p>
        )}
      </section>
      <section className="grid gap-1" aria-labelledby="muted-heading">
        <h3 id="muted-heading" className="text-sm font-semibold">
          {t('blocked.muted', 'Muted ({count})', { count: muted.length })}
        </h3>
        {muted.length ? (
          <ul className="divide-y">
            {muted.map((m) => (
              <MemberRow key={m.user_id} m={m} kind="mute" />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('blocked.noneMuted', 'You have not muted anyone.')}</p>
        )}
      </section>
    </div>
  );
}
