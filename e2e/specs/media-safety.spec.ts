import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Issue 18 in the browser: staff put an image's hash on the list, a member's upload of that image is
// refused with a neutral message (nothing says why), staff see the alert and the report; a member marks
// an upload as showing people with its production date, and a records officer (the `records`
// permission alone) opens the item's 2257 record and exports it.

const BLOCKED = 'This file cannot be published.';

/** A picture with structure (a flat colour's perceptual hash is all zeros and would match other specs' uploads). */
function pattern(seed: number, w = 640, h = 480) {
  let x = seed + (Date.now() % 100_000);
  const rnd = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const shapes = Array.from({ length: 14 }, () => {
    const c = `rgb(${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)})`;
    return `<circle cx="${Math.floor(rnd() * w)}" cy="${Math.floor(rnd() * h)}" r="${30 + Math.floor(rnd() * 160)}" fill="${c}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#777"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const cookieChoice = (page: Page) =>
  page.evaluate(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );

test('staff list an image, the member who uploads it is told it cannot be published, and staff see the alert and report it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await ensureFirstAdmin(request);
  const staff = await browser.newContext();
  await signInContext(staff, admin.session);
  const desk = await staff.newPage();
  await desk.goto('/admin/media-safety');
  await expect(desk.getByRole('heading', { name: 'Media safety', level: 1 })).toBeVisible();

  // Staff add the image's hash by uploading it; a reason is asked for first.
  const known = await pattern(11);
  await desk.getByLabel('Image', { exact: true }).setInputFiles({ name: 'known.jpg', mimeType: 'image/jpeg', buffer: known });
  await desk.getByTestId('add-hash').click();
  await expect(desk.getByText('Please say in a few words what this is (3 characters at least).')).toBeVisible();
  await desk.getByLabel('Reason').fill('E2E known item from a partner hash list');
  await desk.getByTestId('add-hash').click();
  const entry = desk.getByTestId('hash-entry').filter({ hasText: 'E2E known item from a partner hash list' });
  await expect(entry).toBeVisible();
  // The pointer off the button it clicked (a hovered button is a shade lighter).
  await desk.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(desk);

  // A member uploads the same picture, recompressed and smaller: refused, without a reason.
  await signUpMember(page, newMember(), 'creator', { path: null });
  await cookieChoice(page);
  await page.goto('/my-portfolio');
  await expect(page.getByRole('heading', { name: 'My Portfolio' })).toBeVisible();
  const altered = await sharp(known).resize(480).jpeg({ quality: 60 }).toBuffer();
  await page.getByTestId('portfolio-file-input').setInputFiles([
    { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: altered },
    { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await pattern(12) },
  ]);
  const refused = page.getByTestId('upload-row').filter({ hasText: 'holiday.jpg' });
  await expect(refused).toContainText(BLOCKED);
  await expect(refused).not.toContainText(/hash|list|match|abuse/i);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'beach.jpg' })).not.toContainText(BLOCKED);
  await expect(page.getByTestId('portfolio-item')).toHaveCount(1);

  // Staff: the urgent alert in the bell, the report on the page; they mark it reported.
  await desk.reload();
  await desk.getByTestId('notification-bell').click();
  await expect(desk.getByText('Urgent: a blocked upload').first()).toBeVisible();
  await desk.keyboard.press('Escape');
  const report = desk.getByTestId('scan-report').filter({ hasText: 'E2E known item from a partner hash list' }).first();
  await expect(report).toContainText('To report');
  await shoot(desk, 'media-safety');
  await report.getByLabel("Authority's reference").fill('CT-E2E-0001');
  await report.getByRole('button', { name: 'Mark reported' }).click();
  await expect(report).toContainText('Reported');
  await expect(report).toContainText('CT-E2E-0001');

  // The list is the shared server's: take the entry off again.
  await entry.getByRole('button', { name: /Remove hash/ }).click();
  await entry.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(entry).toHaveCount(0);
  await staff.close();
});

test('a member marks work as showing people; a records officer opens its 2257 record and exports it', async ({
  page,
  browser,
  request,
}) => {
  const admin = await ensureFirstAdmin(request);
  const adminHeaders = { authorization: `Bearer ${admin.session.access_token}` };
  const officerAccount = newMember();
  const officer = await memberViaApi(request, officerAccount, 'E2E Records Officer');
  const grant = await request.put(`/api/v1/admin/members/${officer.user.id}/staff-role`, {
    headers: adminHeaders,
    data: { role: 'moderator', permissions: ['records'] },
  });
  expect(grant.ok(), await grant.text()).toBe(true);

  // The member gives their legal identity on /compliance, then uploads with the production date.
  const { session } = await signUpMember(page, newMember(), 'creator', { path: null });
  await cookieChoice(page);
  await page.goto('/compliance');
  const card = page.getByTestId('records-identity');
  await card.getByLabel('Full legal name').fill('Ada Example');
  await card.getByLabel('Date of birth').fill('1992-05-17');
  await card.getByLabel('ID document').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await pattern(21, 400, 260) });
  await card.getByRole('button', { name: 'Save for the records' }).click();
  await expect(card).toContainText('On file: Ada Example, born 1992-05-17');
  await shoot(page, 'records-identity');

  await page.goto('/my-portfolio');
  await page.getByLabel('These uploads show people').click();
  // Without the date nothing is sent, and the field says why.
  await page.getByTestId('portfolio-file-input').setInputFiles({ name: 'shoot.jpg', mimeType: 'image/jpeg', buffer: await pattern(22) });
  await expect(page.getByText('Please give the production date (the day it was shot) for work that shows people.')).toBeVisible();
  await page.getByLabel('Production date').fill('2026-11-02');
  await page.getByTestId('portfolio-file-input').setInputFiles({ name: 'shoot.jpg', mimeType: 'image/jpeg', buffer: await pattern(22) });
  await expect(page.getByTestId('portfolio-item')).toHaveCount(1);
  const itemId = await page.getByTestId('portfolio-item').first().getAttribute('data-item-id');
  expect(itemId).toBeTruthy();

  // The member, and staff without the permission, are refused the record.
  const asMember = await request.get(`/api/v1/admin/records/${itemId}`, { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(asMember.status()).toBe(403);
  expect((await request.get(`/api/v1/admin/records/${itemId}`, { headers: adminHeaders })).status()).toBe(403);

  // The records officer: the sidebar's entry, the list, the record, the export.
  const office = await browser.newContext();
  await signInContext(office, officer);
  const desk = await office.newPage();
  await desk.goto('/admin/records');
  await expect(desk.getByRole('heading', { name: '2257 records', level: 1 })).toBeVisible();
  await desk.getByTestId('record-row').filter({ hasText: 'produced 2026-11-02' }).first().click();
  await expect(desk).toHaveURL(new RegExp(`/admin/records/${itemId}$`));
  const producer = desk.getByTestId('record-performer').first();
  await expect(producer).toContainText('Ada Example');
  await expect(producer).toContainText('1992-05-17');
  await expect(producer.getByRole('link', { name: 'Open (link valid 5 minutes)' })).toBeVisible();
  await desk.mouse.move(0, 0);
  await expectNoSeriousAxeViolations(desk);
  await shoot(desk, 'records-record');
  const download = desk.waitForEvent('download');
  await desk.getByTestId('export-record').click();
  expect((await download).suggestedFilename()).toBe(`2257-record-${itemId}.pdf`);
  await desk.goto('/admin/records');
  await shoot(desk, 'records-list');
  await office.close();
});

test('/2257-statement names the custodian of records from configuration', async ({ page }) => {
  await page.goto('/2257-statement');
  await expect(page.getByText('Custodian of records:')).toBeVisible();
  await expect(page.getByText(/Custodian of Records, Records Officer/)).toBeVisible();
});
