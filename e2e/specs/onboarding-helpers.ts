import { expect, type Page } from '@playwright/test';

// Helpers for specs that need a member past onboarding (the onboarding dialog overlays every
// signed-in page until it is done). They drive the same API the wizard uses.

export const token = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { access_token?: string }).access_token ?? '');

export async function call(page: Page, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${await token(page)}` } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

let n = 0;
// The time and this process's counter alone collide across Playwright's workers (two specs starting in
// the same millisecond got the same name): three random characters keep names apart.
export const newUsername = (prefix = 'e2e') =>
  `${prefix}_${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 5).padEnd(3, '0')}`;

/**
 * Completes onboarding for the signed-in member of `page` (skipping what can be skipped), then reloads.
 * With `complete: false` it stops at the last step, so a spec can watch what completing does.
 */
export async function completeOnboardingViaApi(
  page: Page,
  opts: { username?: string; type?: 'creator' | 'business' | 'studio' | 'enterprise'; displayName?: string; complete?: boolean } = {},
) {
  const type = opts.type ?? 'creator';
  const username = opts.username ?? newUsername();
  const onboarding = (body: unknown) => call(page, 'POST', '/api/v1/profiles/me/onboarding', body);
  await onboarding({ action: 'start', profile_type: type });
  await call(page, 'PATCH', '/api/v1/profiles/me', { username, display_name: opts.displayName ?? '' });
  await onboarding({ action: 'step', step: 2 });
  await onboarding({ action: 'step', step: 3 });
  await onboarding({ action: 'skip_verification' });
  if (type !== 'creator') {
    await call(page, 'POST', '/api/v1/business/me/submit', { business_name: 'E2E Business', categories: ['other'] });
    await onboarding({ action: 'step', step: 6 });
    await onboarding({ action: 'step', step: 7 });
  }
  if (opts.complete === false) return { username };
  await onboarding({ action: 'complete' });
  await page.reload();
  return { username };
}
