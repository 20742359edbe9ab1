import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember } from './helpers';
import { shoot } from './shots';
import { memberViaApi, signInContext } from './staff-helpers';

// Issue 13, messages in the browser: two members in two browser contexts talk live (the DMs badge,
// typing, the read receipt); a non-connection's message lands in requests; a blocked member cannot send.

/** Resolves once this page's realtime socket has subscribed to a topic starting with `prefix`. */
const subscribed = (page: Page, prefix: string) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const p = String(f.payload);
        if (p.includes('"type":"subscribed"') && p.includes(`"topic":"${prefix}`)) resolve();
      }),
    );
  });

const auth = (s: { access_token: string }) => ({ authorization: `Bearer ${s.access_token}` });

test('two members exchange messages live: badge, typing, read receipt; Enter sends and Shift+Enter breaks the line', async ({
  browser,
  request,
}) => {
  test.slow();
  // Made together: each sign-up waits mostly on its password hash.
  const [a, b] = await Promise.all([
    memberViaApi(request, newMember(), 'Ava Messages'),
    memberViaApi(request, newMember(), 'Bea Messages'),
  ]);

  // B waits on the dashboard: the sidebar's DMs item shows no count yet.
  const ctxB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxB, b);
  const pageB = await ctxB.newPage();
  const inboxB = subscribed(pageB, `user:${b.user.id}`);
  await pageB.goto('/dashboard');
  await inboxB;
  await expect(pageB.getByTestId('dm-unread')).toHaveCount(0);

  // A opens the conversation with B from a link and writes two lines, then sends with Enter.
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxA, a);
  const pageA = await ctxA.newPage();
  const convA = subscribed(pageA, 'conversation:');
  await pageA.goto(`/messages?to=${b.user.id}`);
  await expect(pageA.getByRole('heading', { name: 'Bea Messages' })).toBeVisible();
  await convA;
  const box = pageA.getByRole('textbox', { name: 'Message' });
  await box.fill('Hi Bea');
  await box.press('Shift+Enter');
  await box.pressSequentially('Free for a shoot on Friday?');
  await expect(box).toHaveValue('Hi Bea\nFree for a shoot on Friday?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(pageA.getByTestId('message').filter({ hasText: 'Free for a shoot on Friday?' })).toBeVisible();

  // B: the badge counts it live, the list shows it unread, opening it reads it.
  await expect(pageB.getByTestId('dm-unread')).toContainText('1');
  await pageB.getByRole('link', { name: /DMs/ }).click();
  const row = pageB.getByTestId('conversation-row').filter({ hasText: 'Ava Messages' });
  await expect(row.getByTestId('conversation-unread')).toContainText('1');
  await row.click();
  await expect(pageB.getByTestId('message').filter({ hasText: 'Hi Bea' })).toContainText('Free for a shoot on Friday?');
  await expect(row.getByTestId('conversation-unread')).toHaveCount(0);

  // A sees that B read it.
  await expect(pageA.getByTestId('read-receipt')).toHaveText(/Seen/);

  // B types: A sees the indicator; B's answer arrives live and ends it.
  await pageB.getByRole('textbox', { name: 'Message' }).pressSequentially('Yes');
  await expect(pageA.getByTestId('typing')).toHaveText('Bea Messages is typing…');
  await pageB.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(pageA.getByTestId('message').filter({ hasText: /^Yes/ })).toBeVisible();
  await expect(pageA.getByTestId('typing')).not.toContainText('typing');

  // On a phone the conversation is one pane with a way back to the list.
  await pageB.setViewportSize({ width: 390, height: 844 });
  await pageB.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(pageB.getByTestId('conversation-row').filter({ hasText: 'Ava Messages' })).toBeVisible();
  await expect(pageB.getByRole('textbox', { name: 'Message' })).toBeHidden();
  await ctxA.close();
  await ctxB.close();
});

