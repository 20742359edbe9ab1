import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { completeOnboardingViaApi } from './onboarding-helpers';

export const newMember = () => ({
  email: `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`,
  password: `Velvet-Rope-${randomBytes(4).toString('hex')}`,
});

export async function signUpInBrowser(page: Page, m: { email: string; password: string }, accountType = 'Creator / model') {
  await page.goto('/signup');
  await page.getByLabel(accountType).check();
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup|\/auth/);
}

/**
 * Signs up through the Join form, then finishes onboarding through the API, so specs about other
 * screens start from a member the onboarding dialog no longer covers.
 */
export async function signUpMember(
  page: Page,
  m: { email: string; password: string },
  type: 'creator' | 'business' | 'studio' | 'enterprise' = 'creator',
) {
  const labels = { creator: 'Creator / model', business: 'Business', studio: 'Studio', enterprise: 'Enterprise' } as const;
  await signUpInBrowser(page, m, labels[type]);
  return completeOnboardingViaApi(page, { type });
}
