import { TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { ArrowLeft, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { useHideTrophy, useMyTrophies } from './queries';
import { TrophyBadge } from './trophy-badge';

/** /apps/mb-trophy/trophies: the member's trophies, each shown on their profile unless they hide it. */
export default function TrophiesPage() {
  usePageMeta(
    t('trophy.myTrophies', 'My trophies'),
    t('trophy.trophies.meta', 'Your MB Trophy wins and finalist places, and which your profile shows.'),
  );
  const q = useMyTrophies();
  const hide = useHideTrophy();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="trophies-title">
      <Link
        to="/apps/mb-trophy/awards"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('trophy.awards', 'Awards')}
      </Link>
      <h1 id="trophies-title" className="text-2xl font-bold tracking-tight">
        {t('trophy.myTrophies', 'My trophies')}
      </h1>
      {q.isPending ? (
        <Loading label={t('trophy.trophies.loading', 'Loading your trophies...')} className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={tm(M.trophiesLoadFailed)}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data.trophies.length === 0 ? (
        <EmptyState icon={Trophy} title={tm(M.noTrophies)}>
          {t('trophy.trophies.empty', 'Winners and finalists of awards get a trophy on their profile when the results are published.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="my-trophies">
          {q.data.trophies.map((tr) => (
            <li
              key={tr.id}
              className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="my-trophy"
            >
              <TrophyBadge trophy={tr} />
              <div className="flex items-center gap-2 text-sm">
                <Switch
                  id={`show-${tr.id}`}
                  checked={!tr.hidden}
                  disabled={hide.busy}
                  aria-label={t('trophy.showOnProfileOf', 'Show {category} on my profile', { category: tr.category })}
                  onCheckedChange={(show) =>
                    void hide.submit(
                      { id: tr.id, hidden: !show },
                      { success: { title: tm(show ? M.trophyShown : M.trophyHidden) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) },
                    )
                  }
                />
                <label htmlFor={`show-${tr.id}`}>{t('trophy.showOnProfile', 'Show on my profile')}</label>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
