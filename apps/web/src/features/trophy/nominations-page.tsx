import { TROPHY_MESSAGES as M, type MyNomination } from '@mb/contract/trophy';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { useAnswerNomination, useMyNominations } from './queries';
import { personName, phaseLabel } from './shared';

const STATUS: Record<MyNomination['status'], { label: () => string; variant: 'warning' | 'success' | 'outline' }> = {
  pending: { label: () => t('trophy.waitingAnswer', 'Waiting for an answer'), variant: 'warning' },
  accepted: { label: () => t('trophy.accepted', 'Accepted'), variant: 'success' },
  declined: { label: () => t('trophy.declined', 'Declined'), variant: 'outline' },
};

/** /apps/mb-trophy/nominations: nominations of the member (accept or decline) and the ones they made. */
export default function NominationsPage() {
  usePageMeta(
    t('trophy.myNominations', 'My nominations'),
    t('trophy.nominations.meta', 'Nominations of you to accept or decline, and the ones you made.'),
  );
  const q = useMyNominations();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="nominations-title">
      <Link
        to="/apps/mb-trophy/awards"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('trophy.awards', 'Awards')}
      </Link>
      <h1 id="nominations-title" className="text-2xl font-bold tracking-tight">
        {t('trophy.myNominations', 'My nominations')}
      </h1>
      {q.isPending ? (
        <Loading label={t('trophy.nominations.loading', 'Loading your nominations...')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={tm(M.nominationsLoadFailed)}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-3">
            <h2 className="text-lg font-semibold">{t('trophy.nominations.received', 'Nominations of you')}</h2>
            <NominationList items={q.data.received} empty={tm(M.noReceived)} testId="received-nominations" received />
          </div>
          <div className="grid gap-3">
            <h2 className="text-lg font-semibold">{t('trophy.nominations.sent', 'Nominations you made')}</h2>
            <NominationList items={q.data.sent} empty={tm(M.noSent)} testId="sent-nominations" />
          </div>
        </>
      )}
    </section>
  );
}

function NominationList({ items, empty, testId, received }: { items: MyNomination[]; empty: string; testId: string; received?: boolean }) {
  const answer = useAnswerNomination();
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {items.map((n) => (
        <li
          key={n.id}
          className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground"
          data-testid="nomination"
          data-status={n.status}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <Link to={`/apps/mb-trophy/awards/${n.award.id}`} className="font-semibold break-words underline-offset-4 hover:underline">
                {n.category.name} · {n.award.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {received
                  ? n.nominated_by
                    ? t('trophy.nominatedBy', 'Nominated by {name}', { name: personName(n.nominated_by) })
                    : t('trophy.nominatedSelf', 'You nominated yourself')
                  : t('trophy.youNominated', 'You nominated {name}', { name: personName(n.nominee) })}
                {' · '}
                {phaseLabel(n.award.phase)}
              </p>
            </div>
            <div className="flex flex-wrap gap-1">
              <Badge variant={STATUS[n.status].variant}>{STATUS[n.status].label()}</Badge>
              {n.finalist ? <Badge variant="info">{t('trophy.finalist', 'Finalist')}</Badge> : null}
            </div>
          </div>
          {n.statement ? <p className="rounded-md bg-muted/50 p-2 text-sm break-words">“{n.statement}”</p> : null}
          {received && n.can_answer ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={answer.busy}
                onClick={() =>
                  void answer.submit(
                    { id: n.id, accept: true },
                    { success: { title: tm(M.accepted) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) },
                  )
                }
              >
                {t('trophy.accept', 'Accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.busy}
                onClick={() =>
                  void answer.submit(
                    { id: n.id, accept: false },
                    { success: { title: tm(M.declined) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) },
                  )
                }
              >
                {t('trophy.decline', 'Decline')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
