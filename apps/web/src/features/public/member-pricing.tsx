import { PageSection } from '../../components/page/page-layout';
import { t } from '../../lib/i18n';
import { withQuery } from '../../lib/query';
import { cn } from '../../lib/utils';
import { useMyPlans } from '../billing';
import { useMyProfile } from '../profiles';
import { memberIntro, memberPlanView } from './member-plans';
import { type Cycle, Notes, PlanCard, PlansLoading, type PricingData } from './plan-card';

/**
 * A signed-in member sees the plans of their account type, the one they are on marked with a way to
 * manage it (issue 31). Without a readable profile: every plan, each offered as to a member.
 */
function MemberPlans({ data, cycle }: { data: PricingData; cycle: Cycle }) {
  const profile = useMyProfile();
  const mine = useMyPlans();
  const type = profile.data?.profile_type ?? null;
  if ((profile.isPending && !profile.isError) || mine.isPending) return <PlansLoading />;
  if (!type) return <Fallback data={data} cycle={cycle} />;
  const view = memberPlanView(data.plans, type, mine.planIds);
  return (
    <>
      <PageSection id="your-plans" title={t('public.pricing.yourPlans', 'Plans for your account')} intro={memberIntro(type)}>
        <div className={cn('grid gap-6', view.plans.length > 1 && 'md:grid-cols-2', view.plans.length > 2 && 'xl:grid-cols-3')}>
          {view.plans.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              cycle={cycle}
              currency={data.currency}
              wide={view.plans.length === 1}
              current={view.current.has(p.id)}
            />
          ))}
        </div>
      </PageSection>
      <Notes notes={data.notes} />
    </>
  );
}

/** Every plan, each offered as to a member (checkout refuses what does not fit the account). */
function Fallback({ data, cycle }: { data: PricingData; cycle: Cycle }) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {data.plans.map((p) => (
          <PlanCard key={p.id} plan={p} cycle={cycle} currency={data.currency} />
        ))}
      </div>
      <Notes notes={data.notes} />
    </>
  );
}

// Loaded for signed-in members only, with the query library (lib/query.tsx).
export default withQuery(MemberPlans);
