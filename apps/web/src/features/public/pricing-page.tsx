import { MESSAGES } from '@mb/contract/messages';
import { formatPrice } from '@mb/contract/money';
import type { Plan, PlanAudience } from '@mb/contract/pricing';
import { Check, ChevronDown } from 'lucide-react';
import { memo, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { PageSection, PublicPage } from '../../components/page/page-layout';
import { ErrorState, Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { planPath, signupHref } from '../../lib/chosen-plan';
import { cn } from '../../lib/utils';
import { usePricing } from './queries';

type Cycle = 'monthly' | 'yearly';

const GROUPS: { audience: PlanAudience; title: string; intro: string }[] = [
  { audience: 'creator', title: 'For creators and models', intro: 'Start free. Go Pro when your portfolio needs more room.' },
  { audience: 'business', title: 'For businesses', intro: 'Every listing is reviewed and verified before it is published.' },
  { audience: 'enterprise', title: 'For groups of studios', intro: 'One account for several studios, their people and their compliance.' },
];

const FAQ = [
  {
    q: 'Is joining really free?',
    a: 'Yes. Creators, studios and businesses can join, get verified and use the network without paying. Paid plans add room and tools.',
  },
  {
    q: 'What happens if a renewal fails?',
    a: 'A grace period starts. Your Pro content stays visible but read-only while you update your payment details. If the plan is not renewed before the grace period ends, Pro content beyond the free allowance is deleted.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes, from your settings. Paid features stay active until the end of the period you have paid for.',
  },
  {
    q: 'Which apps can I install?',
    a: 'Enterprise accounts install every app. Studios install with Pro; businesses with Pro or Business Pro. Creator accounts can browse the App Store but do not install apps, with or without Pro.',
  },
];

export default function PricingPage() {
  const pricing = usePricing();
  // The plans render from a deferred copy of the answer: a query's result is a blocking update, and
  // re-rendering the page with the plans was one long task after hydration (issue 11). Deferred, the
  // blocking render keeps the skeleton and the plans render in the background, yielding to the browser.
  const data = useDeferredValue(pricing.data);
  const [cycle, setCycle] = useState<Cycle>('monthly');

  return (
    <PublicPage
      path="/pricing"
      eyebrow="Pricing"
      title="Free to join. Pay for what grows your business."
      lead="Every account starts free. Creators can go Pro; businesses and groups of studios choose the plan that fits."
      actions={
        <fieldset className="inline-flex rounded-lg border bg-muted p-1">
          <legend className="sr-only">Billing period</legend>
          {(['monthly', 'yearly'] as const).map((c) => (
            <Button
              key={c}
              size="sm"
              variant="ghost"
              aria-pressed={cycle === c}
              onClick={() => setCycle(c)}
              className={cn('rounded-md px-4', cycle === c && 'bg-background text-foreground shadow-sm hover:bg-background')}
            >
              {c === 'monthly' ? 'Monthly' : 'Yearly'}
            </Button>
          ))}
        </fieldset>
      }
    >
      {pricing.isError && !data ? (
        <ErrorState message={MESSAGES.pricesLoadFailed} onRetry={() => pricing.refetch()} retrying={pricing.isFetching} />
      ) : data ? (
        <Plans data={data} cycle={cycle} />
      ) : (
        <Loading className="grid gap-6 md:grid-cols-2" label="Loading prices…">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="grid gap-3 rounded-lg border bg-card p-6">
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-56" />
              <Skeleton className="mt-2 h-10 w-28" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
          ))}
        </Loading>
      )}
      <PageSection id="faq" title="Questions" className="mt-12 border-t pt-12">
        <div className="grid gap-3 md:grid-cols-2">
          {FAQ.map((f) => (
            <details key={f.q} className="group rounded-lg border bg-card p-5 open:border-primary/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                {f.q}
                <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <p className="mt-2 text-sm text-muted-foreground">{f.a}</p>
            </details>
          ))}
        </div>
      </PageSection>
    </PublicPage>
  );
}

type PricingData = NonNullable<ReturnType<typeof usePricing>['data']>;

