import { TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { Award, Medal, Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { AwardForm } from './award-form';
import { useMyAwards } from './queries';
import { AwardRow } from './shared';

/**
 * MB Trophy's home (the app's page once installed, /apps/mb-trophy): the awards the member runs, the
 * form to create one, and the ways to the member's side (nominations, trophies, open awards).
 */
export function TrophyHome() {
  const q = useMyAwards();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <section className="grid gap-4" aria-labelledby="trophy-home-title" data-testid="trophy-home">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trophy-home-title" className="text-lg font-semibold">
          {tm(M.myAwards)}
        </h2>
        <div className="flex flex-wrap gap-2">
          {!creating ? (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('trophy.createAward', 'Create award')}
            </Button>
          ) : null}
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
          <Button asChild size="sm" variant="outline">
            <Link to="/apps/mb-trophy/awards">
              <Award aria-hidden />
              {t('trophy.openAwards', 'Open awards')}
            </Link>
          </Button>
        </div>
      </div>
      {creating ? (
        <div className="rounded-lg border bg-card p-4">
          <AwardForm onSaved={(a) => navigate(`/apps/mb-trophy/manage/${a.id}`)} />
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setCreating(false)}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      ) : null}
      {q.isPending ? (
        <Loading label={t('trophy.myAwards.loading', 'Loading your awards...')} className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.awards.length === 0 ? (
        creating ? null : (
          <div data-testid="my-awards-empty">
            <EmptyState
              icon={Trophy}
              title={t('trophy.myAwards.empty', 'No awards yet')}
              action={<Button onClick={() => setCreating(true)}>{t('trophy.createAward', 'Create award')}</Button>}
            >
              {tm(M.noAwards)}
            </EmptyState>
          </div>
        )
      ) : (
        <ul className="grid gap-3" data-testid="my-awards">
          {q.data.awards.map((a) => (
            <AwardRow key={a.id} award={a} href={`/apps/mb-trophy/manage/${a.id}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
