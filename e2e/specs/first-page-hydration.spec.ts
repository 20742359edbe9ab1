import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { memberViaApi } from './staff-helpers';

// The prerendered public pages (docs/ARCHITECTURE.md "First page"): the server sends each page's HTML,
// the browser hydrates it. Hydration must match (React reports a mismatch as an error and throws the
// server's HTML away), and a member opening a public page still gets the member's page.

/** Every console error and warning and every uncaught error of the page, from now on. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The browser tests block service workers (playwright.config.ts): Playwright's own notice is not the page's.
    if (m.text().includes('Service Worker registration blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return problems;
}

/** The app has started: the start-up progress bar goes once the page is hydrated and its phases are done. */
async function started(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Starting the application' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The page's scripts wait until release(): until then the page is its prerendered HTML alone. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    scripts.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, scripts };
}

const PAGES = [
  { path: '/', main: () => ({ role: 'heading', name: 'The professional network for the adult industry.' }) as const },
  { path: '/pricing', main: () => ({ role: 'heading', name: 'Free to join. Pay for what grows your business.' }) as const },
  { path: '/auth', main: () => ({ role: 'heading', name: 'Welcome back' }) as const },
];

for (const { path, main } of PAGES) {
  test(`${path} arrives prerendered and hydrates without a console error or a CSP violation`, async ({ page }) => {
    const problems = collectProblems(page);
    // Also what the console does not show: zod's eval probe refused by the CSP (lib/zod-jitless.ts).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      ),
    );
    const response = await page.goto(path);
    expect(await response?.text()).toContain('data-prerendered');
    const { role, name } = main();
    await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible();
    await started(page);
    // Hydrated: the theme switch answers a click (only React's handler does that).
    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(problems).toEqual([]);
  });
}

test('the check above sees a page whose HTML does not match what the app renders', async ({ page }) => {
  // The same page with one word of the prerendered heading changed on its way to the browser.
  await page.route('**/pricing', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace('Free to join. Pay for what', 'Free to join. Pay for that');
    await route.fulfill({ response: res, body: html });
  });
  const problems = collectProblems(page);
  await page.goto('/pricing');
  await started(page);
  // The production build reports a mismatch as React error #418 (hydration failed: text or element differs).
  expect(problems.join('\n')).toMatch(/React error #418|hydrat/i);
  // React rendered the page itself instead.
  await expect(page.getByRole('heading', { name: 'Free to join. Pay for what grows your business.' })).toBeVisible();
});

