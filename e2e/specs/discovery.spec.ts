import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newMember, signUpMember } from './helpers';
import { call } from './onboarding-helpers';

// Discovery (issue 12): member B finds creator A on /network by content type and location; after A
// blocks B, B's same search no longer finds A.

test('B discovers A by content type and location, and no longer after A blocks B', async ({ browser }) => {
  // A made-up town only this run uses, so the search sees only A.
  const town = `Zorvik${randomBytes(3).toString('hex')}`;
  const stageName = `Zora Vantablack ${randomBytes(2).toString('hex')}`;

  const aContext = await browser.newContext();
  const aPage = await aContext.newPage();
  const a = await signUpMember(aPage, newMember(), 'creator', { displayName: stageName });
  await call(aPage, 'PATCH', '/api/v1/profiles/me', { content_types: ['lesbian', 'bi'] });
  await call(aPage, 'PUT', '/api/v1/profiles/me/location', { city: town, country: 'Portugal' });

  const bContext = await browser.newContext();
  const page = await bContext.newPage();
  await signUpMember(page, newMember(), 'creator', { path: '/network' });
  await expect(page.getByRole('heading', { name: 'Discover Creators', level: 1 })).toBeVisible();

  // Location typed (debounced into the URL), then a content type chip.
  await page.getByPlaceholder('City, region or country').fill(town);
  await expect(page).toHaveURL(new RegExp(`location=${town}`));
  const filters = page.getByRole('complementary', { name: 'Filters' });
  if (!(await filters.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
  await filters.getByRole('button', { name: 'Lesbian' }).click();
  await expect(page).toHaveURL(/content=lesbian/);
  const card = page.getByRole('article', { name: stageName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${town}, Portugal`)).toBeVisible();
  await expect(card.getByRole('link', { name: stageName })).toHaveAttribute('href', `/model/${a.username}`);

  // A content type A does not list finds nobody; the empty state offers to clear the filters.
  await filters.getByRole('button', { name: 'Lesbian' }).click();
  await filters.getByRole('button', { name: 'Gay' }).click();
  await expect(page.getByText('No members match your search.')).toBeVisible();
  await filters.getByRole('button', { name: 'Gay' }).click();
  await filters.getByRole('button', { name: 'Lesbian' }).click();
  await expect(card).toBeVisible();

  // A blocks B: the same shared search (the URL) finds nobody.
  const bId = await page.evaluate(() => (JSON.parse(localStorage.getItem('mb-session') ?? '{}') as { user: { id: string } }).user.id);
  await call(aPage, 'PUT', `/api/v1/blocks/${bId}`, {});
  await page.reload();
  await expect(page.getByText('No members match your search.')).toBeVisible();
  await expect(page.getByRole('article', { name: stageName })).toHaveCount(0);

  await aContext.close();
  await bContext.close();
});
