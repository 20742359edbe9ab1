import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ENTERPRISE_MESSAGES as M } from '@mb/contract/enterprise';
import { DELEGATION_MESSAGES } from '@mb/contract/enterprise-sub-users';
import { MESSAGES } from '@mb/contract/ui-text';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// Enterprise accounts and their studios (issue 17): an enterprise invites a studio, the studio accepts
// from its dashboard, the 'Use Platform as' switcher appears, the enterprise switches into the studio
// (toast, /studio-dashboard), posts a casting call as the studio (the call names the studio), and
// switches back to /dashboard. E2E_SHOTS=<dir> also writes screenshots (390 / 1280, light / dark).

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function memberPage(browser: Browser, type: 'enterprise' | 'studio', displayName: string, at: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const { username } = await signUpMember(page, newMember(), type, { displayName, path: at });
  return { page, username, close: () => context.close() };
}

test('an enterprise links a studio, switches into it, posts a casting call as the studio and switches back', async ({ browser }) => {
  // Two members' whole afternoon, the holder-only settings included: 180 s ran out on a busy machine.
  test.setTimeout(300_000);
  // The two members are made and their pages opened together.
  const [studio, ent] = await Promise.all([
    memberPage(browser, 'studio', 'Lumen Studios', '/studio-dashboard'),
    memberPage(browser, 'enterprise', 'Velvet Group', '/enterprise-profile?tab=studios'),
  ]);
  const e = ent.page;

  // One account only: no switcher yet.
  await expect(e.getByRole('heading', { name: 'Enterprise Settings' })).toBeVisible();
  await expect(e.getByText('No linked studios yet')).toBeVisible();
  await expect(e.getByTestId('account-switcher')).toHaveCount(0);

  // Invite: a wrong name first, then the studio's username.
  const invite = e.getByTestId('invite-studio-form');
  await invite.getByLabel('Studio username or e-mail').fill('no_such_studio_here');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByText(M.studioNotFound)).toBeVisible();
  await invite.getByLabel('Studio username or e-mail').fill(studio.username);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(e.getByText(M.invited)).toBeVisible();
  await expect(e.getByTestId('pending-studios')).toContainText('Lumen Studios');
  await shot(e, 'enterprise-studios-pending');

  // The studio accepts on its dashboard (where the notification leads).
  const s = studio.page;
  await s.goto('/studio-dashboard#linked-enterprises');
  const invitation = s.getByTestId('studio-enterprises').getByTestId('enterprise-link');
  await expect(invitation).toContainText('Velvet Group');
  await expect(invitation).toHaveAttribute('data-status', 'invited');
  await shot(s, 'studio-dashboard-invitation');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(s.getByText(M.accepted).first()).toBeVisible();
  await expect(invitation).toHaveAttribute('data-status', 'active');

  // The enterprise sees it linked, and the switcher appears.
  await e.reload();
  await expect(e.getByTestId('linked-studios')).toContainText('Lumen Studios');
  const switcher = e.getByTestId('account-switcher');
  await expect(switcher).toBeVisible({ timeout: 30_000 });
  await shot(e, 'enterprise-studios-linked');
  await switcher.click();
  await expect(e.getByRole('menu')).toContainText(M.switcherLabel);
  await shot(e, 'switcher-open');
  await e.getByRole('menuitem', { name: /Lumen Studios/ }).click();
  await expect(e.getByText(M.switchedDescription('Lumen Studios'))).toBeVisible();
  await expect(e.getByText(M.switchedTitle).first()).toBeVisible();
  await expect(e).toHaveURL(/\/studio-dashboard$/);
  await expect(e.getByRole('heading', { name: 'Studio Dashboard' })).toBeVisible();
  await expect(e.getByTestId('studio-enterprises')).toContainText('Velvet Group');
  await expect(e.getByTestId('dash-casting')).toContainText('No casting calls yet.');
  await expect(e.getByTestId('stat-followers')).toHaveText('0');
  await shot(e, 'studio-dashboard-delegated');

  // What is the studio holder's alone (their data, their sign-in security) is kept back, with the reason (issue 31).
  await e.goto('/settings?tab=your-data');
  await expect(e.getByTestId('holder-only')).toContainText(DELEGATION_MESSAGES.never);
  await expect(e.getByRole('button', { name: /export/i })).toHaveCount(0);
  await shoot(e, 'settings-your-data-delegated');
  await e.getByRole('tab', { name: 'Security' }).click();
  await expect(e.getByTestId('holder-only')).toContainText('Sign-in security');

  // As the studio: a casting form, then a call on it.
  await e.goto('/casting-forms');
  await expect(e.getByRole('heading', { name: 'Casting Forms Builder' })).toBeVisible();
  await e.getByRole('button', { name: 'New form' }).click();
  const builder = e.getByRole('form', { name: 'New casting form' });
  await builder.getByLabel('Form title').fill('Enterprise casting');
  await builder.getByLabel('Field 1 label').fill('Stage name');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(e.getByTestId('casting-form')).toContainText('Enterprise casting');
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await e.getByRole('button', { name: 'New casting call' }).click();
  const callForm = e.getByRole('form', { name: 'New casting call' });
  await callForm.getByLabel('Role', { exact: true }).fill('Lead, posted by the group');
  await callForm.getByLabel('Role description').fill('Lead role in a one-day feature.');
  await callForm.getByLabel('Location').fill('Miami, Florida, United States');
  await callForm.getByLabel('Lowest rate (USD)').fill('800');
  await callForm.getByLabel('Highest rate (USD)').fill('1500');
  await callForm.getByLabel('Nudity and acts disclosure').fill('Full nudity.');
  await callForm.getByLabel('Application deadline').fill(deadline);
  await callForm.getByRole('button', { name: 'Open casting call' }).click();
  await expect(e.getByTestId('my-casting-call')).toContainText('Lead, posted by the group');
  await e.goto('/studio-dashboard');
  await expect(e.getByTestId('dash-call')).toContainText('Lead, posted by the group');
  await expect(e.getByTestId('dash-call-applicants')).toHaveText('0 applicants');

  // The call is the studio's: the studio's own tab lists it, and the casting board names the studio.
  await s.goto('/casting-forms');
  await expect(s.getByTestId('my-casting-call')).toContainText('Lead, posted by the group');
  await s.goto('/casting');
  const card = s.getByTestId('casting-call').filter({ hasText: 'Lead, posted by the group' });
  await expect(card).toContainText('Lumen Studios');
  await expect(card).not.toContainText('Velvet Group');

  // Back to the enterprise's own account.
  await e.getByTestId('account-switcher').click();
  await e.getByRole('menuitem', { name: /Velvet Group/ }).click();
  await expect(e.getByText(M.switchedDescription('Velvet Group'))).toBeVisible();
  await expect(e).toHaveURL(/\/dashboard$/);
  await e.goto('/enterprise-profile?tab=studios');
  await expect(e.getByTestId('linked-studios')).toContainText('Lumen Studios');

  // Acting as the studio again, the studio ends the link: the enterprise's tab is back on its own account at once.
  await e.getByTestId('account-switcher').click();
  await e.getByRole('menuitem', { name: /Lumen Studios/ }).click();
  await expect(e).toHaveURL(/\/studio-dashboard$/);
  await expect(e.getByTestId('studio-name')).toHaveText('Lumen Studios');
  await s.goto('/studio-dashboard');
  const link = s.getByTestId('studio-enterprises').getByTestId('enterprise-link');
  s.once('dialog', (d) => void d.accept());
  await link.getByRole('button', { name: 'Unlink' }).click();
  await expect(s.getByTestId('studio-enterprises-empty')).toBeVisible();
  await expect(e.getByText(MESSAGES.delegationEnded)).toBeVisible();
  await expect(e).toHaveURL(/\/dashboard$/);
  await expect(e.getByTestId('account-switcher')).toHaveCount(0);
  await e.goto('/enterprise-profile?tab=studios');
  await expect(e.getByText('No linked studios yet')).toBeVisible();
  await expect(e.getByTestId('pending-studios-empty')).toBeVisible();

  // The public company page (no studios now; linked again below for the screenshots).
  const publicUrl = `/enterprise/${(await e.evaluate(() => JSON.parse(localStorage.getItem('mb-session') ?? '{}').user.id)) as string}`;
  await e.goto(publicUrl);
  await expect(e.getByText('No studios yet')).toBeVisible();
  const invite2 = e.getByTestId('invite-studio-form');
  await e.goto('/enterprise-profile?tab=studios');
  await invite2.getByLabel('Studio username or e-mail').fill(studio.username);
  await invite2.getByRole('button', { name: 'Invite' }).click();
  await expect(e.getByTestId('pending-studios')).toContainText('Lumen Studios');
  await s.goto('/studio-dashboard');
  await s.getByTestId('studio-enterprises').getByRole('button', { name: 'Accept' }).click();
  await expect(s.getByTestId('studio-enterprises').getByTestId('enterprise-link')).toHaveAttribute('data-status', 'active');
  await e.goto(publicUrl);
  await expect(e.getByTestId('enterprise-studios')).toContainText('Lumen Studios');

  if (shots) {
    for (const dark of [false, true]) {
      await e.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      for (const width of [390, 1280]) {
        const mode = `${width}-${dark ? 'dark' : 'light'}`;
        await e.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await e.goto(publicUrl);
        await expect(e.getByTestId('enterprise-studios')).toBeVisible();
        await shot(e, `enterprise-public-${mode}`);
        await e.goto('/enterprise-profile?tab=company');
        await expect(e.getByTestId('company-form')).toBeVisible();
        await shot(e, `enterprise-company-${mode}`);
        await e.goto('/enterprise-profile?tab=studios');
        await expect(e.getByTestId('linked-studios')).toBeVisible();
        await shot(e, `enterprise-studios-${mode}`);
        await e.goto('/enterprise-profile?tab=sub-users');
        await shot(e, `enterprise-subusers-${mode}`);
        await s.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
        await s.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await s.goto('/studio-dashboard');
        await expect(s.getByTestId('studio-enterprises')).toBeVisible();
        await shot(s, `studio-dashboard-${mode}`);
      }
    }
  }
  await studio.close();
  await ent.close();
});
