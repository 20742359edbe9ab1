import { test as base, expect, type Page } from '@playwright/test';
import { newMember, signUpMember, signUpNewcomer } from './helpers';
import { ensureFirstAdmin, signInContext, startIsolatedServer } from './staff-helpers';

// Issue 36: no user-facing text left out of the translation layer. In the pseudo-language
// (`?lang=pseudo`) every translated text comes bracketed (⟦Åççéñtéd⟧), so a visible text without the
// brackets is text a component wrote in English, or a server answer that skipped the catalogues. This
// walks the pages visitors and members of each kind land on, as `scripts/i18n-hardcoded.mjs` reads the
// source, and lists every such text by page.

// On the shared test server other specs' members, listings and draws show in these pages' lists, so the
// walks run on a server of their own, one per worker (from scripts/e2e.mjs's migrated template: about a
// second), where what the pages list is only what these walks made.
const test = base.extend<object, { ownServer: string }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = await startIsolatedServer(Number(process.env.E2E_PORT ?? 3900) + 1100 + workerInfo.workerIndex);
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer),
});

/**
 * Text that is not the interface's: the language names (each in its own language), the product's and its
 * apps' names, other companies' brands, place names, links, domains and numbers (code samples are skipped). Dates, weekdays and country
 * names come from Intl, in English for the pseudo-language: the page's own Intl lists them (below).
 */
const NOT_INTERFACE = [
  /^(English|Español|Deutsch|Français|Português \(Brasil\))$/,
  /^ModelBase( Pro)?$/,
  /^MB (Bookings|Visio|Trophy|Events|Licensing)$/,
  /^(Instagram|X \(Twitter\)|Facebook|LinkedIn|TikTok|YouTube|OnlyFans|Fansly|Telegram)$/,
  /, (United States|Canada)$/,
  /^https?:\/\//,
  /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}$/,
  /^[$€£]?[\d.,\s%+-]+(K|M)?$/,
  /^@[\w.-]+$/,
  /^[\w.+-]+@[\w.-]+$/,
];

/**
 * Content, not interface: what members, staff and apps write (blog posts, job postings, directory
 * listings, lottery prizes, the App Store's listings)
 * is shown as written. Read from the API as the page reads it.
 */
async function contentTexts(page: Page, token?: string): Promise<string[]> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const leaves = (v: unknown): string[] =>
    typeof v === 'string' ? [v.trim()] : v && typeof v === 'object' ? Object.values(v).flatMap(leaves) : [];
  const answers = await Promise.all(
    ['/api/v1/blog', '/api/v1/careers', '/api/v1/directory', '/api/v1/lottery/draws', ...(token ? ['/api/v1/app-store/apps'] : [])].map(
      async (path) => {
        const res = await page.request.get(path, { headers });
        return res.ok() ? leaves(await res.json()) : [];
      },
    ),
  );
  return answers.flat().filter((s) => /[A-Za-z]{2}/.test(s));
}

/** The visible texts of the page (text nodes, placeholders and accessible names) that carry no pseudo bracket. */
async function untranslated(page: Page, own: readonly string[]): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script,style,noscript,svg,code,pre,kbd,[aria-hidden="true"],[translate="no"]')) continue;
      if (!visible(parent)) continue;
      out.add((n.textContent ?? '').trim());
    }
    for (const el of document.querySelectorAll('[placeholder],[aria-label],[title]')) {
      if (!visible(el) || el.closest('[translate="no"]')) continue;
      for (const a of ['placeholder', 'aria-label', 'title']) {
        const v = el.getAttribute(a);
        if (v) out.add(v.trim());
      }
    }
    // What Intl writes in English for the pseudo-language: country names, weekdays and months.
    const intl = new Set<string>();
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a < 91; a++)
      for (let b = 65; b < 91; b++) {
        const code = String.fromCharCode(a, b);
        const name = regions.of(code);
        if (name && name !== code) intl.add(name);
      }
    for (let d = 0; d < 7; d++)
      for (const weekday of ['long', 'short'] as const)
        intl.add(new Intl.DateTimeFormat('en', { weekday, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + d)));
    const dated = (s: string) => /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b|\b\d{1,2}:\d{2}\s?(AM|PM)\b/.test(s);
    return [...out].filter((s) => !intl.has(s) && !dated(s));
  });
  return found.filter(
    (s) =>
      /[A-Za-z]{2}/.test(s) &&
      !/[⟦⟧]/.test(s) &&
      !own.some((o) => s === o || (o.length > 3 && (s.includes(o) || o.includes(s)))) &&
      !NOT_INTERFACE.some((r) => r.test(s)),
  );
}

