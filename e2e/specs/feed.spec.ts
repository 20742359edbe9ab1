import { FEED_MESSAGES } from '@mb/contract/feed';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// The activity feed (issue 12) in the browser: B follows A; A's new portfolio item, approved by a
// moderator, arrives live behind the 'new posts' pill at the top of B's feed; B likes it (A hears the
// like live) and comments on it.

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function json<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  if (!res.ok()) throw new Error(`${res.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** Resolves once this page's realtime socket has subscribed to `topic`. */
const subscribedTo = (page: Page, topic: string) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = String(f.payload);
        if (text.includes('"type":"subscribed"') && text.includes(`"topic":"${topic}"`)) resolve();
      }),
    );
  });

/** Approves the moderation item about a portfolio item, as the shared server's first admin. */
async function approveItem(request: APIRequestContext, itemId: string) {
  const admin = await ensureFirstAdmin(request);
  const staff = auth(admin.session as Session);
  let queued: { id: string } | undefined;
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const q: { items: { id: string; subject_id: string }[]; next_cursor: string | null } = await json(
      await request.get(`/api/v1/moderation/queues/portfolio_item/items?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
        headers: staff,
      }),
    );
    queued = q.items.find((i) => i.subject_id === itemId);
    cursor = queued ? null : q.next_cursor;
  }
  expect(queued, 'the upload waits in the moderation queue').toBeDefined();
  await json(await request.post(`/api/v1/moderation/items/${queued?.id}/approve`, { headers: staff, data: {} }));
}

test('a followed member’s new item arrives live at the top behind the pill; a like reaches its owner live; a comment', async ({
  browser,
  request,
}) => {
  // Made together: each sign-up waits mostly on its password hash.
  const [a, b] = await Promise.all([
    memberViaApi(request, newMember(), 'Ava Stone') as Promise<Session>,
    memberViaApi(request, newMember(), 'Bea North') as Promise<Session>,
  ]);
  // B follows A through the network's route.
  expect((await request.put(`/api/v1/follows/${a.user.id}`, { headers: auth(b) })).ok()).toBe(true);
  await json(await request.post('/api/v1/feed/posts', { headers: auth(a), data: { body: 'Booking Berlin shoots for March.' } }));

  // B reads the feed; A is on the dashboard, both live.
  const bContext = await browser.newContext();
  await signInContext(bContext, b);
  const bPage = await bContext.newPage();
  const bLive = subscribedTo(bPage, `feed:${b.user.id}`);
  await bPage.goto('/activity-feed');
  await expect(bPage.getByTestId('feed-item')).toHaveCount(1);
  await bLive;
  // A starts with nothing unread (onboarding sent a welcome).
  await json(await request.post('/api/v1/notifications/read-all', { headers: auth(a), data: {} }));
  const aContext = await browser.newContext();
  await signInContext(aContext, a);
  const aPage = await aContext.newPage();
  const aLive = subscribedTo(aPage, `user:${a.user.id}`);
  await aPage.goto('/dashboard');
  await aLive;

  // A uploads an image (A is not verified: a moderator approves it, which publishes it).
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 60, b: 90 } } })
    .jpeg()
    .toBuffer();
  const item = await json<{ id: string }>(
    await request.post('/api/v1/portfolio/me/items', {
      headers: auth(a),
      multipart: { file: { name: 'set.jpg', mimeType: 'image/jpeg', buffer: image } },
    }),
  );
  await approveItem(request, item.id);
  // The approval notice reached A too: read it, so the badge then counts the like alone.
  await json(await request.post('/api/v1/notifications/read-all', { headers: auth(a), data: {} }));
  await expect(aPage.getByTestId('notification-badge')).toBeHidden();

  // The pill, not a jump: the list keeps its one item until B asks.
  const pill = bPage.getByTestId('new-posts-pill');
  await expect(pill).toHaveText('1 new post');
  await expect(bPage.getByTestId('feed-item')).toHaveCount(1);
  await pill.click();
  await expect(pill).toBeHidden();
  const top = bPage.getByTestId('feed-item').first();
  await expect(top).toHaveAttribute('data-kind', 'portfolio_item');
  await expect(bPage.getByTestId('feed-item')).toHaveCount(2);

  // B likes it: the count goes to 1 and A hears it live.
  const like = top.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(top.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(aPage.getByTestId('notification-badge')).toHaveText('1');

  // B comments.
  await top.getByRole('button', { name: 'Show comments' }).click();
  await top.getByLabel('Write a comment').fill('Gorgeous light!');
  await top.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(top.getByTestId('feed-comment')).toContainText('Gorgeous light!');
  await expect(top.getByRole('button', { name: 'Hide comments' })).toContainText('1');

  // A blocks B: B's feed no longer holds anything of A's, and A's item is gone from B's reach.
  expect((await request.put(`/api/v1/blocks/${b.user.id}`, { headers: auth(a) })).ok()).toBe(true);
  await bPage.reload();
  await expect(bPage.getByText(FEED_MESSAGES.empty)).toBeVisible();
  await expect(bPage.getByTestId('feed-item')).toHaveCount(0);
  expect((await request.get(`/api/v1/portfolio/items/${item.id}`, { headers: auth(b) })).status()).toBe(404);

  await aContext.close();
  await bContext.close();
});
