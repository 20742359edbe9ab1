import type { PostProductionOrder } from '@mb/contract/collabs';
import { MESSAGES } from '@mb/contract/ui-text';
import { Clapperboard, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { FILE_ACCEPT } from './files-tab';
import { OrderSummary } from './orders-card';
import { useDeliverFile, useEditorAccess, useEditorQueue, useUpdateOrder } from './queries';

function OrderActions({ order }: { order: PostProductionOrder }) {
  const update = useUpdateOrder();
  const deliver = useDeliverFile();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {order.status === 'requested' ? (
          <Button
            size="sm"
            disabled={update.busy}
            onClick={() =>
              void update.submit(
                { orderId: order.id, status: 'in_progress' },
                {
                  success: { title: t('collabs.queue.updated', 'Order updated.') },
                  failure: (m) => ({ title: m ?? t('collabs.failed', 'That did not work.') }),
                },
              )
            }
          >
            {t('collabs.queue.start', 'Start work')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={FILE_ACCEPT}
          className="sr-only"
          aria-label={t('collabs.queue.deliverFor', 'Deliver a file for {title}', { title: order.collab_title })}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setProgress(0);
            await deliver.submit(
              { orderId: order.id, file, onProgress: setProgress },
              { success: { title: t('collabs.queue.delivered', 'File delivered.') } },
            );
            setProgress(null);
          }}
        />
        <Button size="sm" variant="outline" disabled={deliver.busy} onClick={() => input.current?.click()}>
          <Upload aria-hidden /> {t('collabs.queue.deliver', 'Deliver a file')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.busy || order.deliveries.length === 0}
          title={order.deliveries.length === 0 ? t('collabs.queue.deliverFirst', 'Deliver at least one file first') : undefined}
          onClick={() =>
            void update.submit(
              { orderId: order.id, status: 'delivered' },
              {
                success: { title: t('collabs.queue.updated', 'Order updated.') },
                failure: (m) => ({ title: m ?? t('collabs.failed', 'That did not work.') }),
              },
            )
          }
        >
          {t('collabs.queue.markDelivered', 'Mark delivered')}
        </Button>
      </div>
      {progress !== null ? (
        <Progress value={Math.round(progress * 100)} label={t('collabs.queue.progress', 'Delivery upload progress')} />
      ) : null}
      <FormError message={deliver.error ?? update.error} />
    </div>
  );
}

/** /editor-queue: post-production orders for staff editors (role post_production_editor) and admins. */
export default function EditorQueuePage() {
  usePageMeta(
    `${t('collabs.queue.title', 'Editor queue')} · ${PRODUCT_NAME}`,
    t('collabs.queue.meta', 'Post-production orders from collaborations.'),
  );
  const access = useEditorAccess();
  const q = useEditorQueue(access.allowed === true);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8" aria-labelledby="queue-title">
      <div className="grid gap-1">
        <h1 id="queue-title" className="text-2xl font-bold tracking-tight">
          {t('collabs.queue.title', 'Editor queue')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('collabs.queue.intro', 'Post-production orders from collaborations: open ones first, oldest first.')}
        </p>
      </div>
      {access.allowed === false ? (
        <ErrorState title={tm(MESSAGES.accessDenied)} message={tm(MESSAGES.staffDenied)} />
      ) : access.allowed === null || q.isPending ? (
        <Loading label={t('collabs.queue.loading', 'Loading the queue')} className="grid gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          message={q.error.message || t('collabs.queue.loadFailed', 'The queue could not be loaded.')}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : q.data.orders.length === 0 ? (
        <EmptyState icon={Clapperboard} title={t('collabs.queue.empty', 'The queue is empty')}>
          {t('collabs.queue.emptyText', 'When a collaboration orders post-production work, it shows here and you are notified.')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4">
          {q.data.orders.map((o) => (
            <li key={o.id}>
              <Card data-testid="queue-order">
                <CardHeader>
                  <CardTitle className="break-words">{o.collab_title}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <OrderSummary order={o} />
                  <OrderActions order={o} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's way in for editors (their staff link goes to /dashboard, spec §6); nothing for anyone else. */
export function EditorQueueCard() {
  const access = useEditorAccess();
  if (!access.allowed) return null;
  return (
    <Card data-testid="editor-queue-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clapperboard className="size-5" aria-hidden /> {t('collabs.queue.title', 'Editor queue')}
        </CardTitle>
        <CardDescription>{t('collabs.queue.card', 'Post-production orders waiting for an editor.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/editor-queue">{t('collabs.queue.open', 'Open the queue')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
