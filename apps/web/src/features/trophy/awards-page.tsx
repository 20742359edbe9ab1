import { TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { Medal, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { usePublicAwards } from './queries';
import { AwardRow } from './shared';

/** /apps/mb-trophy/awards: every launched award, newest first (anyone may read). */
export default function AwardsPage() {
  usePageMeta(
    t('trophy.awards', 'Awards'),
    t('trophy.awards.meta', 'Industry awards run on MB Trophy: nominate, vote, and see the winners.'),
  );
  const q = usePublicAwards();
  const session = useSession();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="awards-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="awards-title" className="text-2xl font-bold tracking-tight">
          {t('trophy.awards', 'Awards')}
        </h1>
        {/* Members take part without the app (creators cannot install it): their own pages are here. */}
        {session ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to="/apps/mb-trophy/nominations">
                <Medal aria-hidden />
                {t('trophy.myNominations', 'My nominations')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/apps/mb-trophy/trophies">
                <Trophy aria-hidden />
                {t('trophy.myTrophies', 'My trophies')}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      {q.isPending ? (
        <Loading label={t('trophy.awards.loading', 'Loading the awards...')} className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.awards.length === 0 ? (
        <EmptyState icon={Trophy} title={t('trophy.awards.none', 'No awards')} titleAs="h2">
          {tm(M.noPublicAwards)}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {q.data.awards.map((a) => (
            <AwardRow key={a.id} award={a} href={`/apps/mb-trophy/awards/${a.id}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
