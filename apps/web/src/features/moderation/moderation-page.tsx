import { MODERATION_VIEWS, type ModerationQueue, type ModerationView } from '@mb/contract/moderation';
import { ArrowLeft, ExternalLink, Keyboard, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';
import { ApproveDialog, EscalateDialog, RejectDialog } from './decision-dialogs';
import { age, decisionWords, inSentence } from './format';
import { ItemDetail } from './item-detail';
import { ItemList } from './item-list';
import { useApprove, useClaim, useModerationItem, useOperatorLink, useQueueItems, useQueues } from './queries';
import { shortcutFor } from './shortcuts';

const viewWords = (v: ModerationView) =>
  ({
    open: t('moderation.view.open', 'Waiting'),
    escalated: t('moderation.view.escalated', 'Escalated'),
    decided: t('moderation.view.decided', 'Decided'),
  })[v];
const isView = (v: string | null): v is ModerationView => v !== null && (MODERATION_VIEWS as readonly string[]).includes(v);

function QueueButtons({ queues, selected, onSelect }: { queues: ModerationQueue[]; selected: string; onSelect: (type: string) => void }) {
  return (
    <nav aria-label={t('moderation.queues', 'Queues')} className="flex gap-2 overflow-x-auto pb-1">
      {queues.map((q) => (
        <button
          key={q.type}
          type="button"
          onClick={() => onSelect(q.type)}
          aria-current={q.type === selected ? 'page' : undefined}
          data-testid={`queue-${q.type}`}
          className={cn(
            'grid min-w-40 shrink-0 gap-1 rounded-lg border bg-card px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
            q.type === selected && 'border-primary ring-1 ring-primary',
          )}
        >
          <span className="flex items-center justify-between gap-2 text-sm font-semibold">
            {tm(q.label)}
            <Badge
              variant={q.open ? 'default' : 'secondary'}
              aria-label={t('moderation.queue.waiting', '{count} waiting', { count: q.open })}
            >
              {q.open}
            </Badge>
          </span>
          <span className="flex flex-wrap gap-1 text-xs text-muted-foreground">
            {q.oldest_age_seconds !== null
              ? t('moderation.queue.oldest', 'Oldest {age}', { age: age(q.oldest_age_seconds) })
              : t('moderation.queue.nothing', 'Nothing waiting')}
            {q.overdue ? <Badge variant="warning">{t('moderation.queue.overdue', '{count} overdue', { count: q.overdue })}</Badge> : null}
            {q.escalated ? (
              <Badge variant="info">{t('moderation.queue.escalated', '{count} escalated', { count: q.escalated })}</Badge>
            ) : null}
          </span>
        </button>
      ))}
    </nav>
  );
}

/**
 * /moderation (spec §2, §6): every queue by type with its counts, a queue's items oldest first with
 * due and overdue marks, the item in full, and the decisions, with keyboard shortcuts. The address
 * keeps the queue, view and item (?type=&view=&item=), so a reload or a shared link opens the same.
 */
export default function ModerationPage() {
  usePageMeta(
    `${t('moderation.title', 'Moderation')} · ${PRODUCT_NAME}`,
    t('moderation.meta', 'Review avatars, reports and other items waiting for a decision.'),
  );
  const [params, setParams] = useSearchParams();
  const myId = useSession()?.user.id;
  const queues = useQueues();
  const list = queues.data?.queues ?? [];
  const type = params.get('type') ?? list.find((q) => q.open > 0)?.type ?? list[0]?.type;
  const view: ModerationView = isView(params.get('view')) ? (params.get('view') as ModerationView) : 'open';
  const itemId = params.get('item') ?? undefined;
  const queue = list.find((q) => q.type === type);

  const listQuery = useQueueItems(type, view);
  const items = useMemo(() => listQuery.data?.pages.flatMap((p) => p.items) ?? [], [listQuery.data]);
  const itemQuery = useModerationItem(itemId);
  const full = itemQuery.data;
  const approve = useApprove();
  const claim = useClaim();
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'escalate' | null>(null);

  const setParam = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const select = useCallback((id: string | null) => setParam({ item: id }), [setParam]);

  // Opening an open item claims it quietly, so two reviewers do not work on the same one.
  const claimed = useRef<string | null>(null);
  const claimSubmit = claim.submit;
  useEffect(() => {
    if (!full || claimed.current === full.item.id) return;
    const mine = full.item.claimed_by?.id === myId;
    if (full.can_decide && full.item.status === 'pending' && !mine) {
      claimed.current = full.item.id;
      void claimSubmit(full.item.id, { message: () => '' });
    }
  }, [full, myId, claimSubmit]);

  const index = items.findIndex((i) => i.id === itemId);
  const step = useCallback(
    (by: 1 | -1) => {
      if (items.length === 0) return;
      const next = index < 0 ? (by === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, index + by));
      const target = items[next];
      if (target) select(target.id);
    },
    [items, index, select],
  );
  // After a decision the next item in the list opens (or the list, at the end).
  const advance = useCallback(() => {
    const next = items[index + 1] ?? items[index - 1];
    select(next && next.id !== itemId ? next.id : null);
  }, [items, index, itemId, select]);

  const canDecide = Boolean(full?.can_decide) && !approve.busy;
  const doApprove = useCallback(async () => {
    if (!full || !canDecide) return;
    // A removal request's approval carries the reason both sides are told (issue 18).
    if (decisionWords(full.item.type).approveReason) return setDialog('approve');
    const r = await approve.submit(full.item.id, {
      success: {
        title:
          full.item.type === 'report'
            ? t('moderation.approve.reportClosed', 'Report closed: action taken')
            : t('moderation.approve.approved', 'Approved'),
      },
      failure: (m) => ({ title: m ?? t('moderation.approve.failed', 'Could not approve') }),
    });
    if (r.ok) advance();
  }, [full, canDecide, approve, advance]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e, dialog !== null);
      if (!action) return;
      if (action === 'next') step(1);
      else if (action === 'previous') step(-1);
      else if (!canDecide) return;
      else if (action === 'approve') void doApprove();
      else if (action === 'reject') setDialog('reject');
      else if (full?.item.status !== 'escalated') setDialog('escalate');
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, step, canDecide, doApprove, full]);

  const words = decisionWords(type ?? '');
  const operatorLink = useOperatorLink();
  const openConsole = async () => {
    const r = await operatorLink.submit(undefined, {
      failure: (m) => ({ title: m ?? t('moderation.console.failed', 'Could not open the verification console') }),
    });
    // Same tab: a window opened after a network call is a pop-up browsers block; the console links back here.
    if (r.ok) window.location.assign(r.data.url);
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
          {t('moderation.title', 'Moderation')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('moderation.lead', 'Every item is decided within 48 hours of arriving, oldest first.')}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('moderation.console.lead', 'ID documents and domain proofs are reviewed in the vAulth console.')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void openConsole()} disabled={operatorLink.busy}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {operatorLink.busy
              ? t('moderation.console.opening', 'Opening...')
              : t('moderation.console.open', 'Open ID verification console')}
          </Button>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('moderation.hashes.lead', 'Uploads are checked against the hash list before anything is stored.')}{' '}
          <Link to="/admin/media-safety" className="font-medium text-foreground underline underline-offset-4">
            {t('moderation.hashes.link', 'Media safety: blocked uploads and hash list')}
          </Link>
        </p>
        <p className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex" data-testid="shortcut-help">
          <Keyboard className="size-4" aria-hidden="true" />
          <span>
            <kbd className="rounded border px-1">A</kbd> {inSentence(words.approve)} · <kbd className="rounded border px-1">R</kbd>{' '}
            {t('moderation.shortcut.withReason', '{action} with a reason', { action: inSentence(words.reject) })} ·{' '}
            <kbd className="rounded border px-1">E</kbd> {t('moderation.shortcut.escalate', 'escalate')} ·{' '}
            <kbd className="rounded border px-1">J</kbd>/<kbd className="rounded border px-1">K</kbd>{' '}
            {t('moderation.shortcut.nextPrevious', 'next/previous')}
          </span>
        </p>
      </header>

      {queues.isPending ? (
        <Loading label={t('moderation.loadingQueues', 'Loading queues')} className="flex gap-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-16 w-40" />
          ))}
        </Loading>
      ) : queues.isError ? (
        <ErrorState
          title={t('moderation.queuesFailed', 'Could not load the queues')}
          message={queues.error.message}
          onRetry={() => void queues.refetch()}
          retrying={queues.isFetching}
        />
      ) : list.length === 0 || !type ? (
        <EmptyState icon={ShieldCheck} title={t('moderation.noQueues', 'No queues yet')}>
          {t('moderation.noQueuesText', 'Nothing can be moderated yet.')}
        </EmptyState>
      ) : (
        <>
          <QueueButtons queues={list} selected={type} onSelect={(q) => setParam({ type: q, item: null })} />
          <div className="grid gap-5 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
            <section aria-label={t('moderation.items', 'Items')} className={cn('grid content-start gap-3', itemId && 'hidden lg:grid')}>
              <div className="flex gap-1 rounded-lg bg-muted p-1" role="tablist" aria-label={t('moderation.whichItems', 'Which items')}>
                {MODERATION_VIEWS.map((v) => (
                  <button
                    key={v}
                    type="button"
                    role="tab"
                    aria-selected={v === view}
                    onClick={() => setParam({ view: v, item: null })}
                    className={cn(
                      'flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground',
                      v === view && 'bg-background text-foreground shadow-sm',
                    )}
                  >
                    {viewWords(v)}
                    {v === 'escalated' && queue?.escalated ? ` (${queue.escalated})` : ''}
                  </button>
                ))}
              </div>
              <ItemList
                query={listQuery}
                items={items}
                view={view}
                label={queue ? tm(queue.label) : type}
                selectedId={itemId}
                onSelect={select}
              />
            </section>
            <section aria-label={t('moderation.item', 'Item')} className={cn('min-w-0', !itemId && 'hidden lg:block')}>
              {itemId ? (
                <Button variant="ghost" size="sm" className="mb-2 lg:hidden" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden="true" />
                  {t('moderation.backToList', 'Back to the list')}
                </Button>
              ) : null}
              {!itemId ? (
                <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
                  {t('moderation.choose', 'Choose an item on the left, or press')} <kbd className="rounded border px-1">J</kbd>{' '}
                  {t('moderation.chooseOldest', 'to open the oldest.')}
                </div>
              ) : itemQuery.isPending ? (
                <Loading label={t('moderation.loadingItem', 'Loading the item')} className="grid gap-3">
                  <Skeleton className="h-8 w-64" />
                  <Skeleton className="aspect-square max-w-md" />
                </Loading>
              ) : itemQuery.isError ? (
                <ErrorState message={itemQuery.error.message} onRetry={() => void itemQuery.refetch()} retrying={itemQuery.isFetching} />
              ) : full ? (
                <>
                  <ItemDetail
                    full={full}
                    myId={myId}
                    busy={approve.busy}
                    onApprove={() => void doApprove()}
                    onReject={() => setDialog('reject')}
                    onEscalate={() => setDialog('escalate')}
                  />
                  <RejectDialog
                    key={`reject-${full.item.id}`}
                    itemId={full.item.id}
                    type={full.item.type}
                    open={dialog === 'reject'}
                    onOpenChange={(o) => setDialog(o ? 'reject' : null)}
                    onDone={() => {
                      setDialog(null);
                      advance();
                    }}
                  />
                  {decisionWords(full.item.type).approveReason ? (
                    <ApproveDialog
                      key={`approve-${full.item.id}`}
                      itemId={full.item.id}
                      type={full.item.type}
                      open={dialog === 'approve'}
                      onOpenChange={(o) => setDialog(o ? 'approve' : null)}
                      onDone={() => {
                        setDialog(null);
                        advance();
                      }}
                    />
                  ) : null}
                  <EscalateDialog
                    key={`escalate-${full.item.id}`}
                    itemId={full.item.id}
                    open={dialog === 'escalate'}
                    onOpenChange={(o) => setDialog(o ? 'escalate' : null)}
                    onDone={() => {
                      setDialog(null);
                      advance();
                    }}
                  />
                </>
              ) : null}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