test("a non-connection's message lands in requests; accepting moves it to the inbox", async ({ browser, request }) => {
  // Made together: each sign-up waits mostly on its password hash.
  const [a, c] = await Promise.all([memberViaApi(request, newMember(), 'Ari Stranger'), memberViaApi(request, newMember(), 'Cleo Picky')]);
  expect((await request.patch('/api/v1/messaging/settings', { headers: auth(c), data: { who_may_message: 'connections' } })).ok()).toBe(
    true,
  );
  const conv = await (await request.post('/api/v1/conversations', { headers: auth(a), data: { member_ids: [c.user.id] } })).json();
  const sent = await request.post(`/api/v1/conversations/${conv.id}/messages`, {
    headers: auth(a),
    data: { client_id: crypto.randomUUID(), body: 'Casting next week?' },
  });
  expect(sent.ok()).toBe(true);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctx, c);
  const page = await ctx.newPage();
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'No conversations yet' }).or(page.getByText('No conversations yet'))).toBeVisible();
  await page.getByTestId('requests-tab').click();
  await expect(page.getByTestId('requests-tab')).toContainText('(1)');
  await page.getByTestId('conversation-row').filter({ hasText: 'Ari Stranger' }).click();
  const banner = page.getByTestId('request-banner');
  await expect(banner).toContainText('Ari Stranger wants to send you a message.');
  await expect(page.getByTestId('message').filter({ hasText: 'Casting next week?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Request accepted.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await page.getByRole('tab', { name: /Inbox/ }).click();
  await expect(page.getByTestId('conversation-row').filter({ hasText: 'Ari Stranger' })).toBeVisible();
  await ctx.close();
});

test('a blocked member cannot send: the composer is gone and the server refuses', async ({ browser, request }) => {
  // Made together: each sign-up waits mostly on its password hash.
  const [a, d] = await Promise.all([memberViaApi(request, newMember(), 'Abe Blocked'), memberViaApi(request, newMember(), 'Dora Blocker')]);
  const conv = await (await request.post('/api/v1/conversations', { headers: auth(a), data: { member_ids: [d.user.id] } })).json();
  expect((await request.put(`/api/v1/blocks/${a.user.id}`, { headers: auth(d) })).ok()).toBe(true);

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ctx, a);
  const page = await ctx.newPage();
  await page.goto(`/messages?c=${conv.id}`);
  await expect(page.getByTestId('cannot-send')).toHaveText('You cannot message this member.');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  const refused = await request.post(`/api/v1/conversations/${conv.id}/messages`, {
    headers: auth(a),
    data: { client_id: crypto.randomUUID(), body: 'let me in' },
  });
  expect(refused.status()).toBe(403);
  // Starting a new conversation is refused too, with the words.
  await page.goto(`/messages?to=${d.user.id}`);
  await expect(page.getByText('You cannot message this member.').first()).toBeVisible();
  await ctx.close();
});

