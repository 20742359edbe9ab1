import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newMember, seriousAxeViolations } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// The public business directory (issue 9): a business registered and approved through the real flow
// (the business feature's submission and a moderator's approval publish the listing) is found by a
// visitor's search, opened, reviewed by a member, and answered once by its owner.

type Session = { access_token: string; user: { id: string } };

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return JSON.parse(text) as T;
}

/** A business member past onboarding whose registration a moderator approved: the listing is public. */
async function approvedBusiness(request: APIRequestContext, name: string): Promise<Session> {
  const m = newMember();
  const session = await ok<Session>(await request.post('/api/v1/auth/signup', { data: { ...m, profile_type: 'business' } }));
  const headers = { authorization: `Bearer ${session.access_token}` };
  const ob = async (data: unknown) => ok(await request.post('/api/v1/profiles/me/onboarding', { headers, data }));
  await ob({ action: 'start', profile_type: 'business' });
  const username = `e2e_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await ok(await request.patch('/api/v1/profiles/me', { headers, data: { username, display_name: name } }));
  await ob({ action: 'step', step: 2 });
  await ob({ action: 'step', step: 3 });
  await ob({ action: 'skip_verification' });
  const registration = {
    business_name: name,
    categories: ['production_post_production', 'marketing_pr'],
    description: 'Colour grading, editing and sound for independent creators.',
    location: 'Lisbon, Portugal',
    website: 'https://example.com',
  };
  await ok(await request.put('/api/v1/business/me/draft', { headers, data: registration }));
  await ob({ action: 'step', step: 6 });
  await ob({ action: 'step', step: 7 });
  await ob({ action: 'complete' });
  await ok(await request.post('/api/v1/business/me/submit', { headers, data: registration }));

  const admin = await ensureFirstAdmin(request);
  const staff = { authorization: `Bearer ${admin.session.access_token}` };
  const queue = await ok<{ items: { id: string; owner_id: string }[] }>(
    await request.get('/api/v1/moderation/queues/business_listing/items?limit=100', { headers: staff }),
  );
  const item = queue.items.find((i) => i.owner_id === session.user.id);
  expect(item, 'the submission is in the business_listing queue').toBeDefined();
  await ok(await request.post(`/api/v1/moderation/items/${item?.id}/approve`, { headers: staff }));
  return session;
}

test('a visitor finds an approved listing, a member reviews it and the owner replies once', async ({ page, browser, request }) => {
  const word = `Zephyr${randomBytes(3).toString('hex')}`;
  const name = `${word} Post Studio`;
  const owner = await approvedBusiness(request, name);

  // The visitor: searches with a typo in the name, finds the card, opens the listing.
  await withCookieChoiceMade(page);
  await page.goto('/business-directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Find businesses that serve the industry' })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(`${word.slice(0, -1)}x post`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Production & Post-Production');
  await expect(card).toContainText('Lisbon, Portugal');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A search nothing matches says so and offers to widen it.
  await page.getByLabel('Search', { exact: true }).fill(`${word} nonexistentword`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No listings match your search.' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await page.getByLabel('Search', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${owner.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
  await expect(page.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A member: leaves a review (the rating is required), sees it as theirs.
  const memberContext = await browser.newContext();
  const member = await memberViaApi(request, newMember(), 'Riley Reviewer');
  await signInContext(memberContext, member);
  const m = await memberContext.newPage();
  await m.goto(`/business/${owner.user.id}`);
  const form = m.getByRole('form', { name: `Review ${name}` });
  await form.getByLabel('Your review').fill('Fast turnaround and a great grade.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(m.getByText('Review posted')).toBeVisible();
  await expect(m.getByText('Your review', { exact: true })).toBeVisible();
  const reviews = m.getByRole('list').filter({ hasText: 'Riley Reviewer' });
  await expect(reviews).toContainText('Fast turnaround and a great grade.');
  await expect(m.getByRole('button', { name: 'Report' })).toHaveCount(0);

  // The owner: replies once; the Reply button is gone afterwards.
  const ownerContext = await browser.newContext();
  await signInContext(ownerContext, owner);
  const o = await ownerContext.newPage();
  await o.goto(`/business/${owner.user.id}`);
  await expect(o.getByText('This is your listing as visitors see it.')).toBeVisible();
  await o.getByRole('button', { name: 'Reply' }).click();
  await o.getByLabel('Your reply (you can reply once)').fill('Thank you, Riley!');
  await o.getByRole('button', { name: 'Post reply' }).click();
  await expect(o.getByText('Reply posted')).toBeVisible();
  await expect(o.getByText(`Reply from ${name}`)).toBeVisible();
  await expect(o.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Everyone sees the review, the reply and the rating.
  await page.reload();
  await expect(page.getByText('Thank you, Riley!')).toBeVisible();
  await expect(page.getByText('from 1 review')).toBeVisible();
  await Promise.all([memberContext.close(), ownerContext.close()]);
});

test('a listing opened directly arrives rendered with its contact details, and hydrates without a mismatch', async ({ page, request }) => {
  const name = `Quill${randomBytes(3).toString('hex')} Studio`;
  const owner = await approvedBusiness(request, name);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const html = await (await request.get(`/business/${owner.user.id}`)).text();
  // The server's page already links the website (the browser's first render must give the same markup).
  expect(html).toContain('href="https://example.com/"');
  await withCookieChoiceMade(page);
  await page.goto(`/business/${owner.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'example.com' })).toBeVisible();
  // Hydrated: the answers that came with the page are taken, and React owns the heading.
  await expect(page.locator('#mb-query-state')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  expect(errors.filter((e) => /Minified React error #(418|419|423|425)|hydrat/i.test(e))).toEqual([]);
});

test('the directory arrives rendered with its listings, and a search typed and sent before the scripts ran is kept and sent', async ({
  page,
  request,
}) => {
  const word = `Vesper${randomBytes(3).toString('hex')}`;
  const name = `${word} Lighting`;
  await approvedBusiness(request, name);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The server's page holds the listings' first page (cards) and the answers it was rendered from.
  const html = await (await request.get('/business-directory')).text();
  expect(html).toContain('<article');
  expect(html).toContain('id="mb-query-state"');
  await withCookieChoiceMade(page);
  // The scripts wait until the search is typed and sent: the page is the server's HTML alone until then.
  let release = () => {};
  const sent = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await sent;
    await route.continue();
  });
  await page.goto('/business-directory', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  release();
  // Hydrated, the page sends the search it missed, with the words typed.
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await expect(page.locator('#mb-query-state')).toHaveCount(0);
  expect(errors.filter((e) => /Minified React error #(418|419|423|425)|hydrat/i.test(e))).toEqual([]);
});
