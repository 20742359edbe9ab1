import { formatPrice } from '@mb/contract/money';
import type { Plan, Pricing } from '@mb/contract/pricing';
import { MESSAGES } from '@mb/contract/ui-text';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { planPath, signupHref } from '../../lib/chosen-plan';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { manageHref, memberCtaLabel } from './member-plans';

// /pricing's plan cards, for visitors (pricing-page.tsx) and for members (member-pricing.tsx, which
// loads with the query library). Nothing here reads through TanStack Query: the visitor's first page
// stays free of it (docs/ARCHITECTURE.md "First page").

export type Cycle = 'monthly' | 'yearly';

/** English keeps formatPrice's en-US fast path (no Intl on the first paint); other languages format in their own. */
const priceLocale = () => {
  const l = intlLocale();
  return l === 'en' ? 'en-US' : l;
};
export type PricingData = Pricing;

export function PlansLoading() {
  return (
    <Loading className="grid gap-6 md:grid-cols-2" label={t('public.pricing.loading', 'Loading prices…')}>
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
  );
}

export function Notes({ notes }: { notes: readonly string[] }) {
  return (
    <ul className="mt-4 grid gap-1 text-sm text-muted-foreground">
      {notes.map((n) => (
        <li key={n}>{tm(n)}</li>
      ))}
    </ul>
  );
}

/** Visitors go to sign-up with the plan's account type and the plan itself (lib/chosen-plan.ts carries it through). */
function visitorHref(plan: Plan, cycle: Cycle): string {
  return plan.cta.href === '/signup' ? signupHref(plan, cycle) : plan.cta.href;
}

/**
 * One plan. For a member: the plan they are on says so, with Manage for a paid one; a paid plan they
 * do not hold starts checkout; a free plan they have gone past offers nothing. Without `current`
 * (visitors, or a member whose account type is unknown) every plan is offered.
 */
export function PlanCard({
  plan,
  cycle,
  currency,
  wide = false,
  current = false,
}: {
  plan: Plan;
  cycle: Cycle;
  currency: string;
  wide?: boolean;
  current?: boolean;
}) {
  const signedIn = Boolean(useSession());
  const free = plan.monthly_cents === 0;
  const yearly = cycle === 'yearly' && plan.yearly_cents !== null;
  const amount = yearly ? (plan.yearly_cents ?? 0) : plan.monthly_cents;
  const saving = yearly && plan.monthly_cents > 0 ? Math.round((1 - (plan.yearly_cents ?? 0) / (plan.monthly_cents * 12)) * 100) : 0;
  const manage = current ? manageHref(plan.id) : null;
  const buttonClass = cn('mt-6', wide && 'sm:self-start');
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-testid={`plan-${plan.id}`}
      data-current={current || undefined}
      className={cn(
        'relative flex flex-col rounded-lg border bg-card p-6',
        (current || (plan.highlighted && !signedIn)) && 'border-primary/60 ring-1 ring-primary/40',
      )}
    >
      {current ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('public.pricing.current', 'Current plan')}
        </span>
      ) : plan.highlighted && !signedIn ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('public.pricing.recommended', 'Recommended')}
        </span>
      ) : null}
      {/* A plan's name is a name, the same in every language (as on invoices); what it includes is translated. */}
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold" translate="no">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{tm(plan.tagline)}</p>
      <p className="mt-5 flex items-baseline gap-1.5" data-testid={`price-${plan.id}`}>
        <span className="text-4xl font-bold tracking-tight tabular-nums">
          {free ? t('public.pricing.free', 'Free') : formatPrice(amount, currency, priceLocale())}
        </span>
        {free ? null : (
          <span className="text-sm text-muted-foreground">
            {yearly ? t('public.pricing.perYear', '/ year') : t('public.pricing.perMonth', '/ month')}
          </span>
        )}
      </p>
      <p className="mt-1 h-5 text-xs text-muted-foreground">
        {saving > 0
          ? t('public.pricing.save', 'Save {saving}% compared with paying monthly', { saving })
          : !free && cycle === 'monthly' && plan.yearly_cents
            ? t('public.pricing.payYearly', 'Or pay yearly and save')
            : ''}
      </p>
      <ul className={cn('mt-5 grid flex-1 content-start gap-2.5 text-sm', wide && 'sm:grid-cols-2 sm:gap-x-8')}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {tm(f)}
          </li>
        ))}
      </ul>
      {!signedIn ? (
        <>
          <Button className={buttonClass} variant={plan.highlighted ? 'default' : 'outline'} asChild>
            <Link to={visitorHref(plan, cycle)}>{tm(plan.cta.label)}</Link>
          </Button>
          {planPath(plan.id) ? (
            <p className="mt-2 text-xs text-muted-foreground">
              {t('public.pricing.haveAccount', 'Have an account?')}{' '}
              <Link className="underline underline-offset-2" to={`/auth?redirect=${encodeURIComponent('/pricing')}`}>
                {t('public.pricing.signIn', 'Sign in to subscribe')}
              </Link>
            </p>
          ) : null}
        </>
      ) : current ? (
        manage ? (
          <Button className={buttonClass} variant="outline" asChild>
            <Link to={manage} aria-label={t('public.pricing.managePlan', 'Manage {plan}', { plan: plan.name })}>
              {t('public.pricing.manage', 'Manage')}
            </Link>
          </Button>
        ) : (
          <p className="mt-6 text-sm font-medium text-muted-foreground">{t('public.pricing.onPlan', 'You are on this plan.')}</p>
        )
      ) : planPath(plan.id) ? (
        <CheckoutButton plan={plan} yearly={yearly} className={buttonClass} />
      ) : free ? null : (
        <Button className={buttonClass} variant="outline" asChild>
          <Link to={plan.cta.href}>{tm(plan.cta.label)}</Link>
        </Button>
      )}
    </article>
  );
}

/**
 * Starts checkout for a plan the member does not hold. Should the server still find one (held since
 * the page loaded, in another tab), its answer comes with the way to manage it rather than alone.
 */
function CheckoutButton({ plan, yearly, className }: { plan: Plan; yearly: boolean; className: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; held: boolean } | null>(null);
  const manage = manageHref(plan.id);
  return (
    <>
      <Button
        className={className}
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
            setError({
              message: e instanceof ApiError ? e.message : tm(MESSAGES.unexpected),
              held: e instanceof ApiError && e.code === 'conflict',
            });
            setBusy(false);
          }
        }}
      >
        {busy ? t('public.pricing.opening', 'Opening checkout…') : memberCtaLabel(plan)}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error.message}
          {error.held && manage ? (
            <>
              {' '}
              <Link to={manage} className="font-medium text-foreground underline underline-offset-4">
                {t('public.pricing.managePlan', 'Manage {plan}', { plan: plan.name })}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
