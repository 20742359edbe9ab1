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
import { intlLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { useCancelSubscription, useOpenPortal, usePlans, useResumeSubscription, useStartCheckout } from './queries';

// Pieces the billing pages share: choosing a plan (and starting checkout), a subscription's details
// with cancel / resume / the provider's portal, and the invoice list.

const dateFmt = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));

const STATUS_TEXT: Record<Subscription['status'], { label: string; variant: 'success' | 'warning' | 'secondary' | 'info' }> = {
  active: { label: 'Active', variant: 'success' },
  cancelled: { label: 'Not renewing', variant: 'info' },
  past_due: { label: 'Payment failed', variant: 'warning' },
  refunded: { label: 'Refunded', variant: 'secondary' },
  chargeback: { label: 'Charged back', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'secondary' },
};

export function CycleSwitch({ cycle, onChange }: { cycle: BillingCycle; onChange: (c: BillingCycle) => void }) {
  return (
    <fieldset className="inline-flex w-fit rounded-lg border bg-muted p-1">
      <legend className="sr-only">Billing period</legend>
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
          {c === 'monthly' ? 'Monthly' : 'Yearly'}
        </Button>
      ))}
    </fieldset>
  );
}

const MEMBER_FEATURES = [
  'Unlimited portfolio images, videos and albums',
  'No sponsored ads on your public portfolio',
  'Pro badge on your profile',
  'Profile analytics over 30 and 90 days',
];

/** The plans of one audience with their prices for the chosen cycle, each with a Subscribe button. */
export function PlanPicker({ audience, initialCycle = 'monthly' }: { audience: BillingAudience; initialCycle?: BillingCycle }) {
  const plans = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const start = useStartCheckout();
  const [picked, setPicked] = useState<string | null>(null);
  if (plans.isError)
    return <ErrorState message="The plans could not be loaded." onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  if (!plans.data) {
    return (
      <Loading label="Loading plans…" className="grid gap-3">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-40" />
      </Loading>
    );
  }
  const mine = plans.data.plans.filter((p) => p.audience === audience);
  if (mine.length === 0) {
    return (
      <EmptyState icon={CreditCard} title="No plans on sale">
        No paid plans are offered right now. Please check back later.
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
        You pay on the payment provider’s page and come back here. Taxes, where they apply, are added by the provider. Cancel any time: paid
        features stay until the end of the period.
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
        `Up to ${plan.business.service_limit} services and ${plan.business.product_limit} products`,
        plan.business.featured_listing ? 'Featured placement in the directory' : null,
        plan.business.analytics_enabled ? 'Listing analytics' : null,
        'Install apps from the App Store',
      ].filter((f): f is string => Boolean(f))
    : MEMBER_FEATURES;
  return (
    <article aria-labelledby={`billing-plan-${plan.id}`} className="flex flex-col gap-3 rounded-lg border bg-card p-5">
      <h3 id={`billing-plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="flex items-baseline gap-1.5" data-testid={`billing-price-${plan.id}`}>
        {amount ? (
          <>
            <span className="text-3xl font-bold tabular-nums">{formatPrice(amount, plan.currency)}</span>
            <span className="text-sm text-muted-foreground">/ {cycle === 'yearly' ? 'year' : 'month'}</span>
          </>
        ) : (
          <span className="text-sm text-muted-foreground">Not offered {cycle}</span>
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
        {busy ? 'Opening checkout…' : `Subscribe ${cycle}`}
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
  const status = STATUS_TEXT[sub.status];
  const running = new Date(sub.period_end) > new Date();
  return (
    <article aria-labelledby={`sub-${sub.id}`} className="grid gap-4 rounded-lg border bg-card p-5" data-testid="subscription">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`sub-${sub.id}`} className="text-lg font-semibold">
          {sub.plan_name} <span className="font-normal text-muted-foreground">({sub.billing_cycle})</span>
        </h2>
        <Badge variant={status.variant} data-testid="subscription-status">
          {status.label}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-medium tabular-nums">
            {formatPrice(sub.amount_minor, sub.currency)} / {sub.billing_cycle === 'yearly' ? 'year' : 'month'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Next billing date</dt>
          <dd className="font-medium" data-testid="next-billing">
            {sub.next_billing_date ? formatDate(sub.next_billing_date) : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{running ? 'Paid through' : 'Paid period ended'}</dt>
          <dd className="font-medium">{formatDate(sub.period_end)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Auto-rebill</dt>
          <dd className="font-medium" data-testid="auto-rebill">
            {sub.auto_rebill ? 'On' : 'Off'}
          </dd>
        </div>
      </dl>
      {sub.status === 'past_due' ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          The last renewal payment failed. Choose a plan again to restore Pro before your grace period ends.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {sub.status === 'active' && sub.auto_rebill ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        ) : null}
        {sub.status === 'cancelled' && running ? (
          <Button disabled={resume.busy} onClick={() => void resume.submit(sub.audience, { success: { title: BILLING_MESSAGES.resumed } })}>
            {resume.busy ? 'Resuming…' : 'Resume subscription'}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={portal.busy} onClick={() => void portal.submit()}>
          <ExternalLink aria-hidden />
          {portal.busy ? 'Opening…' : 'Payment details'}
        </Button>
      </div>
      <FormError message={resume.error ?? portal.error} />
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              Auto-rebill turns off. {sub.plan_name} stays active until {formatDate(sub.period_end)}; you can resume before then.
            </DialogDescription>
          </DialogHeader>
          <FormError message={cancel.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep subscription
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.busy}
              onClick={async () => {
                const r = await cancel.submit(sub.audience, { success: { title: BILLING_MESSAGES.cancelled } });
                if (r.ok) setConfirming(false);
              }}
            >
              {cancel.busy ? 'Cancelling…' : 'Cancel subscription'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}

const KIND_TEXT: Record<Invoice['kind'], string> = { charge: 'Payment', refund: 'Refund', chargeback: 'Chargeback' };

export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No invoices yet">
        Your receipts appear here after each payment, and are e-mailed to you.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Invoices">
      {invoices.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm" data-testid="invoice">
          <div className="grid min-w-0">
            <span className="font-medium">{i.description}</span>
            <span className="text-muted-foreground">
              {formatDate(i.created_at)} · Receipt {i.receipt_number}
            </span>
          </div>
          <span className={cn('tabular-nums font-medium', i.kind !== 'charge' && 'text-muted-foreground')}>
            {KIND_TEXT[i.kind]} {i.kind === 'charge' ? '' : '−'}
            {formatPrice(i.amount_minor, i.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
