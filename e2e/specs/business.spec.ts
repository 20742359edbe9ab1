import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember, signUpMember, signUpNewcomer } from './helpers';
import { call, newUsername } from './onboarding-helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, signInContext } from './staff-helpers';

// Business registration and the owner's listing in the browser (issue 9): the form at onboarding step 5
// with its autosave, the logo, submission for review, the moderator's approval and what the owner sees.

const dialog = (page: Page) => page.getByRole('dialog');
const stepTitle = (page: Page, name: string) => dialog(page).getByRole('heading', { name });
const saveStatus = (page: Page) => page.getByTestId('save-status');

const logo = async () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 180, g: 20, b: 40 } } })
    .png()
    .toBuffer();

/** The open business_listing item whose title names the business, paging through the queue as a moderator. */
async function findQueueItem(request: APIRequestContext, token: string, businessName: string) {
  let cursor = '';
  for (;;) {
    const res = await request.get(`/api/v1/moderation/queues/business_listing/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const page = (await res.json()) as { items: { id: string; title: string }[]; next_cursor: string | null };
    const hit = page.items.find((i) => i.title.includes(businessName));
    if (hit) return hit.id;
    expect(page.next_cursor, `no queue item for ${businessName}`).not.toBeNull();
    cursor = encodeURIComponent(page.next_cursor ?? '');
  }
}

/**
 * A business that has just joined and left onboarding at the registration step (5), made through the API
 * (the Join form and the wizard's first steps are onboarding.spec.ts's subject). With `open`, the tab shows
 * /dashboard with the wizard resumed at that step.
 */
async function toRegistrationStep(page: Page, open = true) {
  await signUpNewcomer(page, newMember(), 'business', null);
  const onboarding = (body: unknown) => call(page, 'POST', '/api/v1/profiles/me/onboarding', body);
  const username = newUsername('biz');
  await onboarding({ action: 'start', profile_type: 'business' });
  await call(page, 'PATCH', '/api/v1/profiles/me', { username });
  await onboarding({ action: 'step', step: 2 });
  await onboarding({ action: 'step', step: 3 });
  await onboarding({ action: 'skip_verification' });
  if (open) {
    await page.goto('/dashboard');
    await expect(stepTitle(page, 'Register your business')).toBeVisible();
  }
  return username;
}

test('a business registers: rules on change, autosave survives a reload, a failed save loses nothing, logo, submit, pending, approved by a moderator', async ({
  page,
  browser,
  request,
}) => {
  // One member's whole journey, a moderator included: longer than the default on a loaded machine.
  test.setTimeout(300_000);
  const admin = await ensureFirstAdmin(request);
  await toRegistrationStep(page);
  const name = `Velvet Lights ${Date.now().toString(36)}`;

  // Validated on change, with the contract's words.
  await page.getByLabel('Business name').fill('V');
  await expect(dialog(page).getByText('Business name is required')).toBeVisible();
  await page.getByLabel('Business name').fill(name);
  await expect(dialog(page).getByText('Business name is required')).toBeHidden();
  for (const c of ['Agency', 'Marketing & PR', 'Filming Locations & Equipment'])
    await page.getByRole('button', { name: c, exact: true }).click();
  await page.getByRole('button', { name: 'Other', exact: true }).click();
  await expect(dialog(page).getByText('Maximum 3 categories allowed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Other', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Agency', exact: true }).click();
  await page.getByLabel('Website').fill('velvet lights');
  await expect(dialog(page).getByText('Please enter a valid URL')).toBeVisible();
  await page.getByLabel('Website').fill('https://velvet-lights.example.com');
  await page.getByLabel('Description').fill('Lighting rigs and crews for studio shoots.');

  // Auto-saved about 2 s after the last change: the state says so.
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  await expect(saveStatus(page)).toContainText(/Saved at \d\d:\d\d/);

  // A reload brings the saved draft back.
  await page.reload();
  await expect(stepTitle(page, 'Register your business')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue(name);
  await expect(page.getByLabel('Description')).toHaveValue('Lighting rigs and crews for studio shoots.');
  await expect(page.getByRole('button', { name: 'Filming Locations & Equipment', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Draft loaded')).toBeVisible();

  // The server refuses the next save: the state says so, and a reload still has what was typed.
  await page.route('**/api/v1/business/me/draft', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' })
      : route.fallback(),
  );
  await page.getByLabel('Location').fill('Prague');
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'error');
  await expect(saveStatus(page)).toContainText('Save failed - Failed to save your draft. Please try again.');
  await page.unroute('**/api/v1/business/me/draft');
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Prague');
  // ...and it is saved again by itself.
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
  await page.getByRole('button', { name: 'Save Now' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();

  // The logo: preview, then stored.
  await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(page.getByTestId('logo-preview').getByRole('img')).toHaveAttribute('src', /\/storage\/business-logos\//);

  // Register Business: submitted for review (48 hours stated), then the domain step.
  await expect(dialog(page).getByText('within 48 hours')).toBeVisible();
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('Registration submitted')).toBeVisible();
  await expect(stepTitle(page, 'Verify your domain')).toBeVisible();
  await page.getByRole('button', { name: 'Skip Domain Verification' }).click();
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The business's own dashboard: its listing pending review, its own checklist.
  await expect(page.getByTestId('listing-status')).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('listing-status')).toContainText('within 48 hours');
  await expect(page.getByRole('list', { name: 'Business checklist' })).toBeVisible();
  await expect(page.getByText(/stage name|content types/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Business Hub' }).first().click();
  await expect(page).toHaveURL(/\/business-management$/);
  await expect(page.getByTestId('listing-status')).toContainText('Your listing is waiting for review');

  // The moderator approves it in /moderation.
  const staff = await browser.newContext();
  await signInContext(staff, admin.session);
  const mod = await staff.newPage();
  // The shared server's queue holds other specs' listings (oldest first): open this one by its id.
  const itemId = await findQueueItem(request, admin.session.access_token, name);
  await mod.goto(`/moderation?type=business_listing&item=${itemId}`);
  const item = mod.getByTestId('moderation-item');
  await expect(item.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(mod.getByText(/Approved/).first()).toBeVisible();
  await staff.close();

  // The owner's hub, never reloaded: approved and public, with the link to the listing.
  await expect(page.getByTestId('listing-status')).toHaveAttribute('data-state', 'approved');
  await expect(page.getByRole('link', { name: 'View public listing' }).first()).toHaveAttribute('href', /^\/business\/[0-9a-f-]{36}$/);

  // A visitor's listing page fetches the logo's narrow copy (shown at most 96 px wide), not the stored file.
  const visitor = await browser.newPage();
  await visitor.goto((await page.getByRole('link', { name: 'View public listing' }).first().getAttribute('href')) ?? '');
  const shownLogo = visitor.locator('article header img').first();
  // Loaded (naturalWidth is in CSS pixels: the 160 px copy at 96 px is 96), from the 160 px copy.
  await expect.poll(() => shownLogo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  expect(await shownLogo.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/storage\/business-logos\/.+\?w=160$/);
  await shoot(visitor, 'business-listing-public');
  await visitor.close();

  // An edit to the approved listing goes back to review; the approved version stays public.
  await page.goto('/business-profile');
  await page.getByRole('button', { name: 'Add service' }).click();
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('Service name is required')).toBeVisible();
  await page.getByRole('group', { name: 'Service 1' }).getByLabel('Name', { exact: true }).fill('Lighting crew');
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('Changes sent for review')).toBeVisible();
  await expect(page.getByTestId('listing-status')).toHaveAttribute('data-state', 'changes_pending');
  await expect(page.getByTestId('listing-status')).toContainText('Your approved listing stays public');
});

test('a business profile never says it lists no content types', async ({ page, browser }) => {
  const handle = await toRegistrationStep(page, false);
  const visitor = await browser.newPage();
  await visitor.goto(`/${handle}`);
  await expect(visitor.getByText('Business', { exact: true })).toBeVisible();
  await expect(visitor.getByText('No content types listed')).toHaveCount(0);
  await visitor.close();
});

// The registration step itself (with a saved draft) is scanned in profiles.spec.ts's axe test.
test('the Business Hub, listing editor and register page pass axe (WCAG 2.2 AA)', async ({ page }) => {
  // The shared sonner toaster is left out, as in profiles.spec.ts (its rich-colour text is not ours to restyle).
  const violations = async (p: Page, what: string) =>
    (
      await new AxeBuilder({ page: p })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .exclude('[data-sonner-toaster]')
        .setLegacyMode(true) // see helpers.ts seriousAxeViolations
        .options({ resultTypes: ['violations'] })
        .analyze()
    ).violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  // A registered business (onboarding finished through the API, registration submitted).
  await signUpMember(page, newMember(), 'business', { path: null });
  for (const [path, ready] of [
    ['/business-management', 'Directory listing'],
    ['/business-profile', 'Business hours'],
    ['/business/register', 'Business Profile Found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await violations(page, path)).toEqual([]);
  }
});
