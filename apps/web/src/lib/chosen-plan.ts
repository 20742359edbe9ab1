import { PROFILE_TYPES, type ProfileType } from '@mb/contract/profile-types';

// A plan chosen on /pricing carries through sign-up: the pricing buttons link to
// /signup?type=<account type>&plan=<plan id>[&billing=yearly], the Join form preselects the account
// type and remembers the plan for the new member, and finishing onboarding lands on the page where
// that plan is taken (instead of the dashboard). Nothing is charged: subscriptions open later.

const KEY = 'mb-chosen-plan';

type Billing = 'monthly' | 'yearly';

/** Where each paid plan is taken out; free plans have no page of their own. */
export function planPath(planId: string): string | null {
  if (planId === 'creator-pro') return '/settings?tab=pro-subscription';
  if (planId === 'business-pro') return '/business-pricing';
  return null;
}

export function signupHref(plan: { id: string; audience: 'creator' | 'business' | 'enterprise' }, billing: Billing): string {
  // Each audience is also an account type, which the Join form preselects.
  const q = new URLSearchParams({ type: plan.audience });
  if (planPath(plan.id)) {
    q.set('plan', plan.id);
    if (billing === 'yearly') q.set('billing', 'yearly');
  }
  return `/signup?${q}`;
}

/** The ?type= of a sign-up link, if it names an account type. */
export function accountTypeParam(value: string | null): ProfileType | null {
  return value && (PROFILE_TYPES as readonly string[]).includes(value) ? (value as ProfileType) : null;
}

interface ChosenPlan {
  userId: string;
  plan: string;
  billing: Billing;
}

/** Remembers a known paid plan from the sign-up link for the member who just joined. */
export function rememberChosenPlan(userId: string, plan: string | null, billing: string | null) {
  if (!plan || !planPath(plan)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, plan, billing: billing === 'yearly' ? 'yearly' : 'monthly' } satisfies ChosenPlan));
  } catch {
    /* storage disabled: onboarding ends on the dashboard */
  }
}

/** The plan this member chose before joining, if any. */
export function chosenPlan(userId: string): ChosenPlan | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as ChosenPlan | null;
    return v?.userId === userId && planPath(v.plan) ? v : null;
  } catch {
    return null;
  }
}

/** Where to go once onboarding is done: the chosen plan's page (once), or the dashboard. */
export function takeChosenPlanPath(userId: string, profileType: ProfileType): string {
  const chosen = chosenPlan(userId);
  if (!chosen) return '/dashboard';
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
  // Changed the account type since (Join form or onboarding's first step): the plan no longer applies.
  const forType: Record<string, ProfileType> = { 'creator-pro': 'creator', 'business-pro': 'business' };
  const path = forType[chosen.plan] === profileType ? planPath(chosen.plan) : null;
  if (!path) return '/dashboard';
  // The page says which plan was chosen (settings' Pro subscription tab reads these).
  const q = new URLSearchParams({ plan: chosen.plan, billing: chosen.billing });
  return `${path}${path.includes('?') ? '&' : '?'}${q}`;
}
