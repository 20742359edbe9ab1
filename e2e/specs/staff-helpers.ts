import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import sharp from 'sharp';

// Staff in browser tests. The first-admin bootstrap (spec §4) is open only while no staff exists, so
// on the shared test server staff is made in one way only: ensureFirstAdmin, one fixed account that
// every spec may ask for (whoever asks first makes it; the rest find it). A spec that must see the
// bootstrap itself runs its own server (startIsolatedServer).

const ADMIN = { email: 'e2e-first-admin@example.test', password: 'Velvet-Rope-first-admin-77' };

type Session = { access_token: string; user: { id: string } };

async function json<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  if (!res.ok()) throw new Error(`${res.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** Signs up (or in) a member through the API and finishes onboarding, so no dialog covers the page. */
export async function memberViaApi(request: APIRequestContext, m: { email: string; password: string }, displayName = ''): Promise<Session> {
  const up = await request.post('/api/v1/auth/signup', { data: { ...m, profile_type: 'creator' } });
  const session = up.ok() ? await json<Session>(up) : await json<Session>(await request.post('/api/v1/auth/signin', { data: m }));
  const headers = { authorization: `Bearer ${session.access_token}` };
  const profile = await json<{ onboarding_completed: boolean }>(await request.get('/api/v1/profiles/me', { headers }));
  if (profile.onboarding_completed) return session;
  const ob = async (data: unknown) => json(await request.post('/api/v1/profiles/me/onboarding', { headers, data }));
  await ob({ action: 'start', profile_type: 'creator' });
  const username = `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await json(await request.patch('/api/v1/profiles/me', { headers, data: { username, display_name: displayName } }));
  await ob({ action: 'step', step: 2 });
  await ob({ action: 'step', step: 3 });
  await ob({ action: 'skip_verification' });
  await ob({ action: 'complete' });
  return session;
}

// This worker's last admin session: each spec asked for one again, a sign-up refused and a sign-in (two
// password hashes) every time. It is used again while the server still answers it as an admin (a spec
// may have signed it out, or asked another server).
let adminSession: Session | undefined;

/** The shared server's first admin (staff_management and content_moderation), made on first use. */
export async function ensureFirstAdmin(request: APIRequestContext) {
  if (adminSession) {
    const res = await request.get('/api/v1/staff/me', { headers: { authorization: `Bearer ${adminSession.access_token}` } });
    if (res.ok() && ((await res.json()) as { is_admin: boolean }).is_admin) return { ...ADMIN, session: adminSession };
  }
  adminSession = undefined;
  const session = await memberViaApi(request, ADMIN, 'E2E Admin');
  const headers = { authorization: `Bearer ${session.access_token}` };
  await request.post('/api/v1/staff/grant-admin-access', { headers, data: { isPermanent: true } });
  const status = await json<{ is_admin: boolean }>(await request.get('/api/v1/staff/me', { headers }));
  expect(status.is_admin, 'staff on the shared test server must be made through ensureFirstAdmin').toBe(true);
  adminSession = session;
  return { ...ADMIN, session };
}

/** Puts a session into a browser context before any page script runs (and a cookie choice, so no banner covers it). */
export async function signInContext(context: BrowserContext, session: Session) {
  await context.addInitScript((s) => {
    localStorage.setItem('mb-session', s);
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    );
  }, JSON.stringify(session));
}

/** A server of its own on a fresh database (for the bootstrap, which needs a platform with no staff). */
export async function startIsolatedServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-iso-'));
  // scripts/e2e.mjs's migrated empty database: opening a copy takes a second, creating one up to a minute.
  if (process.env.E2E_DB_TEMPLATE) cpSync(process.env.E2E_DB_TEMPLATE, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A fresh embedded database is created at start: seconds when idle, over a minute on a loaded machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`isolated server on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A public portfolio image of the member: uploaded, then approved by the shared server's first admin
 * (a member who is not identity-verified waits for moderation). Answers the item's id.
 */
export async function publishedItemViaApi(
  request: APIRequestContext,
  session: { access_token: string },
  name = 'shot.jpg',
  file?: { mimeType: string; buffer: Buffer },
) {
  const image =
    file ??
    ({
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 40, b: 60 } } })
        .jpeg()
        .toBuffer(),
    } as const);
  const upload = await request.post('/api/v1/portfolio/me/items', {
    headers: { authorization: `Bearer ${session.access_token}` },
    multipart: { file: { name, ...image } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const item = (await upload.json()) as { id: string };
  const admin = await ensureFirstAdmin(request);
  const staff = { authorization: `Bearer ${admin.session.access_token}` };
  let queued: { id: string } | undefined;
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const res = await request.get(
      `/api/v1/moderation/queues/portfolio_item/items?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      {
        headers: staff,
      },
    );
    expect(res.ok(), await res.text()).toBe(true);
    const q = (await res.json()) as { items: { id: string; subject_id: string }[]; next_cursor: string | null };
    queued = q.items.find((i) => i.subject_id === item.id);
    cursor = queued ? null : q.next_cursor;
  }
  expect(queued, 'the upload waits in the moderation queue').toBeDefined();
  const approve = await request.post(`/api/v1/moderation/items/${queued?.id}/approve`, { headers: staff, data: {} });
  expect(approve.ok(), await approve.text()).toBe(true);
  return item.id;
}
