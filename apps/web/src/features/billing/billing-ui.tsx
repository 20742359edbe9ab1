import {
  BILLING_MESSAGES,
  type BillingAudience,
  type BillingCycle,
  type BillingPlan,
  type Invoice,
  type Subscription,
} from '@mb/contract/billing';
import { formatPrice } from '@mb/contract/pricing';
import { Check, CreditCard, ExternalLink, Receipt } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useCancelSubscription, useOpenPortal, usePlans, useResumeSubscription, useStartCheckout } from './queries';

// Pieces the billing pages share: choosing a plan (and starting checkout), a subscription's details
// with cancel / resume / the provider's portal, and the invoice list.

// Dates and money in the interface's language, read when shown (a language switch re-renders).
export const formatDate = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso));
export const price = (minor: number, currency: string) => formatPrice(minor, currency, intlLocale());
const perCycle = (cycle: BillingCycle) => (cycle === 'yearly' ? t('billing.perYear', 'year') : t('billing.perMonth', 'month'));
export const cycleLabel = (cycle: BillingCycle) => (cycle === 'yearly' ? t('billing.yearly', 'yearly') : t('billing.monthly', 'monthly'));

const statusText = (): Record<Subscription['status'], { label: string; variant: 'success' | 'warning' | 'secondary' | 'info' }> => ({
  active: { label: t('billing.status.active', 'Active'), variant: 'success' },
  cancelled: { label: t('billing.status.cancelled', 'Not renewing'), variant: 'info' },
  past_due: { label: t('billing.status.pastDue', 'Payment failed'), variant: 'warning' },
  refunded: { label: t('billing.status.refunded', 'Refunded'), variant: 'secondary' },
  chargeback: { label: t('billing.status.chargeback', 'Charged back'), variant: 'secondary' },
  expired: { label: t('billing.status.expired', 'Expired'), variant: 'secondary' },
});

export function CycleSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (c: BillingCycle) => void }) {
  return (
    <fieldset className="inline-flex w-fit rounded-lg border bg-muted p-1">
      <legend className="sr-only">{t('billing.period', 'Billing period')}</legend>
      {(['monthly', 'yearly'] as const).map((c) => (
        <Button
          key={c}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={cycle === c}
          onClick={() => onChange(c)}
          className={cn('rounded-md px-4', cycle === c && 'bg-background text-foreground shadow-sm hover:bg-background')}
        >
          {c === 'monthly' ? t('billing.cycle.monthly', 'Monthly') : t('billing.cycle.yearly', 'Yearly')}
        </Button>
      ))}
    </fieldset>
  );
}

const memberFeatures = () => [
  t('billing.feature.unlimited', 'Unlimited portfolio images, videos and albums'),
  t('billing.feature.noAds', 'No sponsored ads on your public portfolio'),
  t('billing.feature.badge', 'Pro badge on your profile'),
  t('billing.feature.analytics', 'Profile analytics over 30 and 90 days'),
];

