import { expect, type Page, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';

/** Resolves once a realtime socket the page opens from now on has subscribed to a topic. */
const nextSubscription = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"type":"subscribed"')) resolve();
      }),
    );
  });

test('a profile saved in one tab shows in the member’s other tab without a reload (profile.updated)', async ({ page }) => {
  const live = nextSubscription(page);
  await signUpMember(page, newMember(), 'creator', { displayName: 'Raven Noir' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Raven Noir' })).toBeVisible();
  await live;

  const other = await page.context().newPage();
  await other.goto('/profile/edit');
  await other.getByLabel('Display name (stage name)').fill('Raven Black');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByLabel('Display name (stage name)')).toHaveValue('Raven Black');

  // The first tab was never reloaded or focused: the server's event made it refetch.
  await expect(page.getByRole('heading', { name: 'Welcome back, Raven Black' })).toBeVisible();
});
