import type { Plan } from '@mb/contract/pricing';
import { PLAN_NAMES, PLANS_FOR, type PlanId } from '@mb/contract/pricing-text';
import type { ProfileType } from '@mb/contract/profile-types';
import { planPath } from '../../lib/chosen-plan';
import { t } from '../../lib/i18n';

// What /pricing shows a signed-in member (issue 31): the plans of their account type only (a creator
// is not offered Business Pro, which checkout refuses them), the one they are on marked "Current plan"
// with a way to manage it, and no "Go Pro" for a plan they already hold.

/** Where a held plan is managed: the page with its subscription (cancel, resume, invoices), or the enterprise settings. */
export function manageHref(planId: string): string | null {
  if (planId === 'enterprise') return '/enterprise-profile';
  return planPath(planId);
}

/** The free plan a paid one is the step up from, for the account types that have one. */
const FREE_OF: Partial<Record<PlanId, PlanId>> = { 'creator-pro': 'creator-free', 'business-pro': 'business-listing' };

export interface MemberPlanView {
  plans: Plan[];
  /** Plan ids the member is on now: paid ones they hold, the free one they have not gone past. */
  current: ReadonlySet<string>;
}

/**
 * The plans for a member of `type` who holds the paid plans `held`, in the order PLANS_FOR gives. A
 * free plan is current while its paid step is not held; an enterprise account is on Enterprise.
 */
export function memberPlanView(all: readonly Plan[], type: ProfileType, held: ReadonlySet<string>): MemberPlanView {
  const ids = PLANS_FOR[type];
  const plans = ids.flatMap((id) => all.filter((p) => p.id === id));
  const current = new Set<string>();
  for (const p of plans) {
    if (held.has(p.id) || (p.id === 'enterprise' && type === 'enterprise')) current.add(p.id);
  }
  for (const [paid, free] of Object.entries(FREE_OF)) {
    if (free && ids.includes(free) && !held.has(paid)) current.add(free);
  }
  return { plans, current };
}

/** A member's button on a paid plan they do not hold: checkout starts from it. */
export const memberCtaLabel = (plan: Plan) =>
  plan.id === 'creator-pro' ? plan.cta.label : t('public.pricing.upgradeTo', 'Upgrade to {plan}', { plan: plan.name });

/** The section's words for each account type. */
export function memberIntro(type: ProfileType): string {
  const names = { pro: PLAN_NAMES['creator-pro'], business: PLAN_NAMES['business-pro'] };
  const intros: Record<ProfileType, () => string> = {
    creator: () => t('public.pricing.introCreator', 'Start free. Go {pro} when your portfolio needs more room.', names),
    studio: () =>
      t('public.pricing.introStudio', '{pro} lets your studio install apps from the App Store and lifts the free portfolio limits.', names),
    business: () =>
      t(
        'public.pricing.introBusiness',
        'Your listing is free; {business} adds room, featured placement, analytics and apps. {pro} is for your own portfolio.',
        names,
      ),
    enterprise: () => t('public.pricing.introEnterprise', 'One account for several studios, their people and their compliance.'),
  };
  return intros[type]();
}
