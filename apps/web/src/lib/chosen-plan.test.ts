import { beforeEach, describe, expect, it } from 'vitest';
import { accountTypeParam, chosenPlan, rememberChosenPlan, signupHref, takeChosenPlanPath } from './chosen-plan';

const ME = '8d7c5f8e-1111-4222-8333-944445555666';

describe('a plan chosen on /pricing carries through sign-up', () => {
  beforeEach(() => localStorage.clear());

  it('links each plan to sign-up with its account type, and paid plans with the plan and billing', () => {
    expect(signupHref({ id: 'creator-free', audience: 'creator' }, 'monthly')).toBe('/signup?type=creator');
    expect(signupHref({ id: 'creator-pro', audience: 'creator' }, 'monthly')).toBe('/signup?type=creator&plan=creator-pro');
    expect(signupHref({ id: 'business-pro', audience: 'business' }, 'yearly')).toBe(
      '/signup?type=business&plan=business-pro&billing=yearly',
    );
    expect(signupHref({ id: 'business-listing', audience: 'business' }, 'yearly')).toBe('/signup?type=business');
  });

  it('reads only real account types from the link', () => {
    expect(accountTypeParam('studio')).toBe('studio');
    expect(accountTypeParam('admin')).toBeNull();
    expect(accountTypeParam(null)).toBeNull();
  });

  it('remembers a known paid plan for the new member, and ends onboarding on its page once', () => {
    rememberChosenPlan(ME, 'creator-pro', 'yearly');
    expect(chosenPlan(ME)).toEqual({ userId: ME, plan: 'creator-pro', billing: 'yearly' });
    expect(chosenPlan('someone-else')).toBeNull();
    expect(takeChosenPlanPath(ME, 'creator')).toBe('/settings?tab=pro-subscription&plan=creator-pro&billing=yearly');
    expect(takeChosenPlanPath(ME, 'creator')).toBe('/dashboard');
  });

  it('ignores unknown plans, and a plan that no longer fits the account type', () => {
    rememberChosenPlan(ME, 'made-up', null);
    expect(chosenPlan(ME)).toBeNull();
    rememberChosenPlan(ME, 'business-pro', null);
    expect(takeChosenPlanPath(ME, 'creator')).toBe('/dashboard');
    rememberChosenPlan(ME, 'business-pro', 'monthly');
    expect(takeChosenPlanPath(ME, 'business')).toBe('/business-pricing?plan=business-pro&billing=monthly');
  });
});
