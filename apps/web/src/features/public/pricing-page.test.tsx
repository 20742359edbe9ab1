import type { Pricing } from '@mb/contract/pricing';
import { DEFAULT_PRO_STATUS } from '@mb/contract/pro-text';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// /pricing for a signed-in member (issue 31): a Pro member sees Pro as the current plan with Manage,
// never "Go Pro"; a creator is not offered Business Pro; visitors still see every plan.

const answers: Record<string, unknown> = {};
vi.mock('../../lib/api', () => ({
  api: (name: string) => (name in answers ? Promise.resolve(answers[name]) : Promise.reject(new Error(`unexpected ${name}`))),
  ApiError: class extends Error {},
}));
vi.mock('../../lib/realtime', () => ({ useRealtime: () => {} }));

const { setSession } = await import('../../lib/session');
const { default: PricingPage } = await import('./pricing-page');
// The members' part reads through the app's one query cache (lib/query.tsx): each test starts it empty.
const { queryClient } = await import('../../lib/query');

const ME = '11111111-2222-4333-8444-555555555555';
const plan = (id: string, audience: 'creator' | 'business' | 'enterprise', name: string, paid: boolean, cta: string) => ({
  id,
  audience,
  name,
  tagline: `${name} tagline`,
  monthly_cents: paid ? 1499 : 0,
  yearly_cents: paid ? 14900 : null,
  features: [`${name} feature`],
  cta: { label: cta, href: id === 'enterprise' ? '/contact' : '/signup' },
  highlighted: paid,
});
const PRICING: Pricing = {
  currency: 'USD',
  plans: [
    plan('creator-free', 'creator', 'Creator', false, 'Join free'),
    plan('creator-pro', 'creator', 'Pro', true, 'Go Pro'),
    plan('business-listing', 'business', 'Business Listing', false, 'List your business'),
    plan('business-pro', 'business', 'Business Pro', true, 'Start with Business Pro'),
    plan('enterprise', 'enterprise', 'Enterprise', true, 'Talk to us'),
  ],
  notes: ['Taxes are added at checkout.'],
};
const proSub = {
  id: '33333333-3333-4333-8333-333333333333',
  audience: 'member',
  plan_id: 'creator-pro',
  plan_name: 'Pro',
  billing_cycle: 'monthly',
  status: 'active',
  auto_rebill: true,
  amount_minor: 1499,
  currency: 'USD',
  period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  next_billing_date: null,
  provider: 'builtin',
  created_at: new Date().toISOString(),
};

function member(type: 'creator' | 'studio' | 'business' | 'enterprise', pro: boolean) {
  answers.pricing = PRICING;
  answers.myProfile = { id: ME, profile_type: type, username: 'lola', display_name: null };
  answers.myBilling = { subscriptions: pro ? [proSub] : [], invoices: [] };
  answers.proStatus = { ...DEFAULT_PRO_STATUS, is_pro_user: pro };
  setSession({
    access_token: 'a.b.c',
    refresh_token: 'r'.repeat(30),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: ME, email: 'm@example.test', created_at: new Date().toISOString() },
  });
}

/** The members' part loads on demand (member-pricing.tsx): the first import takes a while. */
const LOADED = { timeout: 10_000 };

const renderPage = () => renderRoutes([{ path: '/pricing', element: <PricingPage /> }], '/pricing');

beforeEach(() => {
  for (const k of Object.keys(answers)) delete answers[k];
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  setSession(null);
});

describe('/pricing for a member', () => {
  it('a Pro creator sees Pro as the current plan with Manage, and no Go Pro or Business Pro', async () => {
    member('creator', true);
    renderPage();
    const pro = await screen.findByTestId('plan-creator-pro', {}, LOADED);
    expect(within(pro).getByText('Current plan')).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Manage Pro' }).getAttribute('href')).toBe('/settings?tab=pro-subscription');
    expect(screen.queryByRole('button', { name: 'Go Pro' })).toBeNull();
    expect(screen.queryByTestId('plan-business-pro')).toBeNull();
    expect(screen.queryByText('Start with Business Pro')).toBeNull();
    // The free plan is not current, and offers nothing to a member past it.
    const free = screen.getByTestId('plan-creator-free');
    expect(within(free).queryByText('Current plan')).toBeNull();
    expect(within(free).queryByRole('link')).toBeNull();
  });

  it('a creator without Pro is on Creator and is offered Go Pro (checkout), still not Business Pro', async () => {
    member('creator', false);
    renderPage();
    const free = await screen.findByTestId('plan-creator-free', {}, LOADED);
    expect(within(free).getByText('Current plan')).toBeTruthy();
    expect(within(screen.getByTestId('plan-creator-pro')).getByRole('button', { name: 'Go Pro' })).toBeTruthy();
    expect(screen.queryByTestId('plan-business-pro')).toBeNull();
  });

  it('a business is offered its listing plans and Pro; an enterprise is on Enterprise', async () => {
    member('business', false);
    renderPage();
    expect(await screen.findByTestId('plan-business-pro', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Business Pro' })).toBeTruthy();
    expect(within(screen.getByTestId('plan-business-listing')).getByText('Current plan')).toBeTruthy();
    expect(screen.getByTestId('plan-creator-pro')).toBeTruthy();
    expect(screen.queryByTestId('plan-creator-free')).toBeNull();
    cleanup();
    queryClient.clear();
    member('enterprise', false);
    renderPage();
    const ent = await screen.findByTestId('plan-enterprise', {}, LOADED);
    expect(within(ent).getByText('Current plan')).toBeTruthy();
    expect(screen.queryByTestId('plan-creator-pro')).toBeNull();
  });

  it('visitors see every plan with its sign-up link', async () => {
    answers.pricing = PRICING;
    renderPage();
    expect(await screen.findByRole('link', { name: 'Start with Business Pro' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Pro' }).getAttribute('href')).toBe('/signup?type=creator&plan=creator-pro');
    expect(screen.queryByText('Current plan')).toBeNull();
  });
});
