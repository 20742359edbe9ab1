import { CAREERS_MESSAGES, type StaffCareerOpening } from '@mb/contract/careers';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers';
import { shoot } from './shots';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Issue 31: the openings on /careers are the operator's. Staff with the content permission add one with
// an apply link at /admin/careers and a visitor sees it with that link; deleting the example openings
// leaves the page's empty state with the general address to write to.

test('staff add an opening with an apply link, a visitor sees it, and without openings /careers says so', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000); // two browsers, and screenshots of four pages when E2E_SHOTS is set
  const admin = await ensureFirstAdmin(request);
  const stamp = Date.now().toString(36);
  const writer = await memberViaApi(
    request,
    { email: `e2e-careers-${stamp}@example.test`, password: `Velvet-Rope-${stamp}-c` },
    'E2E Careers',
  );
  const grant = await request.put(`/api/v1/admin/members/${writer.user.id}/staff-role`, {
    headers: { authorization: `Bearer ${admin.session.access_token}` },
    data: { role: 'post_production_editor', permissions: ['content'] },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const auth = { authorization: `Bearer ${writer.access_token}` };
  // The examples as installed, to put back at the end (other specs read them).
  const before = (await (await request.get('/api/v1/admin/careers', { headers: auth })).json()) as { openings: StaffCareerOpening[] };
  const examples = before.openings.filter((o) => o.is_example);
  expect(examples.length).toBeGreaterThan(0);

  const staff = await browser.newContext();
  await signInContext(staff, writer);
  const desk = await staff.newPage();
  await desk.goto('/admin/careers');
  await expect(desk.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  // The staff sidebar links here, beside Blog.
  await expect(desk.locator('a[href="/admin/careers"]').first()).toBeVisible();
  const exampleRow = desk.getByTestId('careers-desk-row').filter({ hasText: 'Trust & Safety Specialist' });
  await expect(exampleRow.getByText('Example', { exact: true })).toBeVisible();
  await shoot(desk, 'careers-desk');

  const title = `Support Lead ${stamp}`;
  await desk.getByRole('button', { name: 'New opening' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Team').fill('Member Support');
  await dialog.getByLabel('Location').fill('Remote · Europe');
  await dialog.getByLabel('Summary').fill('Help members with their accounts, kindly and quickly.');
  await dialog.getByLabel('You will').fill('Answer members\nWrite guides');
  await dialog.getByLabel('You have').fill('Patience');
  await dialog.getByLabel('Order').fill('1');
  // Nothing is sent while the address is wrong, and the field says why.
  await dialog.getByLabel('Apply at').fill('http://jobs.example.com/support');
  await dialog.getByRole('button', { name: 'Add opening' }).click();
  await expect(dialog.getByText(CAREERS_MESSAGES.applyInvalid)).toBeVisible();
  await desk.mouse.move(0, 0); // the scan reads the button at rest, not under the pointer's hover shade
  await expectNoSeriousAxeViolations(desk);
  await shoot(desk, 'careers-desk-editor');
  await dialog.getByLabel('Apply at').fill('https://jobs.example.com/support');
  await dialog.getByRole('button', { name: 'Add opening' }).click();
  await expect(dialog).toHaveCount(0);
  const row = desk.getByTestId('careers-desk-row').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Example', { exact: true })).toHaveCount(0);

  // A visitor sees it first, with its link; the examples are still marked.
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: /^Open roles \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId('example-notice')).toBeVisible();
  await page.getByText(title, { exact: true }).click();
  const apply = page.getByRole('link', { name: 'Apply (opens in a new tab)' });
  await expect(apply).toHaveAttribute('href', 'https://jobs.example.com/support');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'careers-with-opening');

  // Deleting every opening (the new one and the examples) leaves the empty state.
  for (const name of [title, ...examples.map((e) => e.title)]) {
    await desk.getByRole('button', { name: `Delete ${name}` }).click();
    await desk.getByRole('button', { name: 'Delete opening' }).click();
    await expect(desk.getByTestId('careers-desk-row').filter({ hasText: name })).toHaveCount(0);
  }
  await expect(desk.getByRole('heading', { name: 'No openings' })).toBeVisible();
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: 'No open roles right now' })).toBeVisible();
  await expect(page.getByTestId('example-notice')).toHaveCount(0);
  await expect(page.locator('#apply').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'careers-empty');
  await staff.close();

  // The examples go back as they were.
  for (const e of examples) {
    const { id, created_at, updated_at, ...body } = e;
    const r = await request.post('/api/v1/admin/careers', { headers: auth, data: body });
    expect(r.status(), await r.text()).toBe(201);
  }
});
