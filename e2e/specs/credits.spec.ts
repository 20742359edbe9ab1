import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { withCookieChoiceMade } from './shell-helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Co-performer consent (issue 10): an owner tags a member on a portfolio item; the member finds the
// request in the Tags tab of /my-portfolio, confirms it, and the item becomes public with their credit.

type Session = { access_token: string; user: { id: string } };

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return JSON.parse(text) as T;
}

const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

/** An approved image of the member's (uploaded, then approved by the shared server's admin). */
async function approvedItem(request: APIRequestContext, owner: Session, title: string) {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const item = await ok<{ id: string; moderation_status: string }>(
    await request.post('/api/v1/portfolio/me/items', {
      headers: auth(owner),
      multipart: { file: { name: 'rooftop.png', mimeType: 'image/png', buffer: png } },
    }),
  );
  await ok(await request.patch(`/api/v1/portfolio/me/items/${item.id}`, { headers: auth(owner), data: { title } }));
  if (item.moderation_status !== 'approved') {
    const admin = await ensureFirstAdmin(request);
    const queue = await ok<{ items: { id: string; subject_id: string }[] }>(
      await request.get('/api/v1/moderation/queues/portfolio_item/items?limit=100', { headers: auth(admin.session) }),
    );
    const queued = queue.items.find((i) => i.subject_id === item.id);
    expect(queued, 'the upload waits in the portfolio_item queue').toBeDefined();
    await ok(await request.post(`/api/v1/moderation/items/${queued?.id}/approve`, { headers: auth(admin.session) }));
  }
  return item.id;
}

const publicIds = async (request: APIRequestContext, username: string) =>
  (await ok<{ items: { id: string }[] }>(await request.get(`/api/v1/portfolio/members/${username}`))).items.map((i) => i.id);

test('a co-performer is tagged, finds the request, confirms, and the item becomes public', async ({ browser, request }) => {
  const owner = await memberViaApi(request, newMember(), 'Studio Nova');
  const ownerName = (await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(owner) }))).username;
  const performer = await memberViaApi(request, newMember(), 'Bella Rossa');
  const performerName = (await ok<{ username: string }>(await request.get('/api/v1/profiles/me', { headers: auth(performer) }))).username;
  const title = `Rooftop ${Date.now().toString(36)}`;
  const itemId = await approvedItem(request, owner, title);
  expect(await publicIds(request, ownerName)).toContain(itemId);

  // The owner tags her in the item's edit dialog: a wrong name is said under the field, then hers works.
  const ownerContext = await browser.newContext();
  await signInContext(ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/my-portfolio');
  await ownerPage.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = ownerPage.getByRole('dialog');
  const editor = dialog.getByTestId('item-consent-editor');
  await expect(editor.getByTestId('consent-summary')).toContainText('No one is tagged');
  const field = editor.getByLabel('Tag a member by username');
  await field.fill(`@${ownerName}`);
  await editor.getByRole('button', { name: 'Tag', exact: true }).click();
  await expect(editor.getByRole('alert')).toHaveText(PORTFOLIO_MESSAGES.tagSelf);
  await expect(field).toHaveValue(`@${ownerName}`);
  await field.fill(`@${performerName}`);
  await editor.getByRole('button', { name: 'Tag', exact: true }).click();
  await expect(editor.getByRole('list', { name: 'Tagged members' }).getByText('Bella Rossa')).toBeVisible();
  await expect(editor.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(editor.getByTestId('consent-summary')).toHaveText(PORTFOLIO_MESSAGES.consentPending);
  await expect(field).toHaveValue('');
  // A signed release for someone who is not a member: attached, said to be for staff only.
  await editor.getByTestId('release-file').setInputFiles({
    name: 'release.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(editor.getByRole('heading', { name: 'Signed release attached' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Replace release' })).toBeVisible();
  await expectNoSeriousAxeViolations(ownerPage);
  await ownerContext.close();
  // The item went private until she answers.
  expect(await publicIds(request, ownerName)).not.toContain(itemId);

  // She opens the Tags tab (the notification's link) on a phone-sized screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(context, performer);
  const page = await context.newPage();
  await page.goto('/my-portfolio?tab=tags');
  const row = page.getByTestId('tag-request').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Studio Nova', exact: true })).toHaveAttribute('href', `/${ownerName}`);
  await expect(row.getByRole('img', { name: title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await row.getByRole('button', { name: /^Confirm/ }).click();
  const answered = page.getByTestId('tag-request').filter({ hasText: title });
  await expect(answered.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(answered.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Answered (1)' })).toBeVisible();

  await context.close();

  // Public again, and credited on her profile: a visitor on a phone sees the credit, which opens in
  // the owner's gallery.
  expect(await publicIds(request, ownerName)).toContain(itemId);
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await withCookieChoiceMade(visitor);
  await visitor.goto(`/${performerName}`);
  const credit = visitor.getByTestId('credits-section').getByTestId('credit');
  await expect(credit).toHaveCount(1);
  await expect(credit.getByRole('link', { name: 'Studio Nova', exact: true })).toHaveAttribute('href', `/${ownerName}`);
  await expect(credit.getByRole('link', { name: `${title}, by Studio Nova` })).toHaveAttribute('href', `/${ownerName}?item=${itemId}`);
  await expectNoSeriousAxeViolations(visitor);
  await credit.getByRole('link', { name: `${title}, by Studio Nova` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${ownerName}\\?item=${itemId}$`));
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitorContext.close();
});
