import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { SUB_USER_MESSAGES as S } from '@mb/contract/enterprise-sub-users';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';

// Enterprise sub-users (issue 17): the enterprise invites a viewer by e-mail; the viewer (already a
// member, so notified too) opens the invitation link and accepts; the switcher lists the enterprise;
// switching in shows §8's toast; saving the company details is refused with the viewer's message; the
// viewer switches back. E2E_SHOTS=<dir> also writes screenshots (390 / 1280, light / dark).

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function memberPage(browser: Browser, type: 'enterprise' | 'creator', displayName: string, at: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const m = newMember();
  await signUpMember(page, m, type, { displayName, path: at });
  return { page, email: m.email, close: () => context.close() };
}

/** The invitation link of the member's notification (the same link the e-mail carries). */
async function invitationLink(page: Page): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await page.evaluate(async (title) => {
          const token = JSON.parse(localStorage.getItem('mb-session') ?? '{}').access_token as string;
          const r = await fetch('/api/v1/notifications', { headers: { authorization: `Bearer ${token}` } });
          const body = (await r.json()) as { items: { title: string; action_url: string | null }[] };
          return body.items.find((n) => n.title === title)?.action_url ?? null;
        }, S.invitationTitle);
        return found;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\/enterprise-invitation\?token=/);
  return found as unknown as string;
}

test('an enterprise invites a viewer, who accepts, switches in, cannot save, and switches back', async ({ browser }) => {
  test.setTimeout(180_000);
  const viewer = await memberPage(browser, 'creator', 'Nova Viewer', '/dashboard');
  const ent = await memberPage(browser, 'enterprise', 'Velvet Group', '/enterprise-profile?tab=sub-users');
  const e = ent.page;
  const v = viewer.page;

  // The enterprise invites: a bad address first, then the viewer's, as Viewer.
  await expect(e.getByRole('heading', { name: 'No sub-users yet' })).toBeVisible();
  const form = e.getByTestId('invite-sub-user-form');
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText(S.emailInvalid)).toBeVisible();
  await form.getByLabel('E-mail').fill(viewer.email);
  await form.getByLabel('Role').selectOption('viewer');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(e.getByText(S.invited).first()).toBeVisible();
  const row = e.getByTestId('sub-user').filter({ hasText: viewer.email });
  await expect(row).toHaveAttribute('data-status', 'invited');
  await shot(e, 'sub-users-pending');

  // The viewer opens the link and accepts.
  await v.goto(await invitationLink(v));
  await expect(v.getByRole('heading', { name: 'Enterprise invitation' })).toBeVisible();
  await shot(v, 'invitation');
  await v.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(v.getByTestId('invitation-accepted')).toContainText('Velvet Group');

  // The enterprise sees the sub-user active (live, on the enterprise_link notification).
  await expect(row).toHaveAttribute('data-status', 'active', { timeout: 30_000 });
  await expect(row).toContainText('Nova Viewer');

  // The viewer switches into the enterprise: §8's toast.
  await v.goto('/dashboard');
  const switcher = v.getByTestId('account-switcher');
  await expect(switcher).toBeVisible({ timeout: 30_000 });
  await switcher.click();
  await v.getByRole('menuitem', { name: /Velvet Group/ }).click();
  await expect(v.getByText(M.switchedDescription('Velvet Group'))).toBeVisible();
  await expect(v).toHaveURL(/\/dashboard$/);

  // Saving the enterprise's company details is refused with the viewer's message; nothing changes.
  await v.goto('/enterprise-profile?tab=company');
  const company = v.getByTestId('company-form');
  await expect(company).toBeVisible();
  await company.getByLabel('Company name').fill('Taken Over Inc');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(company.getByText(S.viewerReadOnly)).toBeVisible();
  await shot(v, 'viewer-refused');
  await e.goto('/enterprise-profile?tab=company');
  await expect(e.getByTestId('company-form').getByLabel('Company name')).not.toHaveValue('Taken Over Inc');

  // Back to the viewer's own account.
  await v.getByTestId('account-switcher').click();
  await v.getByRole('menuitem', { name: /Nova Viewer/ }).click();
  await expect(v.getByText(M.switchedDescription('Nova Viewer'))).toBeVisible();
  await expect(v).toHaveURL(/\/dashboard$/);

  if (shots) {
    for (const dark of [false, true]) {
      await e.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await v.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      for (const width of [390, 1280]) {
        const mode = `${width}-${dark ? 'dark' : 'light'}`;
        await e.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await e.goto('/enterprise-profile?tab=sub-users');
        await expect(e.getByTestId('sub-users')).toBeVisible();
        await shot(e, `sub-users-${mode}`);
        await v.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await v.goto('/enterprise-invitation?token=already-used-token-for-the-screenshot');
        await expect(v.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
        await shot(v, `invitation-${mode}`);
      }
    }
  }
  await viewer.close();
  await ent.close();
});
