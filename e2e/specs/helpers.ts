// Helpers for browser specs. The browser tier is the slowest part of `npm test` (two workers on two
// cores), so a new spec starts from the fastest setup that still tests what it names:
//
// - A signed-in member past onboarding: `await signUpMember(page, newMember())` signs up and onboards
//   through the API, puts the session into the tab's localStorage and opens /dashboard (or
//   `{ path: '/settings' }`; `{ path: null }` opens none, when the test's first page is its own): one page
//   load instead of three through the Join form.
// - A member who has just joined (the onboarding dialog open): `await signUpNewcomer(page, newMember())`.
//   With `path: null` it opens no app page, so API calls (onboarding-helpers `call`,
//   `completeOnboardingViaApi`) can come first.
// - The Join form itself (`signUpInBrowser`, `signUpMemberInBrowser`) only where joining is what the
//   spec tests: the form, the plan carried from /pricing, 'welcomed as new'.
// - Other actors who never open a page (a second member, staff): staff-helpers `memberViaApi` and
//   `ensureFirstAdmin`; `signInContext` signs a whole browser context in.
// - Accessibility: `expectNoSeriousAxeViolations(page)` scans the page as it is in the light and the
//   dark theme (switching the device's colour scheme, no reload).
// - One test that walks several pages or states of one page beats one test per page: each test pays
//   for a fresh context and a full app load. Wait for states and events, never fixed sleeps.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { completeOnboardingViaApi } from './onboarding-helpers';

export type AccountType = 'creator' | 'business' | 'studio' | 'enterprise';
type Session = { access_token: string; refresh_token: string; user: { id: string } };

const ACCOUNT_LABELS = { creator: 'Creator / model', business: 'Business', studio: 'Studio', enterprise: 'Enterprise' } as const;

export const newMember = () => ({
  email: `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`,
  password: `Velvet-Rope-${randomBytes(4).toString('hex')}`,
});

/** Joins through the Join form (/signup). Use it where joining is what the spec tests; otherwise signUpNewcomer. */
export async function signUpInBrowser(page: Page, m: { email: string; password: string }, accountType = 'Creator / model') {
  await page.goto('/signup');
  await page.getByLabel(accountType).check();
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup|\/auth/);
}

/** Joins through the Join form, then finishes onboarding through the API (the page reloads on /dashboard). */
export async function signUpMemberInBrowser(page: Page, m: { email: string; password: string }, type: AccountType = 'creator') {
  await signUpInBrowser(page, m, ACCOUNT_LABELS[type]);
  return completeOnboardingViaApi(page, { type });
}

/** Puts a session into the tab's localStorage, from a tiny same-origin page the app does not run on. */
export async function signInTab(page: Page, session: Session, path: string | null = '/dashboard') {
  await page.goto('/api/health');
  await page.evaluate((s) => localStorage.setItem('mb-session', s), JSON.stringify(session));
  if (path !== null) await page.goto(path);
}

async function signUpViaApi(page: Page, m: { email: string; password: string }, type: AccountType): Promise<Session> {
  const res = await page.request.post('/api/v1/auth/signup', { data: { ...m, profile_type: type } });
  expect(res.ok(), `sign-up: ${await res.text()}`).toBe(true);
  return (await res.json()) as Session;
}

/**
 * A member who has just joined (through the API), signed in in this tab, with the onboarding dialog
 * open on `path` (null: no app page opened yet).
 */
export async function signUpNewcomer(
  page: Page,
  m: { email: string; password: string },
  type: AccountType = 'creator',
  path: string | null = '/dashboard',
) {
  const session = await signUpViaApi(page, m, type);
  await signInTab(page, session, path);
  return { session };
}

/**
 * A member past onboarding, signed in in this tab, on `path` (default /dashboard; null: no app page
 * opened yet, for a spec whose first page is its own). Signs up and onboards through the API: the Join
 * form and the wizard have their own specs.
 */
export async function signUpMember(
  page: Page,
  m: { email: string; password: string },
  type: AccountType = 'creator',
  opts: { username?: string; displayName?: string; path?: string | null } = {},
) {
  const session = await signUpViaApi(page, m, type);
  await signInTab(page, session, null);
  const { username } = await completeOnboardingViaApi(page, { type, username: opts.username, displayName: opts.displayName });
  if (opts.path !== null) await page.goto(opts.path ?? '/dashboard');
  return { username, session };
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Serious and critical axe violations (WCAG 2.2 AA tags) of the page as it is now. Legacy mode runs axe
 * inside the page; the default opens a blank page for every scan to merge results across cross-origin
 * frames, which the app does not have, and takes two to three times as long. Only violations are
 * collected in full.
 */
export async function seriousAxeViolations(page: Page, configure: (axe: AxeBuilder) => AxeBuilder = (a) => a) {
  const axe = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const result = await configure(axe).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim()})`).join('; ')}`,
    );
}

/**
 * No serious or critical axe violation in each theme, scanned on the page as it is (no reload): the
 * device's colour scheme is switched, which the app's default 'system' theme follows. Pages with a
 * stored theme (ui-theme) keep it, so this is for specs that leave the theme at its default. The page
 * is left in the last theme, with motion reduced as the suite runs (playwright.config.ts).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  opts: { themes?: readonly ('light' | 'dark')[]; configure?: (axe: AxeBuilder) => AxeBuilder; label?: string } = {},
) {
  const themes = opts.themes ?? (['light', 'dark'] as const);
  const first = themes[0];
  for (const theme of themes) {
    // Colours are measured at rest, not halfway through the 150 ms theme transition.
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    // Chromium reports the media change to the page at a later rendering update; once in a full run
    // (removals, right after a lazy chunk loaded) none came within 20 s and the page stayed in the
    // other theme. The switch is then sent again, by way of the other scheme, until the page follows.
    const html = page.locator('html');
    let tries = 0;
    await expect(async () => {
      if (tries++ && !(await html.evaluate((el, t) => el.classList.contains(t), theme))) {
        await page.emulateMedia({ colorScheme: theme === 'light' ? 'dark' : 'light' });
        await page.emulateMedia({ colorScheme: theme });
      }
      await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`), { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    // The theme's colour transitions cascade: each element's inherited colour starts its own when its
    // parent's moves, so they run for several frames (longer on a busy machine). Scan once none runs.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
          return document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length;
        }),
      )
      .toBe(0);
    // The first theme gets every rule; the others only those a colour scheme can change (the
    // structure, names and roles are the same in both), which halves the second scan's cost.
    const configure = (axe: AxeBuilder) => {
      const configured = opts.configure ? opts.configure(axe) : axe;
      return theme === first ? configured : configured.withRules(['color-contrast', 'link-in-text-block']);
    };
    expect(await seriousAxeViolations(page, configure), `${opts.label ?? page.url()} in the ${theme} theme`).toEqual([]);
  }
  // Back to the suite's default (playwright.config.ts): reduced.
  await page.emulateMedia({ reducedMotion: 'reduce' });
}
