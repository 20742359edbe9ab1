import { CONTACT_MESSAGES } from '@mb/contract/contact';
import { expect, test } from '@playwright/test';
import { openLoaded, trackErrors } from './public-helpers';

const MESSAGE = 'We run a casting agency in Budapest and would like to list our services in the directory.';

test('a visitor sends a message and sees the confirmation with a reference', async ({ page }) => {
  const errors = trackErrors(page);
  await openLoaded(page, '/contact', 'Talk to the team');
  await page.getByLabel('Your name').fill('Alex Morgan');
  await page.getByLabel('E-mail').fill('Alex.Morgan@Example.test');
  await page.getByLabel('Topic').selectOption({ label: 'Partnerships and ambassadors' });
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send message' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('alex.morgan@example.test');
  await expect(status).toContainText(/C-[0-9A-F]{8}/);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the topic can be chosen from a link, e.g. from the DMCA page', async ({ page }) => {
  await openLoaded(page, '/contact?topic=legal', 'Talk to the team');
  await expect(page.getByLabel('Topic')).toHaveValue('legal');
});

test('an invalid field shows its message under the field and everything typed is kept', async ({ page }) => {
  await openLoaded(page, '/contact', 'Talk to the team');
  await page.getByLabel('Your name').fill('Sam Rivera');
  await page.getByLabel('E-mail').fill('sam@');
  await page.getByLabel('Topic').selectOption('support');
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.messageTooShort)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name')).toHaveValue('Sam Rivera');
  await expect(page.getByLabel('E-mail')).toHaveValue('sam@');
  await expect(page.getByLabel('Topic')).toHaveValue('support');
  await expect(page.getByLabel('Message')).toHaveValue('Too short');

  await page.getByLabel('E-mail').fill('sam@example.test');
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
});

test('when the server refuses (too many messages), the reason is shown and the text is kept', async ({ page }) => {
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '3600' },
      body: JSON.stringify({ error: { code: 'rate_limited', message: CONTACT_MESSAGES.rateLimited } }),
    }),
  );
  await openLoaded(page, '/contact', 'Talk to the team');
  await page.getByLabel('Your name').fill('Jo Park');
  await page.getByLabel('E-mail').fill('jo@example.test');
  await page.getByLabel('Topic').selectOption('general');
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.rateLimited })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(MESSAGE);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});
