import { type Browser, expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { call } from './onboarding-helpers';
import { shoot } from './shots';

// /enterprise-dashboard (issue 17): an enterprise with no studios sees where to link one; once a studio
// that has posted a casting call accepts, the call is counted in the totals and in the studio's row; and
// the studio's own account has no enterprise dashboard. E2E_SHOTS=<dir> writes screenshots.

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

test('an enterprise sees its linked studio and the studio’s casting call on /enterprise-dashboard', async ({ browser }) => {
  test.setTimeout(180_000);
  const studio = await memberPage(browser, 'studio', 'Harbor Light Studios', '/enterprise-dashboard');
  const ent = await memberPage(browser, 'enterprise', 'Northwind Media', '/enterprise-dashboard');
  const e = ent.page;
  const s = studio.page;

  // A studio has no enterprise dashboard.
  await expect(s.getByRole('heading', { name: 'For enterprise accounts' })).toBeVisible({ timeout: 30_000 });

  // No studios yet: the way to link one.
  await expect(e.getByRole('heading', { name: 'Enterprise Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(e.getByText('No linked studios yet')).toBeVisible();
  await expect(e.getByRole('link', { name: 'Link a studio' })).toHaveAttribute('href', '/enterprise-profile?tab=studios');
  await shoot(e, 'enterprise-dashboard-empty');

  // The studio posts a casting call, then is invited and accepts (through the API: other specs drive those pages).
  const form = await call(s, 'POST', '/api/v1/casting/forms', {
    title: 'Harbor casting',
    fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }],
  });
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  await call(s, 'POST', '/api/v1/casting/calls', {
    form_id: form.id,
    title: 'Harbor lead',
    role_description: 'Lead role.',
    starts_on: inDays(20),
    ends_on: inDays(21),
    location: 'Miami, Florida, United States',
    rate_min: 800,
    rate_max: 1500,
    rate_unit: 'per_scene',
    content_types: ['straight'],
    disclosure: 'Full nudity.',
    deadline: inDays(10),
  });
  const invited = await call(e, 'POST', '/api/v1/enterprise/me/studios', { studio: studio.username });
  await call(s, 'POST', `/api/v1/enterprise/studio-links/${invited.link.id}/accept`, {});

  // The link arrives live (the enterprise_link notification); a reload would do too.
  const row = e.getByTestId('studio-row');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('Harbor Light Studios');
  await expect(row.getByTestId('studio-casting_calls')).toHaveText('1');
  await expect(row.getByTestId('studio-applicants')).toHaveText('0');
  await expect(e.getByTestId('total-casting_calls')).toHaveText('1');
  await expect(e.getByTestId('enterprise-dashboard-summary')).toHaveText('Figures across your 1 linked studio.');
  await expect(e.getByTestId('chart-casting_calls')).toContainText('1 in the last 30 days');
  await shoot(e, 'enterprise-dashboard');

  await studio.close();
  await ent.close();
});
