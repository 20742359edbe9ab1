import { PLAN_NAMES, type PlanAudience } from '@mb/contract/pricing';
import { MESSAGES } from '@mb/contract/ui-text';
import { ChevronDown } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { PageSection, PublicPage } from '../../components/page/page-layout';
import { ErrorState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { cn } from '../../lib/utils';
import { type Cycle, Notes, PlanCard, PlansLoading, type PricingData } from './plan-card';
import { usePricing } from './queries';

// A member's plans read what they hold through TanStack Query, which visitors' first page does without.
const MemberPlans = lazy(() => import('./member-pricing'));

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
    a: `Enterprise accounts install every app. Studios install with ${PLAN_NAMES['creator-pro']}; businesses with ${PLAN_NAMES['creator-pro']} or ${PLAN_NAMES['business-pro']}. Creator accounts can browse the App Store but do not install apps, with or without ${PLAN_NAMES['creator-pro']}.`,
  },
];

export default function PricingPage() {
  const pricing = usePricing();
  // The plans render from a deferred copy of the answer: a query's result is a blocking update, and
  // re-rendering the page with the plans was one long task after hydration (issue 11). Deferred, the
  // blocking render keeps the skeleton and the plans render in the background, yielding to the browser.
  const data = useDeferredValue(pricing.data);
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const signedIn = Boolean(useSession());

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
        signedIn ? (
          <Suspense fallback={<PlansLoading />}>
            <MemberPlans data={data} cycle={cycle} />
          </Suspense>
        ) : (
          <Plans data={data} cycle={cycle} />
        )
      ) : (
        <PlansLoading />
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
      <Notes notes={data.notes} />
    </>
  );
});
