import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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
