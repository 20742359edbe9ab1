import { zodResolver } from '@hookform/resolvers/zod';
import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CreateOrderInput,
  createOrderInput,
  ORDER_STATUS_LABELS,
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
import { useCancelOrder, useCollabFiles, useCollabOrders, useCreateOrder } from './queries';
import { personName } from './shared';

const ORDER_FIELDS = ['brief', 'file_ids'] as const;

export function OrderSummary({ order }: { order: PostProductionOrder }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          Ordered {new Date(order.created_at).toLocaleDateString('en-GB')} by {personName(order.ordered_by)}
          {order.editor ? ` · editor ${personName(order.editor)}` : ''}
        </span>
        <Badge
          variant={order.status === 'delivered' ? 'success' : order.status === 'cancelled' ? 'warning' : 'info'}
          data-testid="order-status"
        >
          {ORDER_STATUS_LABELS[order.status]}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{order.brief}</p>
      {order.brief_files.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Brief files:{' '}
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
          Delivered:{' '}
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
          success: { title: 'Order sent to the post-production team.' },
        });
        if (r.ok) onDone();
      })}
    >
      <Field label="Brief" error={errors.brief?.message} hint="What to edit, the look you want, formats and deadline.">
        {(p) => <Textarea {...p} maxLength={COLLAB_LIMITS.briefMax} {...form.register('brief')} />}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Files for the editor</legend>
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
          <p className="text-xs text-muted-foreground">Share files in the Files tab to attach them.</p>
        )}
        {filesError ? <p className="text-sm text-destructive">{filesError}</p> : null}
      </fieldset>
      <FormError message={create.error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.busy}>
          {create.busy ? 'Sending...' : 'Send order'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
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
          <Clapperboard className="size-5" aria-hidden /> Post-production
        </CardTitle>
        <CardDescription>
          Order editing, grading or retouching from our post-production editors; their deliveries land in Files.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {collab.my_role === 'owner' && !ordering ? (
          <Button variant="outline" className="w-fit" onClick={() => setOrdering(true)}>
            Order post-production
          </Button>
        ) : null}
        {ordering ? <OrderForm collab={collab} onDone={() => setOrdering(false)} /> : null}
        {q.isPending ? (
          <Loading label="Loading orders">
            <Skeleton className="h-16 w-full" />
          </Loading>
        ) : q.isError ? (
          <ErrorState message={q.error.message || 'Orders could not be loaded.'} onRetry={() => void q.refetch()} retrying={q.isFetching} />
        ) : q.data.orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No orders yet.</p>
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
        {COLLAB_MESSAGES.cancelOrder}
      </Button>
    );
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3">
      <p className="text-sm">{COLLAB_MESSAGES.cancelOrderConfirm}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          size="sm"
          disabled={cancel.busy}
          onClick={async () => {
            const r = await cancel.submit(orderId, { success: { title: COLLAB_MESSAGES.orderCancelled } });
            if (r.ok) setAsking(false);
          }}
        >
          {COLLAB_MESSAGES.cancelOrder}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          Keep order
        </Button>
      </div>
      <FormError message={cancel.error} />
    </div>
  );
}
