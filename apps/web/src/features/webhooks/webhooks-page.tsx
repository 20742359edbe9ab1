import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookEndpointInput,
} from '@mb/contract/webhooks';
import { Building2, Copy, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { intlLocale, t, tm } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { DeveloperSettingsHeader } from '../developer';
import { useMyProfile } from '../profiles';
import { eventLabel } from './labels';
import {
  useCreateEndpoint,
  useDeleteEndpoint,
  useDeliveryLog,
  useRedeliver,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
  useWebhookEndpoints,
} from './queries';

const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a Buffer or string), before any JSON parsing.
export function verifyWebhook(rawBody, signatureHeader, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false; // too old: a replay
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

// Express: app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!verifyWebhook(req.body, req.get('MB-Signature'), process.env.MB_WEBHOOK_SECRET)) return res.sendStatus(400);
//   const event = JSON.parse(req.body); // de-duplicate on event.id (the MB-Webhook-Id header)
//   res.sendStatus(200);
// });`;

/** An endpoint's address as the form suggests it (the same in every language). */
const URL_SAMPLE = 'https://example.com/webhooks';

const when = (iso: string) => new Date(iso).toLocaleString(intlLocale());

/** /enterprise/developer-settings/webhooks: the enterprise's signed outgoing webhooks and their delivery log. */
export default function WebhooksPage() {
  usePageMeta(
    t('webhooks.title', 'Webhooks'),
    t('webhooks.meta', "Signed webhooks for your linked studios' new applications, booking requests and RSVPs."),
  );
  const profile = useMyProfile();
  const isEnterprise = profile.data?.profile_type === 'enterprise';
  const q = useWebhookEndpoints(isEnterprise);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const canManage = q.data?.can_manage ?? false;
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="developer-settings-title">
      <DeveloperSettingsHeader
        description={t(
          'webhooks.description',
          'Signed HTTPS requests to your systems when one of your linked studios gets a new casting application, a booking request or an event RSVP.',
        )}
      />
      {isEnterprise && canManage && q.data?.endpoints.length ? (
        <Button className="w-fit justify-self-end" onClick={() => setEditing('new')} data-testid="add-endpoint">
          {t('webhooks.add', 'Add endpoint')}
        </Button>
      ) : null}

      {profile.isPending || (isEnterprise && q.isPending) ? (
        <Loading label={t('webhooks.loading', 'Loading webhooks...')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </Loading>
      ) : profile.isError ? (
        <ErrorState
          title={t('webhooks.loadFailed', 'Could not load webhooks')}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !isEnterprise ? (
        <EmptyState icon={Building2} title={t('webhooks.enterprise', 'For enterprise accounts')}>
          {tm(M.enterpriseOnly)}
        </EmptyState>
      ) : q.isError ? (
        <ErrorState
          title={t('webhooks.loadFailed', 'Could not load webhooks')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : !q.data ? null : q.data.endpoints.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title={t('webhooks.empty', 'No endpoints yet')}
          action={canManage ? <Button onClick={() => setEditing('new')}>{t('webhooks.add', 'Add endpoint')}</Button> : undefined}
        >
          {tm(M.empty)}
        </EmptyState>
      ) : (
        <ul className="grid gap-4" data-testid="webhook-endpoints">
          {q.data.endpoints.map((e) => (
            <EndpointCard key={e.id} endpoint={e} canManage={canManage} onEdit={() => setEditing(e)} onSecret={setSecret} />
          ))}
        </ul>
      )}

      {!canManage && q.data ? (
        <p className="text-sm text-muted-foreground" data-testid="webhooks-read-only">
          {tm(M.adminOnly)}
        </p>
      ) : null}

      <HowItWorks />

      {editing ? (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(url, s) => {
            setEditing(null);
            setSecret({ url, secret: s });
          }}
        />
      ) : null}
      {secret ? <SecretDialog {...secret} onClose={() => setSecret(null)} /> : null}
    </section>
  );
}

function statusBadge(status: WebhookDelivery['status']) {
  if (status === 'delivered') return <Badge variant="success">{t('webhooks.status.delivered', 'Delivered')}</Badge>;
  if (status === 'failed') return <Badge variant="warning">{t('webhooks.status.failed', 'Failed')}</Badge>;
  return <Badge variant="info">{t('webhooks.status.pending', 'Pending')}</Badge>;
}

function EndpointCard({
  endpoint: e,
  canManage,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  canManage: boolean;
  onEdit: () => void;
  onSecret: (s: { url: string; secret: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const test = useSendTest();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid="webhook-endpoint" data-url={e.url}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <span className="break-all font-mono text-sm font-medium">{e.url}</span>
          {e.description ? <span className="text-sm text-muted-foreground">{e.description}</span> : null}
          <div className="flex flex-wrap gap-1.5">
            {e.event_types.map((type) => (
              <Badge key={type} variant="outline">
                {type}
              </Badge>
            ))}
          </div>
          <span className="text-xs text-muted-foreground">
            {t('webhooks.secretEnding', 'Secret ending in')} <span className="font-mono">…{e.secret_hint}</span>
            {' · '}
            {e.last_delivery
              ? t('webhooks.lastDelivery', 'Last delivery {when}', { when: when(e.last_delivery.at) })
              : t('webhooks.noDeliveries', 'No deliveries yet')}
          </span>
          {e.disabled_reason ? (
            <span className="text-sm text-destructive" role="status">
              {tm(e.disabled_reason)}
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {e.enabled ? (
            <Badge variant="success">{t('webhooks.enabled', 'Enabled')}</Badge>
          ) : (
            <Badge variant="secondary">{t('webhooks.disabled', 'Disabled')}</Badge>
          )}
          {e.last_delivery ? statusBadge(e.last_delivery.status) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="toggle-log">
          {open ? t('webhooks.hideDeliveries', 'Hide deliveries') : t('webhooks.deliveries', 'Deliveries')}
        </Button>
        {canManage ? (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={test.busy}
              onClick={async () => {
                const r = await test.submit(e.id, {
                  success: { title: tm(M.testSent) },
                  failure: (m) => ({ title: m ?? t('webhooks.sendFailed', 'Could not send') }),
                });
                if (r.ok) setOpen(true);
              }}
            >
              {test.busy ? t('webhooks.sending', 'Sending...') : t('webhooks.sendTest', 'Send test event')}
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t('webhooks.edit', 'Edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={rotate.busy}
              onClick={async () => {
                if (!window.confirm(t('webhooks.rotateConfirm', 'Make a new signing secret? The current one stops working at once.')))
                  return;
                const r = await rotate.submit(e.id, {
                  failure: (m) => ({ title: m ?? t('webhooks.rotateFailed', 'Could not rotate the secret') }),
                });
                if (r.ok) onSecret({ url: e.url, secret: r.data.secret });
              }}
            >
              {t('webhooks.rotate', 'Rotate secret')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.busy}
              onClick={() => {
                if (!window.confirm(t('webhooks.removeConfirm', 'Remove {url} and its delivery log?', { url: e.url }))) return;
                void remove.submit(e.id, {
                  success: { title: tm(M.removed) },
                  failure: (m) => ({ title: m ?? t('webhooks.removeFailed', 'Could not remove') }),
                });
              }}
            >
              {t('webhooks.remove', 'Remove')}
            </Button>
          </>
        ) : null}
      </div>
      {open ? <DeliveryLog endpointId={e.id} canManage={canManage} /> : null}
    </li>
  );
}

function DeliveryLog({ endpointId, canManage }: { endpointId: string; canManage: boolean }) {
  const q = useDeliveryLog(endpointId);
  const redeliver = useRedeliver();
  if (q.isPending)
    return (
      <Loading label={t('webhooks.log.loading', 'Loading deliveries...')} className="grid gap-2">
        <Skeleton className="h-12 w-full" />
      </Loading>
    );
  if (q.isError)
    return (
      <ErrorState
        title={t('webhooks.log.loadFailed', 'Could not load deliveries')}
        message={errorMessage(q.error)}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (q.data.deliveries.length === 0)
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-testid="delivery-log-empty">
        {tm(M.logEmpty)}
      </p>
    );
  return (
    <ol className="grid gap-2" aria-label={t('webhooks.log', 'Delivery log')} data-testid="delivery-log">
      {q.data.deliveries.map((d) => (
        <li
          key={d.id}
          className="grid gap-1 rounded-md border p-3 text-sm"
          data-testid="delivery"
          data-status={d.status}
          data-type={d.event_type}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              {statusBadge(d.status)}
              <span className="font-mono text-xs">{d.event_type}</span>
              <span className="text-xs text-muted-foreground">{when(d.created_at)}</span>
            </div>
            {canManage && d.status !== 'pending' ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={redeliver.busy}
                onClick={() =>
                  void redeliver.submit(d.id, {
                    success: { title: tm(M.redelivered) },
                    failure: (m) => ({ title: m ?? t('webhooks.log.redeliverFailed', 'Could not redeliver') }),
                  })
                }
              >
                {t('webhooks.log.redeliver', 'Redeliver')}
              </Button>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">{t('webhooks.log.attempts', 'Attempts')}</dt>
              <dd className="tabular-nums">{d.attempts}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('webhooks.log.statusCode', 'Status code')}</dt>
              <dd className="tabular-nums" data-testid="delivery-status-code">
                {d.status_code ?? '—'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('webhooks.log.duration', 'Duration')}</dt>
              <dd className="tabular-nums">{d.duration_ms === null ? '—' : t('webhooks.log.ms', '{ms} ms', { ms: d.duration_ms })}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">
                {d.status === 'pending' && d.next_attempt_at
                  ? t('webhooks.log.next', 'Next attempt')
                  : t('webhooks.log.last', 'Last attempt')}
              </dt>
              <dd>
                {d.status === 'pending' && d.next_attempt_at ? when(d.next_attempt_at) : d.last_attempt_at ? when(d.last_attempt_at) : '—'}
              </dd>
            </div>
          </dl>
          {d.error ? <p className="break-words text-xs text-destructive">{d.error}</p> : null}
          {d.response_snippet ? (
            <details className="text-xs">
              <summary className="cursor-pointer text-muted-foreground">{t('webhooks.log.response', 'Response')}</summary>
              <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">{d.response_snippet}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

type EndpointForm = z.input<typeof webhookEndpointInput>;
const FIELDS = ['url', 'description', 'event_types', 'enabled'] as const;

function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const write = endpoint ? update : create;
  const form = useForm<EndpointForm, unknown, z.output<typeof webhookEndpointInput>>({
    resolver: zodResolver(webhookEndpointInput),
    defaultValues: endpoint
      ? { url: endpoint.url, description: endpoint.description, event_types: endpoint.event_types, enabled: endpoint.enabled }
      : { url: '', description: '', event_types: [...WEBHOOK_EVENT_TYPES], enabled: true },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const display = { form: { setError: form.setError, fields: FIELDS } };
    if (endpoint) {
      const r = await update.submit({ id: endpoint.id, body: values }, { ...display, success: { title: tm(M.saved) } });
      if (r.ok) onClose();
    } else {
      const r = await create.submit(values, { ...display, success: { title: tm(M.created) } });
      if (r.ok) onCreated(r.data.endpoint.url, r.data.secret);
    }
  });
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{endpoint ? t('webhooks.form.edit', 'Edit endpoint') : t('webhooks.add', 'Add endpoint')}</DialogTitle>
          <DialogDescription>
            {t('webhooks.form.text', 'Events are sent as signed JSON POST requests. Answer with any 2xx status to confirm receipt.')}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate data-testid="endpoint-form">
          <Field label={t('webhooks.form.url', 'Endpoint URL')} error={errors.url?.message}>
            {(p) => <Input {...p} type="url" inputMode="url" placeholder={URL_SAMPLE} {...form.register('url')} />}
          </Field>
          <Field label={t('webhooks.form.description', 'Description (optional)')} error={errors.description?.message}>
            {(p) => <Input {...p} placeholder={t('webhooks.form.descriptionPlaceholder', 'CRM sync')} {...form.register('description')} />}
          </Field>
          <fieldset className="grid gap-2" aria-describedby={errors.event_types ? 'event-types-error' : undefined}>
            <legend className="mb-1 text-sm font-medium">{t('webhooks.form.events', 'Events')}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 accent-primary" value={type} {...form.register('event_types')} />
                <span className="grid">
                  <span>
                    {eventLabel(type).label} <span className="font-mono text-xs text-muted-foreground">{type}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">{eventLabel(type).hint}</span>
                </span>
              </label>
            ))}
            {errors.event_types ? (
              <p id="event-types-error" role="alert" className="text-sm text-destructive">
                {errors.event_types.message ?? tm(M.eventsRequired)}
              </p>
            ) : null}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('enabled')} />
            {t('webhooks.enabled', 'Enabled')}
          </label>
          <FormError message={write.error} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" disabled={write.busy} data-testid="save-endpoint">
              {write.busy ? t('webhooks.saving', 'Saving...') : endpoint ? t('webhooks.save', 'Save') : t('webhooks.add', 'Add endpoint')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SecretDialog({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('webhooks.secret', 'Signing secret')}</DialogTitle>
          <DialogDescription>{tm(M.secretOnce)}</DialogDescription>
        </DialogHeader>
        <p className="break-all text-xs text-muted-foreground">{url}</p>
        <code className="block break-all rounded-md border bg-muted p-3 font-mono text-sm" data-testid="webhook-secret">
          {secret}
        </code>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() =>
              void navigator.clipboard?.writeText(secret).then(
                () => toast.success(t('webhooks.secretCopied', 'Secret copied')),
                () => toast.error(t('webhooks.secretCopyFailed', 'Could not copy: select the secret and copy it by hand')),
              )
            }
          >
            <Copy aria-hidden />
            {t('webhooks.copy', 'Copy')}
          </Button>
          <Button onClick={onClose}>{t('webhooks.done', 'Done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function HowItWorks() {
  return (
    <section className="grid min-w-0 gap-3 rounded-lg border p-4" aria-labelledby="webhooks-how">
      <h2 id="webhooks-how" className="text-lg font-semibold">
        {t('webhooks.how.title', 'Receiving and verifying')}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        <li>
          {t('webhooks.how.post', 'Each request is a JSON POST:')}{' '}
          <code className="font-mono text-xs">{'{ id, type, created_at, studio: { id, username }, data }'}</code>.
        </li>
        <li>
          <code className="font-mono text-xs">{'MB-Signature: t=<unix time>,v1=<hex HMAC-SHA256>'}</code> {t('webhooks.how.signs', 'signs')}{' '}
          <code className="font-mono text-xs">{'t + "." + raw body'}</code> {t('webhooks.how.withSecret', "with your endpoint's secret;")}{' '}
          <code className="font-mono text-xs">{'MB-Webhook-Id'}</code>{' '}
          {t('webhooks.how.eventId', 'is the event id, the same on every retry.')}
        </li>
        <li>
          {t(
            'webhooks.how.answer',
            'Answer with a 2xx within {seconds} seconds. Otherwise the delivery is retried, {attempts} attempts in all over about a day, then marked failed. The log keeps deliveries for {days} days.',
            { seconds: WEBHOOK_TIMEOUT_SECONDS, attempts: WEBHOOK_MAX_ATTEMPTS, days: WEBHOOK_LOG_DAYS },
          )}
        </li>
      </ul>
      <pre className="max-w-full overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs leading-relaxed" data-testid="verify-sample">
        {VERIFY_SAMPLE}
      </pre>
    </section>
  );
}
