import { PLAN_NAMES, type PlanAudience } from '@mb/contract/pricing-text';
import { MESSAGES } from '@mb/contract/ui-text';
import { ChevronDown } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { PageSection, PublicPage } from '../../components/page/page-layout';
import { ErrorState } from '../../components/page/states';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { type Cycle, Notes, PlanCard, PlansLoading, type PricingData } from './plan-card';
import { usePricing } from './queries';

// A member's plans read what they hold through TanStack Query, which visitors' first page does without.
const MemberPlans = lazy(() => import('./member-pricing'));

const groups = (): { audience: PlanAudience; title: string; intro: string }[] => [
  {
    audience: 'creator',
    title: t('public.pricing.creators', 'For creators and models'),
    intro: t('public.pricing.creatorsIntro', 'Start free. Go Pro when your portfolio needs more room.'),
  },
  {
    audience: 'business',
    title: t('public.pricing.businesses', 'For businesses'),
    intro: t('public.pricing.businessesIntro', 'Every listing is reviewed and verified before it is published.'),
  },
  {
    audience: 'enterprise',
    title: t('public.pricing.groups', 'For groups of studios'),
    intro: t('public.pricing.introEnterprise', 'One account for several studios, their people and their compliance.'),
  },
];

const faq = () => [
  {
    q: t('public.pricing.faqFree', 'Is joining really free?'),
    a: t(
      'public.pricing.faqFreeA',
      'Yes. Creators, studios and businesses can join, get verified and use the network without paying. Paid plans add room and tools.',
    ),
  },
  {
    q: t('public.pricing.faqRenewal', 'What happens if a renewal fails?'),
    a: t(
      'public.pricing.faqRenewalA',
      'A grace period starts. Your Pro content stays visible but read-only while you update your payment details. If the plan is not renewed before the grace period ends, Pro content beyond the free allowance is deleted.',
    ),
  },
  {
    q: t('public.pricing.faqCancel', 'Can I cancel at any time?'),
    a: t('public.pricing.faqCancelA', 'Yes, from your settings. Paid features stay active until the end of the period you have paid for.'),
  },
  {
    q: t('public.pricing.faqApps', 'Which apps can I install?'),
    a: t(
      'public.pricing.faqAppsA',
      'Enterprise accounts install every app. Studios install with {pro}; businesses with {pro} or {business}. Creator accounts can browse the App Store but do not install apps, with or without {pro}.',
      { pro: PLAN_NAMES['creator-pro'], business: PLAN_NAMES['business-pro'] },
    ),
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
      eyebrow={t('public.pricing.eyebrow', 'Pricing')}
      title={t('public.pricing.title', 'Free to join. Pay for what grows your business.')}
      lead={t(
        'public.pricing.lead',
        'Every account starts free. Creators can go Pro; businesses and groups of studios choose the plan that fits.',
      )}
      actions={
        <fieldset className="inline-flex rounded-lg border bg-muted p-1">
          <legend className="sr-only">{t('public.pricing.period', 'Billing period')}</legend>
          {(['monthly', 'yearly'] as const).map((c) => (
            <Button
              key={c}
              size="sm"
              variant="ghost"
              aria-pressed={cycle === c}
              onClick={() => setCycle(c)}
              className={cn('rounded-md px-4', cycle === c && 'bg-background text-foreground shadow-sm hover:bg-background')}
            >
              {c === 'monthly' ? t('public.pricing.monthly', 'Monthly') : t('public.pricing.yearly', 'Yearly')}
            </Button>
          ))}
        </fieldset>
      }
    >
      {pricing.isError && !data ? (
        <ErrorState message={tm(MESSAGES.pricesLoadFailed)} onRetry={() => pricing.refetch()} retrying={pricing.isFetching} />
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
      <PageSection id="faq" title={t('public.pricing.questions', 'Questions')} className="mt-12 border-t pt-12">
        <div className="grid gap-3 md:grid-cols-2">
          {faq().map((f) => (
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
      {groups().map((g) => {
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
