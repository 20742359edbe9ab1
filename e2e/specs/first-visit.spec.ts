import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpInBrowser, signUpMember, signUpNewcomer } from './helpers';
import { newUsername } from './onboarding-helpers';
import { openProfileMenu, withCookieChoiceMade } from './shell-helpers';

// What a new member meets on a first visit, at the sizes people use (1280 desktop, 390 phone).

const PHONE = { width: 390, height: 844 };
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test('signed in, the home page offers the dashboard instead of Join now and Sign in', async ({ page }) => {
  await withCookieChoiceMade(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('link', { name: 'Join now' }).first()).toBeVisible();

  await signUpMember(page, newMember(), 'creator', { path: '/' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(2);
  await expect(main.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Go to dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`cookie banner at ${viewport.width} px: one red main action, and toasts stay clear of its buttons`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const accept = banner(page).getByRole('button', { name: 'Accept All' });
    const reject = banner(page).getByRole('button', { name: 'Reject All' });
    await expect(accept).toBeVisible();
    const background = (b: typeof accept) => b.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(reject)).not.toBe(await background(accept));

    // Signing out shows a toast while the banner is still up.
    await signUpMember(page, newMember());
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // sonner slides the toast in: measured once it is mounted and its transitions have finished.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
    // Measured in one go: the toast lasts a few seconds.
    const overlaps = await page.evaluate(() => {
      const toast = document.querySelector('[data-sonner-toast]')?.getBoundingClientRect();
      const buttons = [...document.querySelectorAll('section[aria-labelledby="cookie-banner-title"] button')];
      if (!toast || buttons.length === 0) return ['not laid out'];
      return buttons
        .filter((el) => {
          const b = el.getBoundingClientRect();
          return toast.x < b.right && b.x < toast.right && toast.y < b.bottom && b.y < toast.bottom;
        })
        .map((el) => el.textContent);
    });
    expect(overlaps).toEqual([]);
  });
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`onboarding at ${viewport.width}x${viewport.height}: title and progress stay in view, the page behind is clearly dimmed`, async ({
    page,
  }) => {
    await withCookieChoiceMade(page);
    await page.setViewportSize(viewport);
    await signUpNewcomer(page, newMember());
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Skip Avatar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Your profile' })).toBeVisible();

    // The tallest step: its body scrolls, its header does not.
    const body = page.getByTestId('onboarding-body');
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeInViewport();
    for (const part of [
      dialog.getByRole('heading', { name: 'Your profile' }),
      dialog.getByRole('progressbar'),
      page.getByTestId('onboarding-step-label'),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    // The dialog itself does not scroll (which is what took the header away).
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);

    // The backdrop: at least 60 % black over the page, and blurred.
    const overlay = await page.evaluate(() => {
      const el = [...document.querySelectorAll('[data-state="open"]')].find(
        (e) =>
          e.getAttribute('role') !== 'dialog' &&
          getComputedStyle(e).position === 'fixed' &&
          e.getBoundingClientRect().width === window.innerWidth,
      );
      if (!el) return null;
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, filter: s.backdropFilter };
    });
    expect(overlay).not.toBeNull();
    const alpha = Number(
      /\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/
        .exec(overlay?.background ?? '')
        ?.slice(1)
        .find(Boolean),
    );
    expect(alpha).toBeGreaterThanOrEqual(0.6);
    expect(overlay?.filter).toContain('blur');
  });
}

test('at 390 px the settings tabs all fit on screen, and every profile menu item has an icon', async ({ page }) => {
  await withCookieChoiceMade(page);
  await page.setViewportSize(PHONE);
  await signUpMember(page, newMember(), 'creator', { path: '/settings' });
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('tab', { name: 'Pro subscription' }).click();
  await expect(page).toHaveURL(/tab=pro-subscription/);

  await openProfileMenu(page);
  const items = page.getByRole('menu').locator('[role=menuitem], [role=menuitemradio]');
  expect(await items.count()).toBeGreaterThan(5);
  for (const item of await items.all()) {
    expect(await item.locator('svg').count(), `${await item.textContent()} has no icon`).toBeGreaterThan(0);
  }
});

test("a member who has just joined is welcomed as new; signing in again later says 'Welcome back'", async ({ page, browser }) => {
  await withCookieChoiceMade(page);
  const m = newMember();
  await signUpInBrowser(page, m);
  // Behind the onboarding dialog the dashboard already greets a newcomer.
  await expect(page.getByRole('heading', { name: /^Welcome back/, includeHidden: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  const username = newUsername('newcomer');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome to ModelBase, @${username}` })).toBeVisible();

  const later = await browser.newPage();
  await withCookieChoiceMade(later);
  await later.goto('/auth');
  await later.getByLabel('E-mail').fill(m.email);
  await later.getByLabel('Password').fill(m.password);
  await later.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(later.getByRole('heading', { name: `Welcome back, @${username}` })).toBeVisible();
  await later.close();
});

test('a plan chosen on /pricing carries through sign-up: account type preselected, onboarding ends on the plan', async ({ page }) => {
  await withCookieChoiceMade(page);
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start with Business Pro' }).click();
  await expect(page).toHaveURL(/\/signup\?type=business&plan=business-pro$/);
  // The Join form loads on demand: until it is there the pricing page's sections also answer to 'Business'.
  const join = page.getByRole('form', { name: 'Join' });
  await expect(join.getByLabel('Business')).toBeChecked();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await page.getByRole('link', { name: 'Go Pro' }).click();
  await expect(page).toHaveURL(/\/signup\?type=creator&plan=creator-pro&billing=yearly$/);
  await expect(join.getByLabel('Creator / model')).toBeChecked();
  const m = newMember();
  await page.getByLabel('E-mail').fill(m.email);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  await page.getByLabel('Username').fill(newUsername('pro'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=pro-subscription&plan=creator-pro&billing=yearly$/);
  await expect(page.getByTestId('chosen-plan')).toContainText('You chose Pro (yearly) before joining');
  await expect(page.getByText('Welcome to ModelBase!')).toBeVisible();
});
