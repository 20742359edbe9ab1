import { zodResolver } from '@hookform/resolvers/zod';
import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CreateOrderInput,
  createOrderInput,
  type PostProductionOrder,
} from '@mb/contract/collabs';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { useCancelOrder, useCollabFiles, useCollabOrders, useCreateOrder } from './queries';
import { dayLocale, orderStatusLabel, personName } from './shared';

const ORDER_FIELDS = ['brief', 'file_ids'] as const;

export function OrderSummary({ order }: { order: PostProductionOrder }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {t('collabs.orders.ordered', 'Ordered {day} by {name}', {
            day: new Date(order.created_at).toLocaleDateString(dayLocale()),
            name: personName(order.ordered_by),
          })}
          {order.editor ? ` · ${t('collabs.orders.editor', 'editor {name}', { name: personName(order.editor) })}` : ''}
        </span>
        <Badge
          variant={order.status === 'delivered' ? 'success' : order.status === 'cancelled' ? 'warning' : 'info'}
          data-testid="order-status"
        >
          {orderStatusLabel(order.status)}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{order.brief}</p>
      {order.brief_files.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('collabs.orders.briefFiles', 'Brief files:')}{' '}
          {order.brief_files.map((f, i) => (
            <span key={f.id}>
              {i > 0 ? ', ' : ''}
              <a className="underline" href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {order.deliveries.length > 0 ? (
        <p className="text-xs">
          {t('collabs.orders.delivered', 'Delivered:')}{' '}
          {order.deliveries.map((f, i) => (
            <span key={f.id}>
              {i > 0 ? ', ' : ''}
              <a className="underline" href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function OrderForm({ collab, onDone }: { collab: Collab; onDone: () => void }) {
  const files = useCollabFiles(collab.id, true);
  const create = useCreateOrder(collab.id);
  const form = useForm<CreateOrderInput, unknown, z.output<typeof createOrderInput>>({
    resolver: zodResolver(createOrderInput),
    defaultValues: { brief: '', file_ids: [] },
  });
  const { errors } = form.formState;
  const chosen = form.watch('file_ids') ?? [];
  // A rule on the list, or on one id in it (the contract checks each).
  const filesError = errors.file_ids?.message ?? errors.file_ids?.find?.((x) => x?.message)?.message;
  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      noValidate
      onSubmit={form.handleSubmit(async (body) => {
        const r = await create.submit(body, {
          form: { setError: form.setError, fields: ORDER_FIELDS },
          success: { title: t('collabs.orders.sent', 'Order sent to the post-production team.') },
        });
        if (r.ok) onDone();
      })}
    >
      <Field
        label={t('collabs.orders.brief', 'Brief')}
        error={errors.brief?.message}
        hint={t('collabs.orders.briefHint', 'What to edit, the look you want, formats and deadline.')}
      >
        {(p) => <Textarea {...p} maxLength={COLLAB_LIMITS.briefMax} {...form.register('brief')} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('collabs.orders.files', 'Files for the editor')}</legend>
        {files.data?.files.length ? (
          files.data.files
            .filter((f) => !f.order_id)
            .map((f) => (
              <label key={f.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(f.id)}
                  onChange={(e) => form.setValue('file_ids', e.target.checked ? [...chosen, f.id] : chosen.filter((x) => x !== f.id))}
                />
                <span className="truncate">{f.name}</span>
              </label>
            ))
        ) : (
          <p className="text-xs text-muted-foreground">{t('collabs.orders.noFiles', 'Share files in the Files tab to attach them.')}</p>
        )}
        {filesError ? <p className="text-sm text-destructive">{filesError}</p> : null}
      </fieldset>
      <FormError message={create.error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.busy}>
          {create.busy ? t('collabs.orders.sending', 'Sending...') : t('collabs.orders.send', 'Send order')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Post-production: the owner orders editing work from the staff editors; members follow the orders. */
export function OrdersCard({ collab }: { collab: Collab }) {
  const q = useCollabOrders(collab.id, true);
  const [ordering, setOrdering] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clapperboard className="size-5" aria-hidden /> {t('collabs.orders.title', 'Post-production')}
        </CardTitle>
        <CardDescription>
          {t(
            'collabs.orders.text',
            'Order editing, grading or retouching from our post-production editors; their deliveries land in Files.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {collab.my_role === 'owner' && !ordering ? (
          <Button variant="outline" className="w-fit" onClick={() => setOrdering(true)}>
            {t('collabs.orders.order', 'Order post-production')}
          </Button>
        ) : null}
        {ordering ? <OrderForm collab={collab} onDone={() => setOrdering(false)} /> : null}
        {q.isPending ? (
          <Loading label={t('collabs.orders.loading', 'Loading orders')}>
            <Skeleton className="h-16 w-full" />
          </Loading>
        ) : q.isError ? (
          <ErrorState
            message={q.error.message || t('collabs.orders.loadFailed', 'Orders could not be loaded.')}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : q.data.orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('collabs.orders.empty', 'No orders yet.')}</p>
        ) : (
          <ul className="divide-y">
            {q.data.orders.map((o) => (
              <li key={o.id} className="grid gap-2 py-3" data-testid="collab-order">
                <OrderSummary order={o} />
                {collab.my_role === 'owner' && o.status === 'requested' ? <CancelOrder collabId={collab.id} orderId={o.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The owner cancels an order while no editor has taken it (asked once more before it goes). */
function CancelOrder({ collabId, orderId }: { collabId: string; orderId: string }) {
  const cancel = useCancelOrder(collabId);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setAsking(true)}>
        {tm(COLLAB_MESSAGES.cancelOrder)}
      </Button>
    );
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3">
      <p className="text-sm">{tm(COLLAB_MESSAGES.cancelOrderConfirm)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          size="sm"
          disabled={cancel.busy}
          onClick={async () => {
            const r = await cancel.submit(orderId, { success: { title: tm(COLLAB_MESSAGES.orderCancelled) } });
            if (r.ok) setAsking(false);
          }}
        >
          {tm(COLLAB_MESSAGES.cancelOrder)}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          {t('collabs.orders.keep', 'Keep order')}
        </Button>
      </div>
      <FormError message={cancel.error} />
    </div>
  );
}
