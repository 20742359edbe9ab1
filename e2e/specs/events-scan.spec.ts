import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, expect, test } from '@playwright/test';
import { encode } from 'uqr';
import { baseURL } from '../playwright.config';
import { newMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// MB Events check-in with the camera (issue 15): the organizer's manage page scans the attendee's
// ticket QR code. Chromium's fake camera films a .y4m made here from the ticket's code (as the QR
// scanner's own spec does), so this browser is launched after the ticket exists.

const work = mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-event-scan-'));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A Y4M (4:2:0) of the code: black modules on white, 8 px each, a 4-module quiet zone, on grey 640x480. */
function cameraFileOf(text: string): string {
  const qr = encode(text, { ecc: 'M', border: 4 });
  const W = 640;
  const H = 480;
  const px = 8;
  const side = qr.size * px;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const y = Buffer.alloc(W * H, 128);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) y[(top + r) * W + left + c] = qr.data[Math.floor(r / px)]?.[Math.floor(c / px)] ? 16 : 235;
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, Buffer.alloc((W / 2) * (H / 2) * 2, 128)]);
  const file = path.join(work, 'ticket.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]));
  return file;
}

async function json<T>(res: { ok(): boolean; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return JSON.parse(text) as T;
}

/** A listed event of a new organizer (app installed, approved by the first admin) and one attendee's ticket. */
async function eventWithTicket(request: APIRequestContext) {
  // Made together: each sign-up waits mostly on its password hash.
  const [organizer, attendee] = await Promise.all([
    memberViaApi(request, newMember(), 'Scan Organizer'),
    memberViaApi(request, newMember(), 'Camera Guest'),
  ]);
  await json(await request.post('/api/v1/test-hooks/mb-events/install', { data: { user_id: organizer.user.id } }));
  const headers = { authorization: `Bearer ${organizer.access_token}` };
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const title = `Scan night ${Date.now().toString(36)}`;
  const ev = await json<{ id: string }>(
    await request.post('/api/v1/mb-events/events', {
      headers,
      data: { title, location: 'Prague', starts_local: `${day}T20:00`, ends_local: `${day}T23:00`, timezone: 'Europe/Prague', capacity: 5 },
    }),
  );
  await json(await request.post(`/api/v1/mb-events/events/${ev.id}/publish`, { headers }));
  const admin = await ensureFirstAdmin(request);
  const staff = { authorization: `Bearer ${admin.session.access_token}` };
  await expect(async () => {
    const q = await json<{ items: { id: string; title: string }[] }>(
      await request.get('/api/v1/moderation/queues/event_listing/items?limit=100', { headers: staff }),
    );
    const hit = q.items.find((i) => i.title.includes(title));
    expect(hit).toBeDefined();
    await json(await request.post(`/api/v1/moderation/items/${hit?.id}/approve`, { headers: staff }));
  }).toPass({ timeout: 15_000 });
  const r = await json<{ ticket: { code: string } }>(
    await request.post(`/api/v1/events/${ev.id}/rsvp`, { headers: { authorization: `Bearer ${attendee.access_token}` } }),
  );
  return { organizer, eventId: ev.id, code: r.ticket.code };
}

test('the organizer checks a ticket in by scanning its QR code with the camera', async ({ request }) => {
  test.setTimeout(120_000);
  const { organizer, eventId, code } = await eventWithTicket(request);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFileOf(code)}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await signInContext(context, organizer);
    const page = await context.newPage();
    await page.goto(`/app/mb-events/manage/${eventId}`);
    await expect(page.getByTestId('count-checked-in')).toHaveText('0');
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(page.getByTestId('check-in-result')).toContainText('Checked in. Camera Guest', { timeout: 30_000 });
    await expect(page.getByTestId('count-checked-in')).toHaveText('1');
    await page.getByRole('button', { name: 'Close scanner' }).click();
    await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
