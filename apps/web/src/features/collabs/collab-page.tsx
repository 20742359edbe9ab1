import { COLLAB_STATUSES, COLLAB_TABS, type Collab, type CollabStatus, type CollabTab } from '@mb/contract/collabs';
import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { DiscussionTab } from './discussion-tab';
import { FilesTab } from './files-tab';
import { MembersTab } from './members-tab';
import { OrdersCard } from './orders-card';
import { useAnswerInvite, useCollab, useCollabLive, useUpdateCollab } from './queries';
import { dateRange, PersonChip, roleName, StatusBadge, statusLabel } from './shared';
import { TasksTab } from './tasks-tab';

const tabLabel = (tab: CollabTab): string =>
  ({
    overview: t('collabs.tab.overview', 'Overview'),
    members: t('collabs.tab.members', 'Members'),
    tasks: t('collabs.tab.tasks', 'Tasks'),
    files: t('collabs.tab.files', 'Files'),
    discussion: t('collabs.tab.discussion', 'Discussion'),
  })[tab];

function StatusControl({ collab }: { collab: Collab }) {
  const update = useUpdateCollab(collab.id);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t('collabs.statusLabel', 'Status')}</span>
      <select
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        value={collab.status}
        disabled={update.busy}
        data-testid="status-select"
        onChange={(e) =>
          void update.submit(
            { status: e.target.value as CollabStatus },
            {
              success: { title: t('collabs.saved', 'Saved.') },
              failure: (m) => ({ title: m ?? t('collabs.failedTryAgain', 'That did not work. Try again.') }),
            },
          )
        }
      >
        {COLLAB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Overview({ collab }: { collab: Collab }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('collabs.about', 'About')}</CardTitle>
          <CardDescription>
            {collab.origin === 'casting'
              ? t('collabs.fromCasting', 'Opened from an accepted casting offer.')
              : t('collabs.startedBy', 'Started by {name}.', { name: collab.owner.display_name ?? t('collabs.itsOwner', 'its owner') })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {collab.description ? (
            <p className="text-sm break-words whitespace-pre-line">{collab.description}</p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('collabs.noDescription', 'No description yet.')}</p>
          )}
          {collab.my_role === 'owner' ? <StatusControl collab={collab} /> : null}
        </CardContent>
      </Card>
      {collab.my_state === 'joined' ? <OrdersCard collab={collab} /> : null}
    </div>
  );
}

function InvitedBanner({ collab }: { collab: Collab }) {
  const answer = useAnswerInvite();
  const navigate = useNavigate();
  return (
    <Card className="border-primary/40" role="region" aria-label={t('collabs.invitation', 'Invitation')}>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
        <p className="text-sm">
          {t('collabs.invitedAs', 'You are invited to join as {role}. Tasks, files and the discussion open once you accept.', {
            role: roleName(collab.my_role),
          })}
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={answer.busy}
            onClick={() =>
              void answer.submit(
                { id: collab.id, accept: true },
                {
                  success: { title: t('collabs.joined', 'You joined the collaboration.') },
                  failure: (m) => ({ title: m ?? t('collabs.failed', 'That did not work.') }),
                },
              )
            }
          >
            {t('collabs.accept', 'Accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.busy}
            onClick={async () => {
              const r = await answer.submit(
                { id: collab.id, accept: false },
                { success: { title: t('collabs.declined', 'Invitation declined.') } },
              );
              if (r.ok) navigate('/collabs');
            }}
          >
            {t('collabs.decline', 'Decline')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** /collab/{id} and /collab/{id}/{tab}: one collaboration, members only (anyone else: not found). */
export default function CollabPage() {
  const { id = '', tab: rawTab } = useParams();
  const q = useCollab(id);
  const navigate = useNavigate();
  const collab = q.data;
  const joined = collab?.my_state === 'joined';
  useCollabLive(id, joined);
  usePageMeta(
    `${collab?.title ?? t('collabs.collaboration', 'Collaboration')} · ${PRODUCT_NAME}`,
    t('collabs.meta', 'A collaboration between members.'),
  );
  if (rawTab !== undefined && !COLLAB_TABS.includes(rawTab as CollabTab)) return <Navigate to={`/collab/${id}`} replace />;
  const tab = (rawTab ?? 'overview') as CollabTab;

  if (q.isPending)
    return (
      <Loading label={t('collabs.loadingOne', 'Loading the collaboration')} className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
      </Loading>
    );
  if (q.isError) {
    if (q.error instanceof ApiError && (q.error.status === 404 || q.error.code === 'validation_failed')) return <NotFoundPage />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <ErrorState
          message={q.error.message || t('collabs.loadOneFailed', 'This collaboration could not be loaded.')}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      </div>
    );
  }
  const c = q.data;
  const when = dateRange(c.starts_on, c.ends_on);
  const tabs = joined ? COLLAB_TABS : (['overview', 'members'] as const);
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8" aria-labelledby="collab-title">
      <div className="grid gap-3">
        <Link to="/collabs" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden /> {t('collabs.all', 'All collabs')}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id="collab-title" className="min-w-0 text-2xl font-bold tracking-tight break-words">
            {c.title}
          </h1>
          <StatusBadge status={c.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <PersonChip person={c.owner} />
          {when ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden /> {when}
            </span>
          ) : null}
          {c.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {c.location}
            </span>
          ) : null}
        </div>
      </div>
      {!joined ? <InvitedBanner collab={c} /> : null}
      <Tabs
        value={tabs.includes(tab as never) ? tab : 'overview'}
        onValueChange={(v) => navigate(`/collab/${id}/${v}`, { replace: true })}
        className="min-w-0"
      >
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          {tabs.map((x) => (
            <TabsTrigger key={x} value={x}>
              {tabLabel(x)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <Overview collab={c} />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab collab={c} />
        </TabsContent>
        {joined ? (
          <>
            <TabsContent value="tasks">
              <TasksTab collab={c} active={tab === 'tasks'} />
            </TabsContent>
            <TabsContent value="files">
              <FilesTab collab={c} active={tab === 'files'} />
            </TabsContent>
            <TabsContent value="discussion">
              <DiscussionTab collab={c} active={tab === 'discussion'} />
            </TabsContent>
          </>
        ) : null}
      </Tabs>
    </section>
  );
}