test('a block from the other side turns the open conversation read-only at once, without a send failing first', async ({
  browser,
  request,
}) => {
  // Made together: each sign-up waits mostly on its password hash.
  const [a, d] = await Promise.all([memberViaApi(request, newMember(), 'Ada Open'), memberViaApi(request, newMember(), 'Dex Blocks')]);
  const conv = await (await request.post('/api/v1/conversations', { headers: auth(a), data: { member_ids: [d.user.id] } })).json();
  const first = await request.post(`/api/v1/conversations/${conv.id}/messages`, {
    headers: auth(d),
    data: { client_id: crypto.randomUUID(), body: 'Hello Ada' },
  });
  expect(first.ok()).toBe(true);

  // A has the conversation open and writable.
  const ctxA = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxA, a);
  const pageA = await ctxA.newPage();
  const inboxA = subscribed(pageA, `user:${a.user.id}`);
  await pageA.goto(`/messages?c=${conv.id}`);
  await expect(pageA.getByTestId('message').filter({ hasText: 'Hello Ada' })).toBeVisible();
  await expect(pageA.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await inboxA;

  // D, in another browser, blocks A from the conversation's menu.
  const ctxD = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxD, d);
  const pageD = await ctxD.newPage();
  await pageD.goto(`/messages?c=${conv.id}`);
  await pageD.getByRole('button', { name: 'Conversation options' }).click();
  await pageD.getByRole('menuitem', { name: 'Block' }).click();
  await expect(pageD.getByText('Member blocked. They can no longer message you.')).toBeVisible();

  // A's open page turns read-only with the words, no reload and no failed send.
  await expect(pageA.getByTestId('cannot-send')).toHaveText('You cannot message this member.');
  await expect(pageA.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(pageA.getByText('Not sent')).toHaveCount(0);
  await shoot(pageA, 'messages-blocked-live');

  // Lifted (from D's settings or the API alike), it is writable again, live.
  expect((await request.delete(`/api/v1/blocks/${a.user.id}`, { headers: auth(d) })).ok()).toBe(true);
  await expect(pageA.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await ctxA.close();
  await ctxD.close();
});

test('a group: renamed and added to by a member, the creator removes someone who sees it go at once, and leaves', async ({
  browser,
  request,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 7);
  // Made together: each sign-up waits mostly on its password hash.
  const [a, b, c, d] = await Promise.all([
    memberViaApi(request, newMember(), `Gia Creator ${tag}`),
    memberViaApi(request, newMember(), `Bo Removed ${tag}`),
    memberViaApi(request, newMember(), `Cy Stays ${tag}`),
    memberViaApi(request, newMember(), `Dax Added ${tag}`),
  ]);
  const conv = await (
    await request.post('/api/v1/conversations', {
      headers: auth(a),
      data: { member_ids: [b.user.id, c.user.id], group: true, title: 'Crew' },
    })
  ).json();

  // B has the group open in a tab.
  const ctxB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(ctxB, b);
  const pageB = await ctxB.newPage();
  const liveB = subscribed(pageB, `conversation:${conv.id}`);
  await pageB.goto(`/messages?c=${conv.id}`);
  await expect(pageB.getByRole('heading', { name: 'Crew' })).toBeVisible();
  await liveB;

  // A, on a phone: the Members dialog renames the group (B's header follows live) and adds D.
  const ctxA = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInContext(ctxA, a);
  const pageA = await ctxA.newPage();
  await pageA.goto(`/messages?c=${conv.id}`);
  await pageA.getByRole('button', { name: 'Conversation options' }).click();
  await pageA.getByRole('menuitem', { name: 'Members' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Members' });
  await expect(dialog.getByRole('list', { name: 'Group members' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByLabel('Group name').fill('Friday crew');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(pageA.getByText('Group renamed.')).toBeVisible();
  await expect(pageB.getByRole('heading', { name: 'Friday crew' })).toBeVisible();
  await dialog.getByLabel('Add members').fill(`Dax Added ${tag}`);
  await dialog.getByRole('button', { name: new RegExp(`Dax Added ${tag}`) }).click();
  await dialog.getByRole('button', { name: 'Add (1)' }).click();
  await expect(pageA.getByText('Member added.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Group members' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousAxeViolations(pageA);

  // A started the group, so A removes B: B's open tab says at once that the conversation is gone.
  await dialog.getByRole('button', { name: `Remove Bo Removed ${tag}` }).click();
  await expect(pageA.getByText('Member removed.')).toBeVisible();
  await expect(pageB.getByText('This conversation is not available.')).toBeVisible();
  const read = await request.get(`/api/v1/conversations/${conv.id}/messages`, { headers: auth(b) });
  expect(read.status()).toBe(404);
  // C (not the creator) cannot remove anyone; D, just added, can write.
  expect((await request.delete(`/api/v1/conversations/${conv.id}/members/${d.user.id}`, { headers: auth(c) })).status()).toBe(403);
  const byD = await request.post(`/api/v1/conversations/${conv.id}/messages`, {
    headers: auth(d),
    data: { client_id: crypto.randomUUID(), body: 'Glad to join' },
  });
  expect(byD.ok()).toBe(true);

  // A leaves, after being asked once more; the group is gone from A's list.
  await dialog.getByRole('button', { name: 'Leave group' }).click();
  await expect(dialog.getByText('Leave this group?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave group' }).click();
  await expect(pageA.getByText('You left the group.')).toBeVisible();
  await expect(pageA.getByTestId('conversation-row').filter({ hasText: 'Friday crew' })).toHaveCount(0);
  await ctxA.close();
  await ctxB.close();
});
