import { type AwardManage, TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { AlertTriangle, ArrowLeft, ExternalLink, Rocket, Send } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { AwardForm } from './award-form';
import { useLaunchAward, useManagedAward, usePublishAward, useShortlist } from './queries';
import { PersonChip, PhaseBadge, Windows, when } from './shared';

type Data = AwardManage;

/**
 * /apps/mb-trophy/manage/{id}: the organizer's award. Details (editable until nominations open),
 * launch, nominations with the shortlist per category, tallies from voting on (the organizer's eyes
 * only until publication), suspicious votes, and publishing once voting closed.
 */
export default function ManagePage() {
  const { awardId = '' } = useParams();
  const q = useManagedAward(awardId);
  usePageMeta(
    q.data ? t('trophy.manage.titleOf', 'Manage {title}', { title: q.data.award.title }) : t('trophy.manage.title', 'Manage award'),
    t('trophy.manage.meta', 'Nominations, finalists, tallies and results.'),
  );
  if (q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="manage-title">
      <Link to="/apps/mb-trophy" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      {q.isPending ? (
        <Loading label={t('trophy.award.loading', 'Loading the award...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-56 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={tm(M.awardLoadFailed)}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Manage data={q.data} />
      )}
    </section>
  );
}

function Manage({ data }: { data: Data }) {
  const a = data.award;
  const launch = useLaunchAward();
  const publish = usePublishAward();
  const editable = a.phase === 'draft' || a.phase === 'scheduled';
  const votingOn = a.phase === 'voting' || a.phase === 'closed' || a.phase === 'published';
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="manage-title" className="text-2xl font-bold tracking-tight break-words">
            {a.title}
          </h1>
          <PhaseBadge phase={a.phase} />
        </div>
        <Windows award={a} />
        <div className="flex flex-wrap gap-2">
          {a.phase === 'draft' ? (
            <Button
              size="sm"
              disabled={launch.busy}
              onClick={() =>
                void launch.submit(a.id, { success: { title: tm(M.launched) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) })
              }
            >
              <Rocket aria-hidden />
              {t('trophy.manage.launch', 'Launch award')}
            </Button>
          ) : null}
          {a.phase === 'closed' ? (
            <Button
              size="sm"
              disabled={publish.busy}
              onClick={() =>
                void publish.submit(a.id, { success: { title: tm(M.published) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) })
              }
            >
              <Send aria-hidden />
              {t('trophy.manage.publish', 'Publish results')}
            </Button>
          ) : null}
          {a.phase !== 'draft' ? (
            <Button asChild size="sm" variant="outline">
              <Link to={`/apps/mb-trophy/awards/${a.id}`}>
                <ExternalLink aria-hidden />
                {t('trophy.manage.awardPage', 'Award page')}
              </Link>
            </Button>
          ) : null}
        </div>
        {a.phase === 'draft' ? (
          <p className="text-sm text-muted-foreground">
            {t('trophy.manage.draftNote', 'A draft is yours alone. Launching makes it public; the windows then move its phases.')}
          </p>
        ) : null}
      </header>
      <Tabs
        key={a.phase}
        defaultValue={votingOn ? 'tallies' : editable && a.phase === 'draft' ? 'details' : 'nominations'}
        className="grid gap-3"
      >
        <TabsList className="w-fit max-w-full overflow-x-auto">
          {editable ? <TabsTrigger value="details">{t('trophy.manage.details', 'Details')}</TabsTrigger> : null}
          <TabsTrigger value="nominations">{t('trophy.nominations', 'Nominations')}</TabsTrigger>
          {votingOn ? <TabsTrigger value="tallies">{t('trophy.manage.tallies', 'Tallies')}</TabsTrigger> : null}
          {votingOn ? (
            <TabsTrigger value="suspicious">
              {t('trophy.manage.suspicious', 'Suspicious votes')}
              {data.suspicious_votes.length ? ` (${data.suspicious_votes.length})` : ''}
            </TabsTrigger>
          ) : null}
        </TabsList>
        {editable ? (
          <TabsContent value="details">
            <div className="rounded-lg border bg-card p-4">
              <AwardForm key={a.id} award={a} />
            </div>
          </TabsContent>
        ) : null}
        <TabsContent value="nominations">
          <Nominations data={data} />
        </TabsContent>
        {votingOn ? (
          <TabsContent value="tallies">
            <Tallies data={data} />
          </TabsContent>
        ) : null}
        {votingOn ? (
          <TabsContent value="suspicious">
            <Suspicious data={data} />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}

const STATUS: Record<'pending' | 'accepted' | 'declined', { label: () => string; variant: 'warning' | 'success' | 'outline' }> = {
  pending: { label: () => t('trophy.manage.pending', 'Waiting for consent'), variant: 'warning' },
  accepted: { label: () => t('trophy.accepted', 'Accepted'), variant: 'success' },
  declined: { label: () => t('trophy.declined', 'Declined'), variant: 'outline' },
};

function Nominations({ data }: { data: Data }) {
  const shortlist = useShortlist();
  const open = data.award.phase === 'nominations' || data.award.phase === 'shortlisting';
  return (
    <div className="grid gap-4" data-testid="manage-nominations">
      {data.categories.map((c) => (
        <section key={c.id} className="grid gap-2 rounded-lg border bg-card p-4" aria-label={c.name} data-testid="manage-category">
          <h2 className="font-semibold">{c.name}</h2>
          {c.nominations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{tm(M.noNominations)}</p>
          ) : (
            <ul className="grid gap-2">
              {c.nominations.map((n) => (
                <li
                  key={n.id}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
                  data-testid="manage-nomination"
                >
                  <div className="grid min-w-0 gap-1 text-sm">
                    <PersonChip person={n.nominee} />
                    <span className="text-xs text-muted-foreground">
                      {n.nominated_by
                        ? t('trophy.nominatedBy', 'Nominated by {name}', {
                            name: n.nominated_by.display_name || `@${n.nominated_by.username ?? t('trophy.member', 'member')}`,
                          })
                        : t('trophy.selfNominated', 'Self-nominated')}
                      {' · '}
                      {when(n.created_at)}
                    </span>
                    {n.statement ? <span className="break-words">“{n.statement}”</span> : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={STATUS[n.status].variant}>{STATUS[n.status].label()}</Badge>
                    {n.finalist ? <Badge variant="info">{t('trophy.finalist', 'Finalist')}</Badge> : null}
                    {open && n.status === 'accepted' ? (
                      <Button
                        size="sm"
                        variant={n.finalist ? 'outline' : 'default'}
                        disabled={shortlist.busy}
                        onClick={() =>
                          void shortlist.submit(
                            { id: n.id, finalist: !n.finalist },
                            {
                              success: { title: tm(n.finalist ? M.unshortlisted : M.shortlisted) },
                              failure: (m) => ({ title: m ?? tm(M.saveFailed) }),
                            },
                          )
                        }
                      >
                        {n.finalist
                          ? t('trophy.manage.unshortlist', 'Remove from finalists')
                          : t('trophy.manage.shortlist', 'Make finalist')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function Tallies({ data }: { data: Data }) {
  return (
    <div className="grid gap-4" data-testid="tallies">
      <p className="text-sm text-muted-foreground">
        {t('trophy.manage.totalVotes', '{count, plural, one {# vote} other {# votes}} in all.', { count: data.total_votes })}{' '}
        {data.award.phase === 'voting'
          ? t('trophy.manage.onlyYou', 'Only you see these numbers until you publish the results.')
          : tm(M.tieRule)}
      </p>
      {data.categories.map((c) => (
        <section
          key={c.id}
          className="grid gap-2 rounded-lg border bg-card p-4"
          aria-label={t('trophy.manage.tallyOf', '{name} tally', { name: c.name })}
        >
          <h2 className="font-semibold">{c.name}</h2>
          {!c.tallies || c.tallies.length === 0 ? (
            <p className="text-sm text-muted-foreground">{tm(M.noFinalists)}</p>
          ) : (
            <ol className="grid gap-1">
              {c.tallies.map((x) => (
                <li
                  key={x.nomination_id}
                  className="flex flex-wrap items-center justify-between gap-2 text-sm"
                  data-testid="tally"
                  data-votes={x.votes}
                >
                  <PersonChip person={x.nominee} />
                  <span className="flex items-center gap-2 tabular-nums">
                    {x.winner ? <Badge variant="warning">{t('trophy.winner', 'Winner')}</Badge> : null}
                    {x.votes}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

function Suspicious({ data }: { data: Data }) {
  if (data.suspicious_votes.length === 0) return <p className="text-sm text-muted-foreground">{tm(M.noSuspicious)}</p>;
  return (
    <ul className="grid gap-2" data-testid="suspicious-votes">
      {data.suspicious_votes.map((v) => (
        <li key={v.id} className="grid gap-1 rounded-md border border-warning/40 bg-warning/5 p-3 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <AlertTriangle className="size-4 text-warning" aria-hidden />
            <PersonChip person={v.voter} /> {t('trophy.manage.votedFor', 'voted for')} <PersonChip person={v.nominee} />{' '}
            {t('trophy.manage.inCategory', 'in {category}', { category: v.category_name })}
          </span>
          <span className="text-xs text-muted-foreground">{when(v.created_at)}</span>
          <ul className="list-disc pl-5 text-xs">
            {v.reasons.map((r) => (
              <li key={r}>{tm(r)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