/** Opens `path` in the pseudo-language and waits until nothing on it is loading. */
async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=pseudo`);
  // A visitor's page arrives rendered by the server in English; the app renders it afresh in the
  // pseudo-language and drops the mark (main.tsx). Until then the English page is on screen.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page's untranslated texts once it has settled: two reads in a row list the same (late reads add text). */
async function settledUntranslated(page: Page, own: readonly string[]): Promise<string[]> {
  let last: string[] | undefined;
  await expect
    .poll(
      async () => {
        const now = await untranslated(page, own);
        const same = JSON.stringify(now) === JSON.stringify(last);
        last = now;
        return same;
      },
      { intervals: [300, 600, 1000] },
    )
    .toBe(true);
  return last ?? [];
}

async function walk(
  page: Page,
  paths: readonly string[],
  own: readonly string[],
  pending: Record<string, string> = {},
  ready: Record<string, (page: Page) => Promise<void>> = {},
) {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await open(page, path);
    await ready[path]?.(page);
    const left = await settledUntranslated(page, own);
    if (left.length) report[path] = left;
  }
  for (const [path, why] of Object.entries(pending)) {
    expect(report[path]?.length, `${path} (${why}) is listed as pending but shows no English now: take it off the list`).toBeGreaterThan(0);
    delete report[path];
  }
  expect(report, 'text shown outside the translation layer, by page').toEqual({});
}

test('a visitor meets no untranslated text on the public pages', async ({ page }) => {
  test.slow(); // a walk over many pages
  const content = await contentTexts(page);
  await walk(
    page,
    [
      '/',
      '/features',
      '/pricing',
      '/studios',
      '/about',
      '/careers',
      '/contact',
      '/blog',
      '/auth',
      '/signup',
      '/business-directory',
      '/digital-lottery',
      '/apps/mb-trophy/awards',
      '/unsubscribe',
      '/casting-alerts/unsubscribe',
      '/no-such-page-here',
    ],
    content,
  );
});

test('a creator meets no untranslated text on their pages', async ({ page }) => {
  test.slow(); // a walk over many pages
  const m = newMember();
  const { username, session } = await signUpMember(page, m, 'creator', { displayName: 'Pseudo Creator', path: null });
  const content = await contentTexts(page, session.access_token);
  await walk(
    page,
    [
      '/dashboard',
      '/analytics',
      '/profile',
      '/profile/edit',
      '/settings',
      '/settings?tab=notifications',
      '/settings?tab=privacy',
      '/my-portfolio',
      '/my-network',
      '/models',
      '/messages',
      '/casting',
      '/activity-feed',
      '/events',
      '/subscription-management',
      '/app-store',
      '/apps/mb-bookings/my',
      '/apps/mb-licensing/offers',
      '/apps/mb-trophy/nominations',
      '/cloudflare-test',
    ],
    ['Pseudo Creator', username, m.email, ...content],
    {},
    // The connection check's verdicts arrive as its checks finish: read them once none is running.
    {
      '/cloudflare-test': async (p) => {
        await expect(p.getByTestId('check-reason').first()).toBeVisible();
        await expect(p.locator('main .animate-spin')).toHaveCount(0, { timeout: 30_000 });
      },
    },
  );
});

test('a studio meets no untranslated text on its pages', async ({ page }) => {
  test.slow(); // a walk over many pages
  const m = newMember();
  const { username, session } = await signUpMember(page, m, 'studio', { displayName: 'Pseudo Studio', path: null });
  const content = await contentTexts(page, session.access_token);
  const business = 'E2E Business'; // the business name completeOnboardingViaApi registers
  await walk(
    page,
    ['/dashboard', '/studio-dashboard', '/business-profile', '/business-management', '/casting', '/business-pricing'],
    ['Pseudo Studio', business, username, m.email, ...content],
  );
});

test('an enterprise meets no untranslated text on its pages', async ({ page }) => {
  test.slow(); // a walk over many pages
  const m = newMember();
  const { username, session } = await signUpMember(page, m, 'enterprise', { displayName: 'Pseudo Group', path: null });
  const content = await contentTexts(page, session.access_token);
  await walk(
    page,
    [
      '/dashboard',
      '/enterprise-dashboard',
      '/enterprise-profile',
      '/enterprise-profile?tab=sub-users',
      '/enterprise-profile?tab=studios',
      '/enterprise/developer-settings',
      '/compliance',
    ],
    ['Pseudo Group', 'E2E Business', username, m.email, ...content],
  );
});

test('an administrator meets no untranslated text on the staff pages', async ({ page, context }) => {
  test.slow(); // a walk over many pages
  const admin = await ensureFirstAdmin(page.request);
  await signInContext(context, admin.session);
  const content = await contentTexts(page, admin.session.access_token);
  await walk(
    page,
    [
      '/moderation',
      '/admin',
      '/admin/platforms',
      '/admin/system',
      '/admin/billing',
      '/accounts-management',
      '/admin/lottery',
      '/admin/media-safety',
      '/admin/records',
      '/admin/blog',
      '/admin/blog/new',
      '/admin/careers',
    ],
    // Staff screens list members and their content as written: the other walks' members on this server, by name.
    ['E2E Admin', 'Pseudo Creator', 'Pseudo Studio', 'Pseudo Group', admin.email, ...content],
    {},
    // The dashboard's sections load one by one: read it once the audit log shows the admin's own grant
    // (its action and resource named in the language, with a link to the member).
    { '/admin': (p) => expect(p.locator('a[href^="/accounts-management?member="]').first()).toBeVisible() },
  );
});

/** A text as the pseudo-language writes it (apps/web lib/i18n `pseudo`), to find buttons and fields by name. */
const PSEUDO_CHARS: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Û',
  c: 'ç',
  n: 'ñ',
};
const ps = (text: string) => `⟦${text.replace(/[aeiouAEIOUcn]/g, (ch) => PSEUDO_CHARS[ch] ?? ch)}⟧`;

test('a newcomer meets no untranslated text in the onboarding wizard, step by step (a creator, a business)', async ({ page }) => {
  test.slow(); // two wizards
  const report: Record<string, string[]> = {};
  for (const type of ['creator', 'business'] as const) {
    const m = newMember();
    await signUpNewcomer(page, m, type, null);
    const username = `pseudo_${type}_${Date.now().toString(36)}`;
    const own = [username, m.email, 'Pseudo Wizard'];
    const read = async (step: string) => {
      const left = await settledUntranslated(page, own);
      if (left.length) report[`${type}, ${step}`] = left;
    };
    const button = (name: string) => page.getByRole('dialog').getByRole('button', { name: ps(name) });
    await open(page, '/dashboard');
    await expect(page.getByTestId('onboarding-step-label')).toBeVisible();
    await read('welcome');
    await button('Get Started').click();
    await expect(page.getByTestId('avatar-file')).toBeAttached();
    await read('avatar');
    await button('Skip Avatar').click();
    await page.getByRole('dialog').getByLabel(ps('Username')).fill(username);
    await read('profile');
    await button('Continue').click();
    await expect(button('Skip Verification for Now')).toBeVisible();
    await read('identity verification');
    await button('Skip Verification for Now').click();
    if (type === 'business') {
      // The registration form, its errors, then the domain step.
      await button('Register Business').click();
      await expect(page.getByRole('dialog').getByText(ps('Business name is required'))).toBeVisible();
      await read('business registration, with its errors');
      await page.getByRole('dialog').getByLabel(ps('Business name')).fill('Pseudo Wizard');
      await button('Agency').click();
      await button('Register Business').click();
      await expect(button('Skip Domain Verification')).toBeVisible();
      await read('domain verification');
      await button('Skip Domain Verification').click();
    }
    await expect(page.getByTestId('skipped-reminder')).toBeVisible();
    await read('all set');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
  expect(report, 'text shown outside the translation layer, by wizard step').toEqual({});
});
