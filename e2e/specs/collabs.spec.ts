import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// Issue 13, collaborations in the browser: A starts one and invites B; B accepts from /collabs on a
// phone; A assigns B a task and B is told live; A shares a file that B opens and a stranger cannot.

/** Resolves once this page's realtime socket has subscribed to a topic starting with `prefix`. */
const subscribed = (page: Page, prefix: string) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const s = String(f.payload);
        if (s.includes('"type":"subscribed"') && s.includes(`"topic":"${prefix}`)) resolve();
      }),
    );
  });

// The text sits in an object: the server rewrites PDFs without their metadata, and comments go with it.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Note (call sheet for the beach shoot) >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a collaboration: invite and accept, a task assigned and its notification, a file only members can open', async ({
  browser,
  request,
}) => {
  test.slow(); // three members, two browsers
  // Made together: each sign-up waits mostly on its password hash.
  const [a, b, s] = await Promise.all([
    memberViaApi(request, newMember(), 'Ruby Collab'),
    memberViaApi(request, newMember(), 'Bella Collab'),
    memberViaApi(request, newMember(), 'Stranger Collab'),
  ]);
  const bMe = await (await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${b.access_token}` } })).json();

  // A starts a collaboration from the empty /collabs page.
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxA, a);
  const pageA = await ctxA.newPage();
  await pageA.goto('/collabs');
  await expect(pageA.getByRole('heading', { name: 'No collaborations yet' })).toBeVisible();
  await pageA.getByRole('button', { name: 'New collaboration' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'New collaboration' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Give the collaboration a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Beach shoot');
  await dialog.getByLabel('Location').fill('Lisbon');
  await dialog.getByLabel('Starts').fill('2027-01-10');
  await dialog.getByLabel('Ends').fill('2027-01-11');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(pageA).toHaveURL(/\/collab\/[0-9a-f-]{36}\/members$/);
  const id = /\/collab\/([0-9a-f-]{36})/.exec(pageA.url())?.[1] as string;
  await expect(pageA.getByRole('heading', { name: 'Beach shoot' })).toBeVisible();

  // A invites B by username.
  await pageA.getByLabel('Invite a member').fill(`@${bMe.username}`);
  await pageA.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(pageA.getByText('Invitation sent.', { exact: true })).toBeVisible();
  await expect(pageA.getByTestId('collab-member').filter({ hasText: 'Bella Collab' })).toContainText('Invited');

  // B, on a phone, finds the invitation on /collabs and accepts.
  const ctxB = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ctxB, b);
  const pageB = await ctxB.newPage();
  // Listening before the page opens: the socket is made once per page load.
  const liveB = subscribed(pageB, `collab:${id}`);
  await pageB.goto('/collabs');
  const invitation = pageB.getByTestId('collab-invitation');
  await expect(invitation).toContainText('Beach shoot');
  await expect(invitation).toContainText('Ruby Collab');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB).toHaveURL(new RegExp(`/collab/${id}$`));
  await expect(pageB.getByRole('heading', { name: 'Beach shoot' })).toBeVisible();
  await liveB;

  // A sees B joined (live), then assigns B a task; B is told live.
  await expect(pageA.getByTestId('collab-member').filter({ hasText: 'Bella Collab' })).not.toContainText('Invited');
  await pageA.getByRole('tab', { name: 'Tasks' }).click();
  await expect(pageA).toHaveURL(new RegExp(`/collab/${id}/tasks$`));
  await pageA.getByLabel('Task', { exact: true }).fill('Bring the reflector');
  await pageA.getByLabel('Assign to').selectOption({ label: 'Bella Collab' });
  await pageA.getByLabel('Due').fill('2027-01-09');
  await pageA.getByRole('button', { name: 'Add' }).click();
  await expect(pageA.getByText('Task added.', { exact: true })).toBeVisible();
  await expect(pageA.getByTestId('collab-task')).toContainText('Bring the reflector');

  await expect(pageB.getByText('New Notification').first()).toBeVisible();
  await expectNoSeriousAxeViolations(pageB);
  await pageB.getByTestId('notification-bell').click();
  await expect(pageB.getByTestId('notification-panel').getByText('Ruby Collab assigned you a task')).toBeVisible();
  await pageB.keyboard.press('Escape');
  await pageB.getByRole('tab', { name: 'Tasks' }).click();
  const task = pageB.getByTestId('collab-task');
  await expect(task).toContainText('Bring the reflector');
  await task.getByLabel('Status of Bring the reflector').selectOption('doing');

  // A shares a file; B opens it.
  await pageA.getByRole('tab', { name: 'Files' }).click();
  await expect(pageA.getByRole('heading', { name: 'No files yet' })).toBeVisible();
  await pageA.getByTestId('collab-file-input').setInputFiles({ name: 'call-sheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(pageA.getByText('File shared with the members.', { exact: true })).toBeVisible();
  await expect(pageA.getByTestId('collab-file')).toContainText('call-sheet.pdf');
  await expectNoSeriousAxeViolations(pageA);

  await pageB.getByRole('tab', { name: 'Files' }).click();
  const link = pageB.getByTestId('collab-file').getByRole('link', { name: 'call-sheet.pdf' });
  const href = (await link.getAttribute('href')) as string;
  expect(href).toContain('/storage/collabs/');
  const opened = await pageB.request.get(href);
  expect(opened.status()).toBe(200);
  expect((await opened.body()).toString()).toContain('call sheet for the beach shoot');

  // A stranger: the collaboration is not found, its files cannot be listed, a link re-labelled for them is refused.
  const ctxS = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxS, s);
  const pageS = await ctxS.newPage();
  await pageS.goto(`/collab/${id}/files`);
  await expect(pageS.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(pageS.getByText('call-sheet.pdf')).toHaveCount(0);
  const list = await pageS.request.get(`/api/v1/collabs/${id}/files`, { headers: { authorization: `Bearer ${s.access_token}` } });
  expect(list.status()).toBe(404);
  const relabelled = await pageS.request.get(href.replace(`member%3A${b.user.id}`, `member%3A${s.user.id}`));
  expect(relabelled.status()).toBe(403);

  await Promise.all([ctxA.close(), ctxB.close(), ctxS.close()]);
});

test('post-production: the owner orders, an editor works it from the dashboard card to delivery, the owner is told', async ({
  browser,
  request,
}) => {
  test.slow();
  const owner = await memberViaApi(request, newMember(), 'Owner Post');
  const admin = await ensureFirstAdmin(request);
  const h = { authorization: `Bearer ${owner.access_token}` };
  const collab = await (await request.post('/api/v1/collabs', { headers: h, data: { title: 'Teaser cut' } })).json();

  // The owner orders from the overview tab.
  const ctxO = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ctxO, owner);
  const pageO = await ctxO.newPage();
  await pageO.goto(`/collab/${collab.id}`);
  await pageO.getByRole('button', { name: 'Order post-production' }).click();
  await pageO.getByRole('button', { name: 'Send order' }).click();
  await expect(pageO.getByText('Describe the work in the brief.')).toBeVisible();
  await pageO.getByLabel('Brief').fill('Grade it warm, 30 seconds, 9:16.');
  await pageO.getByRole('button', { name: 'Send order' }).click();
  await expect(pageO.getByText('Order sent to the post-production team.', { exact: true })).toBeVisible();
  await expect(pageO.getByTestId('collab-order')).toContainText('Requested');
  // While no editor has taken it, the owner could still cancel it.
  await expect(pageO.getByTestId('collab-order').getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The editor (an admin here: the queue is for editors and admins) finds the queue on the dashboard.
  const ctxE = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxE, admin.session);
  const pageE = await ctxE.newPage();
  await pageE.goto('/dashboard');
  await pageE.getByTestId('editor-queue-card').getByRole('link', { name: 'Open the queue' }).click();
  await expect(pageE).toHaveURL(/\/editor-queue$/);
  const order = pageE.getByTestId('queue-order').filter({ hasText: 'Grade it warm, 30 seconds, 9:16.' });
  await order.getByRole('button', { name: 'Start work' }).click();
  await expect(order.getByTestId('order-status')).toHaveText('In progress');
  await order
    .getByLabel('Deliver a file for Teaser cut')
    .setInputFiles({ name: 'teaser-graded.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(order).toContainText('teaser-graded.pdf');
  await order.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(order.getByTestId('order-status')).toHaveText('Delivered');

  // The owner is told, and the delivery is among the collaboration's files.
  await pageO.reload();
  await expect(pageO.getByTestId('collab-order').getByTestId('order-status')).toHaveText('Delivered');
  await expect(pageO.getByTestId('collab-order').getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await pageO.getByTestId('notification-bell').click();
  await expect(pageO.getByTestId('notification-panel').getByText('Post-production delivered')).toBeVisible();
  await pageO.keyboard.press('Escape');
  await pageO.getByRole('tab', { name: 'Files' }).click();
  await expect(pageO.getByTestId('collab-file')).toContainText('post-production delivery');

  // A member who is not staff is refused the queue.
  await pageO.goto('/editor-queue');
  await expect(pageO.getByText("You don't have the necessary permissions to access this area")).toBeVisible();
  await Promise.all([ctxO.close(), ctxE.close()]);
});

test('the owner cancels a requested order; the discussion shows earlier messages beyond the latest 100', async ({ browser, request }) => {
  test.slow();
  const owner = await memberViaApi(request, newMember(), 'Owner Cancels');
  const h = { authorization: `Bearer ${owner.access_token}` };
  const collab = await (await request.post('/api/v1/collabs', { headers: h, data: { title: 'Long thread' } })).json();
  const placed = await request.post(`/api/v1/collabs/${collab.id}/orders`, {
    headers: h,
    data: { brief: 'Trim the intro to 10 seconds.' },
  });
  expect(placed.ok()).toBe(true);
  const note = async (i: number) => {
    const r = await request.post(`/api/v1/collabs/${collab.id}/messages`, { headers: h, data: { body: `Note ${i}` } });
    expect(r.ok()).toBe(true);
  };
  // The three oldest one after another, the other hundred (the latest page, in any order among
  // themselves) eight at a time rather than 103 requests one after another.
  for (let i = 1; i <= 3; i++) await note(i);
  for (let i = 4; i <= 103; i += 8) await Promise.all(Array.from({ length: Math.min(8, 104 - i) }, (_, k) => note(i + k)));

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctx, owner);
  const page = await ctx.newPage();
  await page.goto(`/collab/${collab.id}`);
  const order = page.getByTestId('collab-order');
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await expect(order.getByText('Cancel this order?')).toBeVisible();
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled.')).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Discussion' }).click();
  const thread = page.getByTestId('collab-messages');
  await expect(thread.getByText('Note 103', { exact: true })).toBeVisible();
  await expect(thread.getByText('Note 3', { exact: true })).toHaveCount(0);
  await thread.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(thread.getByText('Note 1', { exact: true })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
  await ctx.close();
});
