import type { Plan } from '@mb/contract/pricing';
import { describe, expect, it } from 'vitest';
import { manageHref, memberCtaLabel, memberPlanView } from './member-plans';

// /pricing for a signed-in member (issue 31): the plans of their account type, the one they are on.

const plan = (id: string, audience: Plan['audience'], name: string, paid = true): Plan => ({
  id,
  audience,
  name,
  tagline: '',
  monthly_cents: paid ? 1000 : 0,
  yearly_cents: paid ? 10000 : null,
  features: [],
  cta: { label: id === 'creator-pro' ? 'Go Pro' : `Start with ${name}`, href: id === 'enterprise' ? '/contact' : '/signup' },
  highlighted: false,
});
const ALL = [
  plan('creator-free', 'creator', 'Creator', false),
  plan('creator-pro', 'creator', 'Pro'),
  plan('business-listing', 'business', 'Business Listing', false),
  plan('business-pro', 'business', 'Business Pro'),
  plan('enterprise', 'enterprise', 'Enterprise'),
];
const ids = (v: ReturnType<typeof memberPlanView>) => v.plans.map((p) => p.id);
const none = new Set<string>();

describe('memberPlanView', () => {
  it('offers a creator Creator and Pro, never Business Pro; the free plan is current until Pro is held', () => {
    const free = memberPlanView(ALL, 'creator', none);
    expect(ids(free)).toEqual(['creator-free', 'creator-pro']);
    expect([...free.current]).toEqual(['creator-free']);
    const pro = memberPlanView(ALL, 'creator', new Set(['creator-pro']));
    expect([...pro.current]).toEqual(['creator-pro']);
  });

  it('offers a studio Pro, a business its listing plans and Pro, an enterprise its own plan', () => {
    expect(ids(memberPlanView(ALL, 'studio', none))).toEqual(['creator-pro']);
    expect(memberPlanView(ALL, 'studio', none).current.size).toBe(0);
    const biz = memberPlanView(ALL, 'business', new Set(['business-pro']));
    expect(ids(biz)).toEqual(['business-listing', 'business-pro', 'creator-pro']);
    expect([...biz.current]).toEqual(['business-pro']);
    expect([...memberPlanView(ALL, 'business', none).current]).toEqual(['business-listing']);
    const ent = memberPlanView(ALL, 'enterprise', none);
    expect(ids(ent)).toEqual(['enterprise']);
    expect([...ent.current]).toEqual(['enterprise']);
  });

  it('manages a held plan where its subscription is, and names the step up', () => {
    expect(manageHref('creator-pro')).toBe('/settings?tab=pro-subscription');
    expect(manageHref('business-pro')).toBe('/business-pricing');
    expect(manageHref('enterprise')).toBe('/enterprise-profile');
    expect(manageHref('creator-free')).toBeNull();
    expect(memberCtaLabel(ALL[1] as Plan)).toBe('Go Pro');
    expect(memberCtaLabel(ALL[3] as Plan)).toBe('Upgrade to Business Pro');
  });
});