test('a visitor who already chose cookies never sees the prerendered banner', async ({ page }) => {
  await withCookieChoiceMade(page);
  const problems = collectProblems(page);
  await page.goto('/');
  // Hidden by the head script's mark from the first paint, then removed by the app.
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeHidden();
  await started(page);
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a signed-in member opening / gets the member home page and /auth still sends them on', async ({ page }) => {
  await withCookieChoiceMade(page);
  await signUpMember(page, newMember(), 'creator', { path: null });
  const problems = collectProblems(page);
  await page.goto('/');
  // The prerendered visitor's page is hidden (no flash of Join now); the app renders the member's.
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  await started(page);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test('the scripts load after the first paint, and a button clicked before they ran still acts once hydrated', async ({ page }) => {
  // The scripts wait until the test has clicked: the page is prerendered HTML alone until then.
  const { release, scripts } = await holdScripts(page);
  // Not waiting for 'load': the held scripts delay it.
  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  const html = (await response?.text()) ?? '';
  // No script tag to fetch before the paint: the head script makes the mb-module links real after it.
  expect(html).toMatch(/<link rel="mb-module" href="\/assets\/index-[^"]+\.js">/);
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  // The text's font starts with the stylesheet: the first contentful paint waits briefly for it.
  expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font"/);
  const privacy = page.getByRole('region', { name: 'Your privacy choices' });
  await privacy.getByRole('button', { name: 'Reject All' }).click();
  await expect(privacy).toBeVisible();
  release();
  // Hydrated, the app takes the click it missed: the choice is stored and the banner goes.
  await expect(privacy).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null')?.analytics)).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
});

test('React and the router run before the entry, each as a script of its own, and the page hydrates', async ({ page }) => {
  // Each module script the head script adds, in order, and when it has run (its load event).
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as { mbScriptOrder?: string[] }).mbScriptOrder = order;
    const name = (n: EventTarget | Node | null) =>
      n instanceof HTMLScriptElement && n.type === 'module' ? (n.src.split('/').pop()?.split('-')[0] ?? '') : null;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (name(n)) order.push(`add ${name(n)}`);
    }).observe(document, { childList: true, subtree: true });
    // Captured on the document: heard before the script's own load handler, which adds the next one.
    document.addEventListener('load', (e) => name(e.target) && order.push(`ran ${name(e.target)}`), true);
  });
  const response = await page.goto('/pricing');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<link rel="mb-module-first" href="\/assets\/react-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="mb-module-first" href="\/assets\/router-[^"]+\.js">/);
  // Hydration has begun (main.tsx takes over the early clicks then).
  await page.waitForFunction(() => 'mbEarlyClicks' in window && (window as { mbEarlyClicks?: unknown }).mbEarlyClicks === undefined);
  // One after the other: the entry is added only once React and the router have run (not evaluated
  // inside the entry's own task).
  const order = await page.evaluate(() => (window as { mbScriptOrder?: string[] }).mbScriptOrder ?? []);
  expect(order.slice(0, 5)).toEqual(['add react', 'ran react', 'add router', 'ran router', 'add index']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the page's root element is left as it arrived while it hydrates, the cookie banner up", async ({ page }) => {
  // Any change to the root element's attributes (its class, style, lang) recalculates the style of the
  // whole document: on a slow phone, a long task in the middle of the first page. The head script sets
  // the theme's class and colour scheme before the first paint; nothing after it may touch them again.
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as { mbRootChanges?: string[] }).mbRootChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const r of records)
          changes.push(`${r.attributeName}: ${r.oldValue} -> ${document.documentElement.getAttribute(r.attributeName ?? '')}`);
      }).observe(document.documentElement, { attributes: true, attributeOldValue: true });
    });
  });
  await page.goto('/');
  await started(page);
  // The banner is up and measured: toasts keep clear of it.
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
  // A frame later, anything the banner's observer and the page's effects set has been set.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as { mbRootChanges?: string[] }).mbRootChanges)).toEqual([]);
});

test('a Join form filled before the scripts ran keeps the account type, e-mail and password once hydrated', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  const m = newMember();
  // Business is not the default: hydration alone would put the choice back to Creator / model.
  await page.getByLabel('Business').check();
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  release();
  // Hydrated, the form takes what was typed and chosen, and the click it missed: a business account.
  await expect(page).not.toHaveURL(/\/signup|\/auth/);
  const type = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('mb-session') ?? 'null');
    const r = await fetch('/api/v1/profiles/me', { headers: { authorization: `Bearer ${s?.access_token}` } });
    return ((await r.json()) as { profile_type?: string }).profile_type;
  });
  expect(type).toBe('business');
});

test('a sign-in sent before the scripts ran is held back, then sent by the app: the password never goes into the address', async ({
  page,
  request,
}) => {
  const m = newMember();
  await memberViaApi(request, m);
  await withCookieChoiceMade(page);
  const { release } = await holdScripts(page);
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(r.url());
  });
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  // Before the scripts: a native submit would send the form as a GET, its fields in the address.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  release();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await page.evaluate(() => localStorage.getItem('mb-session'))).not.toBeNull();
  expect(navigations.filter((u) => u.includes('password'))).toEqual([]);
});

test('a footer button clicked before the scripts ran acts once the footer has hydrated (it hydrates after the page)', async ({ page }) => {
  await withCookieChoiceMade(page);
  const { release } = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The footer sits behind HydrateLater: the page commits first, the footer hydrates afterwards.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
});

test('an e-mail put into the sign-in form while the page hydrates is kept, and goes on to the reset form', async ({ page }) => {
  await withCookieChoiceMade(page);
  // Slowed down, so that hydration takes long enough to type into; the moment it starts is marked
  // (main.tsx hands the early clicks to React then).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 16 });
  await page.addInitScript(() => {
    let clicks: unknown;
    Object.defineProperty(window, 'mbEarlyClicks', {
      configurable: true,
      get: () => clicks,
      set: (v) => {
        if (clicks && v === undefined) document.documentElement.setAttribute('data-test-hydrating', '');
        clicks = v;
      },
    });
  });
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.waitForSelector('html[data-test-hydrating]', { state: 'attached' });
  // fill() puts the text in without key presses, as an assistant or a password manager can.
  await page.getByLabel('E-mail').fill('early@example.com');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