/** The plans by audience, and the notes under them (memo: the deferred render above is theirs alone). */
const Plans = memo(function Plans({ data, cycle }: { data: PricingData; cycle: Cycle }) {
  return (
    <>
      {GROUPS.map((g) => {
        const plans = data.plans.filter((p) => p.audience === g.audience);
        if (plans.length === 0) return null;
        return (
          <PageSection key={g.audience} id={g.audience} title={g.title} intro={g.intro}>
            <div className={cn('grid gap-6', plans.length > 1 && 'md:grid-cols-2')}>
              {plans.map((p) => (
                <PlanCard key={p.id} plan={p} cycle={cycle} currency={data.currency} wide={plans.length === 1} />
              ))}
            </div>
          </PageSection>
        );
      })}
      <ul className="mt-4 grid gap-1 text-sm text-muted-foreground">
        {data.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
});

/**
 * Visitors go to sign-up with the plan's account type and the plan itself (lib/chosen-plan.ts carries
 * it through); members already have an account: they go to where the plan is managed.
 */
function ctaHref(plan: Plan, signedIn: boolean, cycle: Cycle): string {
  if (plan.cta.href !== '/signup') return plan.cta.href;
  if (!signedIn) return signupHref(plan, cycle);
  return planPath(plan.id) ?? '/dashboard';
}

function PlanCard({ plan, cycle, currency, wide = false }: { plan: Plan; cycle: Cycle; currency: string; wide?: boolean }) {
  const signedIn = Boolean(useSession());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const free = plan.monthly_cents === 0;
  const yearly = cycle === 'yearly' && plan.yearly_cents !== null;
  const amount = yearly ? (plan.yearly_cents ?? 0) : plan.monthly_cents;
  const saving = yearly && plan.monthly_cents > 0 ? Math.round((1 - (plan.yearly_cents ?? 0) / (plan.monthly_cents * 12)) * 100) : 0;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn('relative flex flex-col rounded-lg border bg-card p-6', plan.highlighted && 'border-primary/60 ring-1 ring-primary/40')}
    >
      {plan.highlighted ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          Recommended
        </span>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-5 flex items-baseline gap-1.5" data-testid={`price-${plan.id}`}>
        <span className="text-4xl font-bold tracking-tight tabular-nums">{free ? 'Free' : formatPrice(amount, currency)}</span>
        {free ? null : <span className="text-sm text-muted-foreground">/ {yearly ? 'year' : 'month'}</span>}
      </p>
      <p className="mt-1 h-5 text-xs text-muted-foreground">
        {saving > 0
          ? `Save ${saving}% compared with paying monthly`
          : !free && cycle === 'monthly' && plan.yearly_cents
            ? 'Or pay yearly and save'
            : ''}
      </p>
      <ul className={cn('mt-5 grid flex-1 content-start gap-2.5 text-sm', wide && 'sm:grid-cols-2 sm:gap-x-8')}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {f}
          </li>
        ))}
      </ul>
      {signedIn && planPath(plan.id) ? (
        <>
          <Button
            className={cn('mt-6', wide && 'sm:self-start')}
            variant={plan.highlighted ? 'default' : 'outline'}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                // Loaded on demand: the first page of /pricing stays free of it (lib/checkout.ts says why not billing's index).
                const { goToCheckout } = await import('../../lib/checkout');
                await goToCheckout(plan.id, yearly ? 'yearly' : 'monthly');
              } catch (e) {
                setError(e instanceof ApiError ? e.message : MESSAGES.unexpected);
                setBusy(false);
              }
            }}
          >
            {busy ? 'Opening checkout…' : plan.cta.label}
          </Button>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <Button className={cn('mt-6', wide && 'sm:self-start')} variant={plan.highlighted ? 'default' : 'outline'} asChild>
          <Link to={ctaHref(plan, signedIn, cycle)}>{plan.cta.label}</Link>
        </Button>
      )}
      {!signedIn && planPath(plan.id) ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Have an account?{' '}
          <Link className="underline underline-offset-2" to={`/auth?redirect=${encodeURIComponent('/pricing')}`}>
            Sign in to subscribe
          </Link>
        </p>
      ) : null}
    </article>
  );
}
