import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpInBrowser, signUpNewcomer } from './helpers';
import { completeOnboardingViaApi, newUsername } from './onboarding-helpers';

const MSG = {
  tooLarge: 'File size too large. Maximum 5MB allowed.',
  badType: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed.',
  sizeToast: 'File too large. Please use an image under 5MB.',
  exists: 'File already exists. Please try again.',
  storage: 'Storage error occurred. Please try again.',
  permission: 'Permission denied. Please sign out and sign back in, then try again.',
  failed: 'Upload failed. Please try again.',
};

// A 1x1 PNG: a real image the server accepts and re-encodes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const dialog = (page: Page) => page.getByRole('dialog');
const stepLabel = (page: Page) => page.getByTestId('onboarding-step-label');
const title = (page: Page, name: string | RegExp) => dialog(page).getByRole('heading', { name });

async function chooseAvatar(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('avatar-file').setInputFiles(file);
}

/** A second member who owns a username, so the taken-username message can be seen. */
async function memberWithUsername(page: Page, username: string) {
  const m = newMember();
  const res = await page.request.post('/api/v1/auth/signup', { data: { ...m, profile_type: 'creator' } });
  const { access_token } = await res.json();
  const patch = await page.request.patch('/api/v1/profiles/me', {
    data: { username },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(patch.ok()).toBe(true);
}

test('a creator uploads bad and good avatars, meets the username rules, resumes after a reload, skips verification and lands on the dashboard', async ({
  page,
  browser,
}) => {
  const taken = newUsername('taken');
  await memberWithUsername(page, taken);
  await signUpNewcomer(page, newMember());

  await expect(title(page, 'Welcome to ModelBase')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 1 of 6');
  // The dialog cannot be dismissed.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();

  await expect(title(page, 'Choose your avatar')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 2 of 6');
  await expect(dialog(page).getByText('JPG, PNG or WebP, up to 5 MB')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const error = page.getByTestId('avatar-error');

  // Checked before upload: size and type.
  await chooseAvatar(page, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(error).toHaveText(MSG.tooLarge);
  await chooseAvatar(page, { name: 'anim.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(error).toHaveText(MSG.badType);
  // Checked by the server on the bytes: text dressed up as a PNG.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/profiles/me/avatar') && r.status() === 415);
  await chooseAvatar(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await refused;
  await expect(error).toHaveText(MSG.badType);

  // Every other §8 upload failure, as the server or network would answer it.
  const failures: [number | 'abort', string][] = [
    [413, MSG.sizeToast],
    [409, MSG.exists],
    [503, MSG.storage],
    [403, MSG.permission],
    ['abort', MSG.failed],
  ];
  for (const [answer, message] of failures) {
    await page.route('**/api/v1/profiles/me/avatar', (route) =>
      answer === 'abort'
        ? route.abort()
        : route.fulfill({ status: answer, contentType: 'application/json', body: JSON.stringify({ error: { code: 'x', message: 'x' } }) }),
    );
    await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(error).toHaveText(message);
    await page.unroute('**/api/v1/profiles/me/avatar');
  }

  await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog(page).getByText('Pending Moderation')).toBeVisible();
  await expect(error).toBeHidden();
  // A first avatar: there is no previous one for others to see.
  await expect(dialog(page).getByText('Until then others see the default avatar.')).toBeVisible();
  await expect(dialog(page).getByText('previous one')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(title(page, 'Your profile')).toBeVisible();
  // Reload mid-way: the wizard resumes at the saved step (spec §4: still needed, no username yet).
  await page.reload();
  await expect(title(page, 'Your profile')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 3 of 6');
  await expect(dialog(page).getByRole('button', { name: 'Skip onboarding' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page).getByText('Please enter a username to continue.')).toBeVisible();
  await expect(page.getByText('Username Required')).toBeVisible();
  await page.getByLabel('Username').fill(taken.toUpperCase());
  await page.getByLabel('Display name (stage name)').fill('Scarlett Vale');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page).getByText('This username is already taken. Please choose another.')).toBeVisible();
  await expect(page.getByText('Username Taken')).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('Display name (stage name)')).toHaveValue('Scarlett Vale');
  const username = newUsername('scarlett');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Bio').fill('Editorial and fetish model.');
  await page.getByRole('button', { name: 'Gay', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(title(page, 'Verify your identity')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 4 of 6');
  // With a username and a type nothing required is left (spec §4): the rest may be skipped, and the
  // wizard stays open in this tab until it is finished or skipped.
  await expect(dialog(page).getByRole('button', { name: 'Skip onboarding' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();

  await expect(title(page, "You're all set")).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 6 of 6');
  await expect(page.getByTestId('skipped-reminder')).toContainText('you skipped identity verification');
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to ModelBase!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // Just joined: welcomed as new, not 'back' (also after a reload of the same tab).
  await expect(page.getByRole('heading', { name: 'Welcome to ModelBase, Scarlett Vale' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to ModelBase, Scarlett Vale' })).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  // The owner finds it at /model/{username}, with the pending avatar blurred.
  await page.goto(`/model/${username}`);
  await expect(page.getByRole('heading', { name: 'Scarlett Vale' })).toBeVisible();
  await expect(page.getByText('Pending Moderation')).toBeVisible();
  await expect(page.getByText('Editorial and fetish model.')).toBeVisible();

  // A visitor finds it at /{username}, with the default avatar while the upload awaits moderation.
  const visitor = await browser.newPage();
  await visitor.goto(`/${username}`);
  await expect(visitor.getByRole('heading', { name: 'Scarlett Vale' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: "Scarlett Vale's avatar" })).toHaveAttribute('src', '/default-avatar.svg');
  await expect(visitor.getByText('Pending Moderation')).toBeHidden();
  await visitor.close();
});

test('a creator skips the avatar, sees the verification status on the way back, and completes', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  await expect(title(page, 'Your profile')).toBeVisible();
  // Back and forward keep the place.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(title(page, 'Choose your avatar')).toBeVisible();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  const username = newUsername('skipper');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();
  await expect(title(page, "You're all set")).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  await expect(title(page, 'Verification status')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 5 of 6');
  await expect(page.getByTestId('verification-status')).toContainText('Not verified yet');
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to ModelBase!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome to ModelBase, @${username}` })).toBeVisible();
});

test('a business walks all 8 steps: two phases, registration, skip domain, complete', async ({ page, browser }) => {
  await signUpInBrowser(page, newMember(), 'Business');
  await expect(stepLabel(page)).toHaveText('Step 1 of 8');
  await expect(page.getByTestId('two-phase')).toContainText('Personal profile and identity verification');
  await expect(page.getByTestId('two-phase')).toContainText('Business registration and domain verification');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  const username = newUsername('velvet');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Display name').fill('Velvet Films');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip Verification for Now' }).click();

  // The registration form (business.spec.ts covers autosave, the logo and review).
  await expect(title(page, 'Register your business')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 6 of 8');
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(dialog(page).getByText('Business name is required')).toBeVisible();
  await expect(dialog(page).getByText('At least one category is required')).toBeVisible();
  await page.getByLabel('Business name').fill('Velvet Films s.r.o.');
  await page.getByRole('button', { name: 'Agency', exact: true }).click();
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('Registration submitted')).toBeVisible();

  await expect(title(page, 'Verify your domain')).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 7 of 8');
  await page.getByRole('button', { name: 'Skip Domain Verification' }).click();

  await expect(title(page, "You're all set")).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 8 of 8');
  await expect(page.getByTestId('skipped-reminder')).toBeVisible();
  await page.getByRole('button', { name: 'Enter ModelBase' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to ModelBase!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to ModelBase, Velvet Films' })).toBeVisible();

  await page.goto(`/model/${username}`);
  await expect(page.getByRole('heading', { name: 'Velvet Films' })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`/${username}`);
  await expect(visitor.getByRole('heading', { name: 'Velvet Films' })).toBeVisible();
  await expect(visitor.getByText('Business', { exact: true })).toBeVisible();
  await expect(visitor.getByText('No content types listed')).toHaveCount(0);
  await visitor.close();
});

test('the account type can be changed at step 0, which changes the number of steps', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await expect(stepLabel(page)).toHaveText('Step 1 of 6');
  await page.getByRole('radio', { name: 'Studio', exact: true }).click();
  await expect(stepLabel(page)).toHaveText('Step 1 of 8');
  await expect(page.getByTestId('two-phase')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(stepLabel(page)).toHaveText('Step 2 of 8');
  await page.reload();
  await expect(stepLabel(page)).toHaveText('Step 2 of 8');
});

test('once nothing required is left, Skip onboarding ends it at the dashboard, and the complete-profile pages open (spec §4, issue 31)', async ({
  page,
}) => {
  await signUpInBrowser(page, newMember());
  await expect(dialog(page).getByRole('button', { name: 'Skip onboarding' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Skip Avatar' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Skip onboarding' })).toHaveCount(0);
  await page.getByLabel('Username').fill(newUsername('skipper'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(title(page, 'Verify your identity')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Welcome to ModelBase/ })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome to ModelBase/ })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // Skipping ended onboarding on the server: /network opens, no detour.
  await page.goto('/network');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Creators' })).toBeVisible();
  await expect(page).toHaveURL(/\/network$/);
});

test('signing out from inside the onboarding dialog works', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await dialog(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test('a member who finished onboarding is not shown the dialog again', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await completeOnboardingViaApi(page, { displayName: 'Done Already' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Done Already' })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test("a profile that cannot be loaded shows 'Profile Setup Issue'; starting again opens the wizard", async ({ page }) => {
  await page.route('**/api/v1/profiles/me', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' })
      : route.fallback(),
  );
  await signUpNewcomer(page, newMember());
  await expect(dialog(page).getByRole('heading', { name: 'Profile Setup Issue' })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await page.unroute('**/api/v1/profiles/me');
  // The server made the profile at first read: the wizard says so and starts.
  await page.route('**/api/v1/profiles/me', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), is_new: true } });
  });
  await dialog(page).getByRole('button', { name: 'Start Profile Setup' }).click();
  await expect(title(page, 'Welcome to ModelBase')).toBeVisible();
  await expect(page.getByText('Profile setup required. Starting onboarding...')).toBeVisible();
  // A profile read still in flight when the test ends must not fail it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the wizard works with the keyboard alone, and each new step takes focus to its title', async ({ page }) => {
  await signUpNewcomer(page, newMember());
  await expect(title(page, 'Welcome to ModelBase')).toBeVisible();
  const creator = page.getByRole('radio', { name: 'Creator / model' });
  await creator.focus();
  // Held like a real key press (Radix checks the radio that receives focus while an arrow key is down).
  const arrow = async (key: 'ArrowDown' | 'ArrowUp', expected: ReturnType<Page['getByRole']>) => {
    await page.keyboard.down(key);
    await expect(expected).toBeChecked();
    await page.keyboard.up(key);
  };
  await arrow('ArrowDown', page.getByRole('radio', { name: 'Business' }));
  await expect(stepLabel(page)).toHaveText('Step 1 of 8');
  await arrow('ArrowUp', creator);
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  for (let i = 0; i < 10 && !(await getStarted.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(title(page, 'Choose your avatar')).toBeFocused();

  const skip = page.getByRole('button', { name: 'Skip Avatar' });
  for (let i = 0; i < 10 && !(await skip.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(title(page, 'Your profile')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(newUsername('keys'));
  await page.keyboard.press('Enter');
  await expect(title(page, 'Verify your identity')).toBeFocused();
});
