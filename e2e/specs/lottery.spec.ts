import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// The digital lottery (issue 17): an admin with content_moderation creates and publishes a draw on
// /admin/lottery; a test hook moves its window so the open job runs now; a visitor is asked to sign
// in; two members enter (a second click is refused); the hook closes it and the close job draws; the
// draw's page checks the proof in the browser and says Verified; the winner sees a code; the admin
// redeems it on /lottery-redeem, and a second redemption (another tab) is refused.
// E2E_SHOTS=<dir> also writes screenshots of every page (390 / desktop, light / dark).

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

type Session = Awaited<ReturnType<typeof memberViaApi>>;

async function signedIn(browser: Browser, session: Session | null, opts: { width?: number; dark?: boolean } = {}) {
  const width = opts.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  if (session) await signInContext(context, session);
  else
    await context.addInitScript(() =>
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
      ),
    );
  return { context, page: await context.newPage() };
}

async function movePhase(request: APIRequestContext, id: string, phase: 'open' | 'close') {
  const res = await request.post(`/api/v1/test-hooks/lottery/draws/${id}/phase`, { data: { phase } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a draw from open to a verified result: members enter once, the winner gets a code, an admin redeems it once', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Velvet weekend ${Date.now().toString(36)}`;
  const admin = await ensureFirstAdmin(request);
  // Made together: each sign-up waits mostly on its password hash.
  const [ruby, jade] = await Promise.all([
    memberViaApi(request, newMember(), 'Ruby Lane'),
    memberViaApi(request, newMember(), 'Jade Moss'),
  ]);

  // Staff: a new draw (bad input refused under its field), saved as a draft, then published.
  const staff = await signedIn(browser, admin.session);
  await staff.page.goto('/admin/lottery');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Manage draws' })).toBeVisible();
  await staff.page.getByTestId('new-draw').click();
  const form = staff.page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Prize').fill('Two VIP passes to the Velvet Awards');
  await form.getByLabel('Number of winners').fill('0');
  await form.getByTestId('save-draw').click();
  await expect(form.getByText('Between 1 and 100 winners.')).toBeVisible();
  await form.getByLabel('Number of winners').fill('1');
  await shot(staff.page, 'draw-form-desktop-light');
  await form.getByTestId('save-draw').click();
  await expect(form).toBeHidden();
  const row = staff.page.getByTestId('staff-draw').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await row.getByTestId('publish-draw').click();
  await expect(row).toContainText('Opens soon');

  // The draw's id, from the public list (a published draw is listed for everyone).
  const list = (await (await request.get('/api/v1/lottery/draws')).json()) as { current: { id: string; title: string }[] };
  const drawId = list.current.find((d) => d.title === title)?.id ?? '';
  expect(drawId).toMatch(/^[0-9a-f-]{36}$/);

  // The window opens now (test hook); the open job commits to the seed.
  await movePhase(request, drawId, 'open');
  const visitor = await signedIn(browser, null);
  await expect(async () => {
    await visitor.page.goto(`/digital-lottery/${drawId}`);
    await expect(visitor.page.getByTestId('draw-status')).toHaveText('Open for entries', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  const commitment = (await visitor.page.getByTestId('commitment').textContent()) ?? '';
  await expect(visitor.page.getByTestId('sign-in-to-enter')).toHaveText('Sign in to enter');
  await expect(visitor.page.getByTestId('no-purchase')).toContainText('No purchase is necessary');
  await shot(visitor.page, 'draw-open-visitor-desktop-light');

  // Two members enter; a second entry is refused.
  const r = await signedIn(browser, ruby);
  const j = await signedIn(browser, jade);
  for (const m of [r, j]) {
    await m.page.goto('/digital-lottery');
    await m.page.getByTestId('draw-card').filter({ hasText: title }).click();
    await expect(m.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await m.page.getByTestId('enter-draw').click();
    await expect(m.page.getByTestId('my-entry')).toContainText('You are in this draw');
  }
  // The first member's page counts the second entry on its next read.
  await r.page.reload();
  await expect(r.page.getByTestId('entries-count')).toContainText('2 entries');
  await shot(r.page, 'draw-entered-desktop-light');
  const again = await request.post(`/api/v1/lottery/draws/${drawId}/entries`, {
    headers: { authorization: `Bearer ${ruby.access_token}` },
  });
  expect(again.status()).toBe(409);

  // Entry closes now (test hook); the close job reveals the seed and draws; the page checks it itself.
  await movePhase(request, drawId, 'close');
  await expect(async () => {
    await r.page.reload();
    await expect(r.page.getByTestId('draw-status')).toHaveText('Drawn', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(r.page.getByTestId('verify-result')).toHaveText('Verified', { timeout: 15_000 });
  await expect(r.page.getByTestId('commitment')).toHaveText(commitment);
  await expect(r.page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(r.page.getByTestId('entries').getByRole('listitem')).toHaveCount(2);

  // Who won: the member whose own view carries a code.
  let winner = r;
  let loser = j;
  if (!(await r.page.getByTestId('redemption-code').isVisible())) {
    winner = j;
    loser = r;
    await j.page.reload();
  }
  await expect(winner.page.getByTestId('my-entry')).toContainText('You won!');
  const code = ((await winner.page.getByTestId('redemption-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await expect(winner.page.getByTestId('winners')).toContainText('You');
  await expect(winner.page.getByTestId('verify-result')).toHaveText('Verified');
  await shot(winner.page, 'draw-won-desktop-light');
  await loser.page.reload();
  await expect(loser.page.getByTestId('my-entry')).toContainText('Not a winner this time');
  await expect(loser.page.getByTestId('redemption-code')).toHaveCount(0);

  // Redemption: two staff tabs look the code up; the first marks it redeemed, the second is refused.
  const second = await staff.context.newPage();
  for (const p of [staff.page, second]) {
    await p.goto('/lottery-redeem');
    await p.getByTestId('redeem-code-input').fill(code.toLowerCase().replaceAll('-', ' '));
    await p.getByTestId('lookup-code').click();
    await expect(p.getByTestId('redemption')).toContainText('Two VIP passes to the Velvet Awards');
  }
  await expect(staff.page.getByTestId('redemption-winner')).toContainText(winner === r ? 'Ruby Lane' : 'Jade Moss');
  await shot(staff.page, 'redeem-found-desktop-light');
  await staff.page.getByTestId('redeem-prize').click();
  await expect(staff.page.getByTestId('redemption-state')).toContainText('Redeemed');
  await second.getByTestId('redeem-prize').click();
  await expect(second.getByText(/This prize was already redeemed on .+ by E2E Admin\./)).toBeVisible();
  await expect(second.getByTestId('redemption-state')).toContainText('Redeemed');
  await shot(second, 'redeem-refused-desktop-light');

  // The winner's page says it was handed over.
  await winner.page.reload();
  await expect(winner.page.getByTestId('redeemed')).toBeVisible();

  for (const c of [staff, visitor, r, j]) await c.context.close();

  if (shots) {
    for (const dark of [false, true]) {
      for (const width of [390, 1280]) {
        const tag = `${width}-${dark ? 'dark' : 'light'}`;
        const v = await signedIn(browser, null, { width, dark });
        await v.page.goto('/digital-lottery');
        await expect(v.page.getByTestId('draw-card').first()).toBeVisible();
        await shot(v.page, `lottery-${tag}`);
        await v.page.goto(`/digital-lottery/${drawId}`);
        await expect(v.page.getByTestId('verify-result')).toHaveText('Verified');
        await shot(v.page, `draw-visitor-${tag}`);
        await v.context.close();
        const w = await signedIn(browser, winner === r ? ruby : jade, { width, dark });
        await w.page.goto(`/digital-lottery/${drawId}`);
        await expect(w.page.getByTestId('redemption-code')).toBeVisible();
        await shot(w.page, `draw-winner-${tag}`);
        await w.context.close();
        const s = await signedIn(browser, admin.session, { width, dark });
        await s.page.goto('/admin/lottery');
        await expect(s.page.getByTestId('staff-draw').first()).toBeVisible();
        await shot(s.page, `manage-${tag}`);
        await s.page.goto('/lottery-redeem');
        await s.page.getByTestId('redeem-code-input').fill(code);
        await s.page.getByTestId('lookup-code').click();
        await expect(s.page.getByTestId('redemption-state')).toBeVisible();
        await shot(s.page, `redeem-${tag}`);
        await s.context.close();
      }
    }
  }
});

test('while a draw is open the sidebar and the dashboard lead to it; once it closes they do not (issue 31)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Open house ${Date.now().toString(36)}`;
  const admin = await ensureFirstAdmin(request);
  const headers = { authorization: `Bearer ${admin.session.access_token}` };
  const opens = new Date(Date.now() + 3_600_000);
  const created = await request.post('/api/v1/admin/lottery/draws', {
    headers,
    data: {
      title,
      prize: 'A year of Pro',
      winners_count: 1,
      rules: 'One entry per member.',
      opens_at: opens.toISOString(),
      closes_at: new Date(opens.getTime() + 86_400_000).toISOString(),
      eligibility: 'members',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const drawId = ((await created.json()) as { id: string }).id;
  const published = await request.post(`/api/v1/admin/lottery/draws/${drawId}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);

  const ruby = await memberViaApi(request, newMember(), 'Ruby Lane');
  const { context, page } = await signedIn(browser, ruby);
  const card = page.getByTestId('open-draw-card');
  const sidebarLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lottery' });
  const otherOpen = async () => {
    const list = (await (await request.get('/api/v1/lottery/draws')).json()) as { current: { id: string; status: string }[] };
    return list.current.some((d) => d.id !== drawId && d.status === 'open');
  };

  // Scheduled, not open yet: nothing points to it.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card.filter({ hasText: title })).toHaveCount(0);

  // Open: the dashboard's card and the sidebar's item lead to the draw.
  await movePhase(request, drawId, 'open');
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText(title, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(sidebarLink).toHaveAttribute('href', '/digital-lottery');
  await shoot(page, 'dashboard-open-draw');
  if (!(await otherOpen())) {
    await card.getByRole('link', { name: 'Enter the draw' }).click();
    await expect(page).toHaveURL(new RegExp(`/digital-lottery/${drawId}$`));
    await expect(page.getByTestId('draw-status')).toHaveText('Open for entries');
  }

  // Closed and drawn: gone from both.
  await movePhase(request, drawId, 'close');
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(card.filter({ hasText: title })).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // With no other spec's draw open, nothing at all points to a draw: read on a page loaded after that
  // was checked (a page loaded earlier may show another draw that has closed since).
  await expect(async () => {
    if (await otherOpen()) return;
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(card).toHaveCount(0, { timeout: 3_000 });
    await expect(sidebarLink).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await context.close();
});
