import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// MB Events (issue 15): an organizer (MB Events installed) creates and publishes an event, a moderator
// approves it (an organizer's first event is reviewed), a member RSVPs and receives a ticket with its
// QR code, the organizer checks the ticket in by its code (live counts), cancels, and the attendee is
// notified. E2E_SHOTS=<dir> also writes screenshots of every page (390 / desktop, light / dark).

const shots = process.env.E2E_SHOTS;
if (shots) mkdirSync(shots, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
};

type Session = Awaited<ReturnType<typeof memberViaApi>>;

async function install(request: APIRequestContext, userId: string) {
  const res = await request.post('/api/v1/test-hooks/mb-events/install', { data: { user_id: userId } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function approveEvent(request: APIRequestContext, token: string, title: string) {
  const headers = { authorization: `Bearer ${token}` };
  await expect(async () => {
    const res = await request.get('/api/v1/moderation/queues/event_listing/items?limit=100', { headers });
    expect(res.ok(), await res.text()).toBe(true);
    const page = (await res.json()) as { items: { id: string; title: string }[] };
    const hit = page.items.find((i) => i.title.includes(title));
    expect(hit, `no queue item for ${title}`).toBeDefined();
    const ok = await request.post(`/api/v1/moderation/items/${hit?.id}/approve`, { headers });
    expect(ok.ok(), await ok.text()).toBe(true);
  }).toPass({ timeout: 15_000 });
}

async function signedIn(browser: Browser, session: Session, opts: { width?: number; dark?: boolean } = {}) {
  const width = opts.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  await signInContext(context, session);
  return { context, page: await context.newPage() };
}

test('an organizer publishes an event, a member RSVPs, the ticket is checked in by code, and cancelling notifies the attendee', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `Velvet mixer ${Date.now().toString(36)}`;
  // Made together: each sign-up waits mostly on its password hash.
  const [organizer, attendee] = await Promise.all([
    memberViaApi(request, newMember(), 'Nova Events'),
    memberViaApi(request, newMember(), 'Ruby Lane'),
  ]);

  // Without the app: the page says how to get it.
  const org = await signedIn(browser, organizer);
  await org.page.goto('/app/mb-events');
  await expect(org.page.getByText('Install the MB Events app from the App Store to organize events.')).toBeVisible();
  await shot(org.page, 'organizer-not-installed-desktop-light');

  await install(request, organizer.user.id);
  await org.page.reload();
  await expect(org.page.getByText('No events yet')).toBeVisible();
  await shot(org.page, 'organizer-empty-desktop-light');

  // Create: bad input is refused under its field, then a draft is saved and managed.
  await org.page.getByTestId('new-event').click();
  const form = org.page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Drinks, music and the people behind the year’s best scenes.');
  await form.getByLabel('Location').fill('Berlin, Germany');
  // The zone follows the venue (issue 31), not this browser's; picked by hand, it stays.
  await expect(form.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await expect(form.getByText('Set from the location: Europe/Berlin.')).toBeVisible();
  await form.getByLabel('Link (optional)').fill('http://insecure.example.com');
  await form.getByTestId('save-event').click();
  await expect(form.getByText('The link must be a secure https:// address.')).toBeVisible();
  await form.getByLabel('Link (optional)').fill('https://velvet.example.com/mixer');
  await form.getByLabel('Capacity').fill('40');
  await shot(org.page, 'event-form-desktop-light');
  await form.getByTestId('save-event').click();
  await expect(org.page).toHaveURL(/\/app\/mb-events\/manage\/[0-9a-f-]{36}$/);
  const eventId = org.page.url().split('/').at(-1) ?? '';
  await expect(org.page.getByTestId('event-group')).toHaveText('Draft');

  // Publish: the first event waits for review; a moderator approves it.
  await org.page.getByTestId('publish-event').click();
  await expect(org.page.getByTestId('event-group')).toHaveText('In review');
  const admin = await ensureFirstAdmin(request);
  await approveEvent(request, admin.session.access_token, title);
  await expect(async () => {
    await org.page.reload();
    await expect(org.page.getByTestId('event-group')).toHaveText('Published', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(org.page.getByTestId('count-seats')).toHaveText('0 / 40');

  // A member finds it on /events and RSVPs: a ticket with its QR code and code.
  const mem = await signedIn(browser, attendee);
  await mem.page.goto('/events');
  const card = mem.page.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await shot(mem.page, 'events-desktop-light');
  await card.click();
  await expect(mem.page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(mem.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await mem.page.getByTestId('rsvp').click();
  const ticket = mem.page.getByTestId('my-ticket');
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Valid');
  await expect(ticket.getByRole('img', { name: /QR code of your ticket/ })).toBeVisible();
  const code = ((await ticket.getByTestId('ticket-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await expect(mem.page.getByTestId('add-to-calendar')).toHaveAttribute('href', `/api/v1/events/${eventId}/calendar.ics`);
  await shot(mem.page, 'event-ticket-desktop-light');

  // The organizer's counts move live; the ticket is checked in by its code once.
  await expect(org.page.getByTestId('count-seats')).toHaveText('1 / 40');
  await expect(org.page.getByTestId('attendee-table')).toContainText('Ruby Lane');
  await org.page.getByLabel('Ticket code').fill(code.toLowerCase());
  await org.page.getByTestId('check-in').click();
  await expect(org.page.getByTestId('check-in-result')).toContainText('Checked in. Ruby Lane');
  await expect(org.page.getByTestId('count-checked-in')).toHaveText('1');
  await org.page.getByLabel('Ticket code').fill(code);
  await org.page.getByTestId('check-in').click();
  await expect(org.page.getByText(/This ticket is already checked in at/)).toBeVisible();
  await shot(org.page, 'manage-desktop-light');

  // Cancel (confirmed): the attendee is notified live.
  await org.page.getByTestId('cancel-event').click();
  await expect(org.page.getByRole('dialog')).toContainText('All 1 attendee is notified and e-mailed.');
  await org.page.getByTestId('confirm-cancel').click();
  await expect(org.page.getByTestId('event-group')).toHaveText('Cancelled');
  await expect(mem.page.getByRole('button', { name: /Notifications \(\d+ unread\)/ })).toBeVisible();
  await mem.page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
  // The toast and the list both say it.
  await expect(mem.page.getByText('An event you are attending was cancelled').first()).toBeVisible();
  await mem.page.keyboard.press('Escape');
  await expect(mem.page.getByTestId('event-cancelled')).toBeVisible();

  // A visitor sees the public page with its own title and the calendar file.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  const res = await v.goto(`/events/${eventId}`);
  expect(res?.status()).toBe(200);
  await expect(v).toHaveTitle(new RegExp(title));
  await expect(v.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();

  if (shots) {
    // Every page at 390 px and desktop, light and dark: a fresh published event keeps the pages lively.
    const second = await memberViaApi(request, newMember(), 'Jade Member');
    const headers = { authorization: `Bearer ${organizer.access_token}` };
    const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const made = await request.post('/api/v1/mb-events/events', {
      headers,
      data: {
        title: 'Awards night after-party',
        description: 'Music, drinks and the winners.',
        category: 'awards',
        location: 'Las Vegas, USA',
        starts_local: `${day}T21:00`,
        ends_local: `${day}T23:30`,
        timezone: 'America/Los_Angeles',
        capacity: 12,
      },
    });
    const ev = (await made.json()) as { id: string };
    // Trusted now: published at once.
    await request.post(`/api/v1/mb-events/events/${ev.id}/publish`, { headers });
    await request.post(`/api/v1/events/${ev.id}/rsvp`, { headers: { authorization: `Bearer ${second.access_token}` } });
    for (const dark of [false, true]) {
      for (const width of [390, 1280]) {
        const tag = `${width}-${dark ? 'dark' : 'light'}`;
        const o = await signedIn(browser, organizer, { width, dark });
        await o.page.goto('/app/mb-events');
        await expect(o.page.getByTestId('organizer-event').first()).toBeVisible();
        await shot(o.page, `organizer-${tag}`);
        await o.page.goto(`/app/mb-events/manage/${ev.id}`);
        await expect(o.page.getByTestId('attendee-table')).toBeVisible();
        await shot(o.page, `manage-${tag}`);
        await o.page.getByRole('button', { name: 'Edit' }).click();
        await expect(o.page.getByRole('dialog').getByLabel('Title')).toBeVisible();
        await shot(o.page, `event-form-${tag}`);
        await o.context.close();
        const m = await signedIn(browser, second, { width, dark });
        await m.page.goto('/events');
        await expect(m.page.getByTestId('event-card').first()).toBeVisible();
        await shot(m.page, `events-${tag}`);
        await m.page.goto('/events?tab=tickets');
        await expect(m.page.getByTestId('my-tickets')).toBeVisible();
        await shot(m.page, `tickets-${tag}`);
        await m.page.goto(`/events/${ev.id}`);
        await expect(m.page.getByTestId('my-ticket')).toBeVisible();
        await shot(m.page, `event-${tag}`);
        await m.context.close();
        const pub = await browser.newContext({
          viewport: { width, height: width < 500 ? 844 : 900 },
          colorScheme: dark ? 'dark' : 'light',
        });
        await pub.addInitScript(() =>
          localStorage.setItem(
            'cookiePreferences',
            JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
          ),
        );
        const p = await pub.newPage();
        await p.goto(`/events/${ev.id}`);
        await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(p, `public-event-${tag}`);
        await pub.close();
      }
    }
  }
  await org.context.close();
  await mem.context.close();
});

test('two members look at the last seat: one takes it, the other page turns sold out live; a stale page refused says so and turns too', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Last seat ${Date.now().toString(36)}`;
  const organizer = await memberViaApi(request, newMember(), 'Seat Keeper');
  await install(request, organizer.user.id);
  const headers = { authorization: `Bearer ${organizer.access_token}` };
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const made = await request.post('/api/v1/mb-events/events', {
    headers,
    data: { title, location: 'Budapest', starts_local: `${day}T20:00`, ends_local: `${day}T23:00`, capacity: 1 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const ev = (await made.json()) as { id: string; timezone: string };
  // No zone given: the venue's.
  expect(ev.timezone).toBe('Europe/Budapest');
  const published = await request.post(`/api/v1/mb-events/events/${ev.id}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  if (((await published.json()) as { moderation: string }).moderation === 'pending') {
    const admin = await ensureFirstAdmin(request);
    await approveEvent(request, admin.session.access_token, title);
  }

  // Made together: each sign-up waits mostly on its password hash.
  const [taker, watcher, stale] = await Promise.all([
    memberViaApi(request, newMember(), 'Ada Early'),
    memberViaApi(request, newMember(), 'Bo Watcher'),
    memberViaApi(request, newMember(), 'Cy Offline'),
  ]);
  const a = await signedIn(browser, taker);
  const b = await signedIn(browser, watcher);
  // This one's live channel never answers: its page only learns from the answer to its own RSVP.
  const c = await signedIn(browser, stale);
  await c.context.routeWebSocket(/\/api\/v1\/realtime/, () => undefined);
  for (const p of [a.page, b.page, c.page]) {
    await p.goto(`/events/${ev.id}`);
    await expect(p.getByTestId('seats')).toContainText('1 of 1 seats left');
    await expect(p.getByTestId('rsvp')).toBeEnabled();
  }
  await expect(b.page.getByTestId('event-organizer')).toContainText('Seat Keeper');

  await a.page.getByTestId('rsvp').click();
  await expect(a.page.getByTestId('my-ticket').getByTestId('ticket-status')).toHaveText('Valid');
  await expect(a.page.getByTestId('seats')).toContainText('Sold out');

  // The watcher's page follows without a reload.
  await expect(b.page.getByTestId('seats')).toContainText('Sold out');
  await expect(b.page.getByTestId('rsvp')).toBeDisabled();
  await expect(b.page.getByTestId('rsvp')).toHaveText('Sold out');
  await shot(b.page, 'event-sold-out-live');

  // The stale page still offers the seat; the refusal says why and the page stops offering it.
  await expect(c.page.getByTestId('seats')).toContainText('1 of 1 seats left');
  await c.page.getByTestId('rsvp').click();
  await expect(c.page.getByText('This event is sold out.')).toBeVisible();
  await expect(c.page.getByTestId('seats')).toContainText('Sold out');
  await expect(c.page.getByTestId('rsvp')).toBeDisabled();

  // The seat given back comes back on the watcher's page, live.
  await a.page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(b.page.getByTestId('seats')).toContainText('1 of 1 seats left');
  await expect(b.page.getByTestId('rsvp')).toBeEnabled();

  await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
});
