import { expect, type Page, test } from '@playwright/test';
import { newMember } from './helpers';
import { memberViaApi } from './staff-helpers';

// The pages visitors land on load no zod (docs/ARCHITECTURE.md "Contract and the browser's first
// page"): on a slow machine evaluating zod and the contract's schemas was a large part of each page's
// Total Blocking Time. They read the contract's words, limits and helpers from its zod-free `*-text.ts`
// modules, and a form validates with its schema loaded on the first validation (lib/lazy-resolver.ts).
// A page fails here when a script it fetched before any interaction is zod (or the zod resolver): told
// by its content, not its hashed name. A listing and an event are opened by an id nobody has: the page's
// own code loads all the same (it then says the listing or event is not found).

/** zod's class names (`$ZodType`, `$ZodError`), which its chunk and the zod resolver's carry as strings. */
const ZOD = /\$?Zod(?:Type|Error)\b/;
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Every script the page fetched until it had hydrated and the network was quiet, by path, with its text. */
async function scriptsOf(page: Page, path: string) {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.ok()) bodies.set(new URL(r.url()).pathname, r.body());
  });
  await page.goto(path);
  // The page's scripts load after its first paint; main.tsx clears the early clicks when it takes over.
  await page.waitForFunction(() => 'mbEarlyClicks' in window && (window as { mbEarlyClicks?: unknown }).mbEarlyClicks === undefined);
  await page.waitForLoadState('networkidle');
  const scripts = new Map<string, string>();
  for (const [p, body] of bodies) scripts.set(p, (await body).toString('utf8'));
  return scripts;
}

async function expectNoZod(page: Page, path: string, pageChunk: string) {
  const scripts = await scriptsOf(page, path);
  // The page's own chunk was fetched: its imports were counted.
  expect([...scripts.keys()].filter((p) => p.startsWith(`/assets/${pageChunk}-`))).toHaveLength(1);
  const zod = [...scripts].filter(([, text]) => ZOD.test(text)).map(([p]) => p);
  expect(zod, `${path} fetched zod`).toEqual([]);
}

const PAGES: [path: string, pageChunk: string][] = [
  ['/', 'home-page'],
  ['/pricing', 'pricing-page'],
  ['/auth', 'auth-page'],
  ['/business-directory', 'directory-page'],
  [`/business/${NOBODY}`, 'listing-page'],
  [`/events/${NOBODY}`, 'event-page'],
];

for (const [path, pageChunk] of PAGES) {
  test(`a visitor opening ${path} loads no zod`, async ({ page }) => {
    await expectNoZod(page, path, pageChunk);
  });
}

test("a visitor opening a creator's profile loads no zod", async ({ page, request }) => {
  const owner = await memberViaApi(request, newMember(), 'Zoe Zodless');
  const me = await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${owner.access_token}` } });
  const { username } = (await me.json()) as { username: string };
  await expectNoZod(page, `/${username}`, 'public-profile-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoe Zodless' })).toBeVisible();
});