/** The plans of one audience with their prices for the chosen cycle, each with a Subscribe button. */
export function PlanPicker({ audience, initialCycle = 'monthly' }: { audience: BillingAudience; initialCycle?: BillingCycle }) {
  const plans = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const start = useStartCheckout();
  const [picked, setPicked] = useState<string | null>(null);
  if (plans.isError)
    return (
      <ErrorState
        message={t('billing.plans.loadFailed', 'The plans could not be loaded.')}
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  if (!plans.data) {
    return (
      <Loading label={t('billing.plans.loading', 'Loading plans…')} className="grid gap-3">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-40" />
      </Loading>
    );
  }
  const mine = plans.data.plans.filter((p) => p.audience === audience);
  if (mine.length === 0) {
    return (
      <EmptyState icon={CreditCard} title={t('billing.plans.none', 'No plans on sale')}>
        {t('billing.plans.noneText', 'No paid plans are offered right now. Please check back later.')}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <CycleSwitch cycle={cycle} onChange={setCycle} />
      <div className={cn('grid gap-4', mine.length > 1 && 'md:grid-cols-2')}>
        {mine.map((p) => (
          <PlanOption
            key={p.id}
            plan={p}
            cycle={cycle}
            busy={start.busy && picked === p.id}
            onSubscribe={() => {
              setPicked(p.id);
              void start.submit({ plan_id: p.id, billing_cycle: cycle });
            }}
          />
        ))}
      </div>
      <FormError message={start.error} />
      <p className="text-xs text-muted-foreground">
        {t(
          'billing.plans.howPaying',
          'You pay on the payment provider’s page and come back here. Taxes, where they apply, are added by the provider. Cancel any time: paid features stay until the end of the period.',
        )}
      </p>
    </div>
  );
}

function PlanOption({
  plan,
  cycle,
  busy,
  onSubscribe,
}: {
  plan: BillingPlan;
  cycle: BillingCycle;
  busy: boolean;
  onSubscribe: () => void;
}) {
  const amount = cycle === 'yearly' ? plan.yearly_minor : plan.monthly_minor;
  const features = plan.business
    ? [
        t('billing.feature.items', 'Up to {services} services and {products} products', {
          services: plan.business.service_limit,
          products: plan.business.product_limit,
        }),
        plan.business.featured_listing ? t('billing.feature.featured', 'Featured placement in the directory') : null,
        plan.business.analytics_enabled ? t('billing.feature.listingAnalytics', 'Listing analytics') : null,
        t('billing.feature.apps', 'Install apps from the App Store'),
      ].filter((f): f is string => Boolean(f))
    : memberFeatures();
  return (
    <article aria-labelledby={`billing-plan-${plan.id}`} className="flex flex-col gap-3 rounded-lg border bg-card p-5">
      <h3 id={`billing-plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="flex items-baseline gap-1.5" data-testid={`billing-price-${plan.id}`}>
        {amount ? (
          <>
            <span className="text-3xl font-bold tabular-nums">{price(amount, plan.currency)}</span>
            <span className="text-sm text-muted-foreground">/ {perCycle(cycle)}</span>
          </>
        ) : (
          <span className="text-sm text-muted-foreground">
            {cycle === 'yearly'
              ? t('billing.notOfferedYearly', 'Not offered yearly')
              : t('billing.notOfferedMonthly', 'Not offered monthly')}
          </span>
        )}
      </p>
      <ul className="grid gap-2 text-sm">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      <Button className="mt-auto" disabled={!amount || busy} onClick={onSubscribe}>
        {busy
          ? t('billing.openingCheckout', 'Opening checkout…')
          : cycle === 'yearly'
            ? t('billing.subscribeYearly', 'Subscribe yearly')
            : t('billing.subscribeMonthly', 'Subscribe monthly')}
      </Button>
    </article>
  );
}

/** One subscription: plan, status, next billing date, auto-rebill, and what the member may do. */
export function SubscriptionCard({ sub }: { sub: Subscription }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const [confirming, setConfirming] = useState(false);
  const status = statusText()[sub.status];
  const running = new Date(sub.period_end) > new Date();
  return (
    <article aria-labelledby={`sub-${sub.id}`} className="grid gap-4 rounded-lg border bg-card p-5" data-testid="subscription">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`sub-${sub.id}`} className="text-lg font-semibold">
          {sub.plan_name} <span className="font-normal text-muted-foreground">({cycleLabel(sub.billing_cycle)})</span>
        </h2>
        <Badge variant={status.variant} data-testid="subscription-status">
          {status.label}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('billing.price', 'Price')}</dt>
          <dd className="font-medium tabular-nums">
            {price(sub.amount_minor, sub.currency)} / {perCycle(sub.billing_cycle)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('billing.nextDate', 'Next billing date')}</dt>
          <dd className="font-medium" data-testid="next-billing">
            {sub.next_billing_date ? formatDate(sub.next_billing_date) : t('billing.none', 'None')}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            {running ? t('billing.paidThrough', 'Paid through') : t('billing.periodEnded', 'Paid period ended')}
          </dt>
          <dd className="font-medium">{formatDate(sub.period_end)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('billing.autoRebill', 'Auto-rebill')}</dt>
          <dd className="font-medium" data-testid="auto-rebill">
            {sub.auto_rebill ? t('billing.on', 'On') : t('billing.off', 'Off')}
          </dd>
        </div>
      </dl>
      {sub.status === 'past_due' ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          {t('billing.pastDueText', 'The last renewal payment failed. Choose a plan again to restore Pro before your grace period ends.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {sub.status === 'active' && sub.auto_rebill ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('billing.cancel', 'Cancel subscription')}
          </Button>
        ) : null}
        {sub.status === 'cancelled' && running ? (
          <Button
            disabled={resume.busy}
            onClick={() => void resume.submit(sub.audience, { success: { title: tm(BILLING_MESSAGES.resumed) } })}
          >
            {resume.busy ? t('billing.resuming', 'Resuming…') : t('billing.resume', 'Resume subscription')}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={portal.busy} onClick={() => void portal.submit()}>
          <ExternalLink aria-hidden />
          {portal.busy ? t('billing.opening', 'Opening…') : t('billing.paymentDetails', 'Payment details')}
        </Button>
      </div>
      <FormError message={resume.error ?? portal.error} />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('billing.cancel.title', 'Cancel your subscription?')}</DialogTitle>
            <DialogDescription>
              {t('billing.cancel.text', 'Auto-rebill turns off. {plan} stays active until {date}; you can resume before then.', {
                plan: sub.plan_name,
                date: formatDate(sub.period_end),
              })}
            </DialogDescription>
          </DialogHeader>
          <FormError message={cancel.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('billing.cancel.keep', 'Keep subscription')}
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.busy}
              onClick={async () => {
                const r = await cancel.submit(sub.audience, { success: { title: tm(BILLING_MESSAGES.cancelled) } });
                if (r.ok) setConfirming(false);
              }}
            >
              {cancel.busy ? t('billing.cancelling', 'Cancelling…') : t('billing.cancel', 'Cancel subscription')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}

const kindText = (): Record<Invoice['kind'], string> => ({
  charge: t('billing.invoice.charge', 'Payment'),
  refund: t('billing.invoice.refund', 'Refund'),
  chargeback: t('billing.invoice.chargeback', 'Chargeback'),
});

export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) {
    return (
      <EmptyState icon={Receipt} title={t('billing.invoices.none', 'No invoices yet')}>
        {t('billing.invoices.noneText', 'Your receipts appear here after each payment, and are e-mailed to you.')}
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label={t('billing.invoices', 'Invoices')}>
      {invoices.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm" data-testid="invoice">
          <div className="grid min-w-0">
            <span className="font-medium">{i.description}</span>
            <span className="text-muted-foreground">
              {formatDate(i.created_at)} · {t('billing.invoice.receipt', 'Receipt {number}', { number: i.receipt_number })}
            </span>
          </div>
          <span className={cn('tabular-nums font-medium', i.kind !== 'charge' && 'text-muted-foreground')}>
            {kindText()[i.kind]} {i.kind === 'charge' ? '' : '−'}
            {price(i.amount_minor, i.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
