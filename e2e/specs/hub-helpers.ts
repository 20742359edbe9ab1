import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import sharp from 'sharp';
import { ensureFirstAdmin } from './staff-helpers';

// The built-in compliance hub, driven as a member and an operator would: for specs that need a member
// whose identity is verified (NSFW uploads, votes that need a verified identity).

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await res.text();
  expect(res.ok(), `${res.status()}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * Verifies a member's identity through the built-in hub: the member uploads an ID and a selfie in the
 * hub (its own cookie-carrying context), the shared server's admin approves in the operator console,
 * and the member's compliance status reads 'verified'.
 */
export async function verifyIdentity(browser: Browser, request: APIRequestContext, member: Session, email: string) {
  const token = await ok<{ session_token: string }>(
    await request.post('/api/v1/compliance/sso-token', { headers: auth(member), data: { verificationType: 'identity' } }),
  );
  const login = await ok<{ verification_url: string }>(
    await request.post('/api/v1/compliance/sso-login', {
      headers: auth(member),
      data: { session_token: token.session_token, return_url: '/dashboard' },
    }),
  );
  const hub = await browser.newContext();
  expect((await hub.request.get(login.verification_url)).ok()).toBe(true);
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const sent = await hub.request.post('/hub/identity', {
    multipart: {
      document: { name: 'id.png', mimeType: 'image/png', buffer: photo },
      selfie: { name: 'me.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await hub.close();
  const admin = await ensureFirstAdmin(request);
  const link = await ok<{ url: string }>(await request.post('/api/v1/compliance/operator-link', { headers: auth(admin.session) }));
  const operator = await browser.newContext();
  const consolePage = await (await operator.request.get(link.url)).text();
  const entry = consolePage.split('<li>').find((chunk) => chunk.includes(email));
  const checkId = /\/hub\/operator\/identity\/([^/"]+)\/approve/.exec(entry ?? '')?.[1];
  expect(checkId, 'the member waits in the operator console').toBeTruthy();
  expect((await operator.request.post(`/hub/operator/identity/${checkId}/approve`)).ok()).toBe(true);
  await operator.close();
  await expect
    .poll(
      async () =>
        (await ok<{ identity: { status: string } }>(await request.get('/api/v1/compliance/me', { headers: auth(member) }))).identity.status,
    )
    .toBe('verified');
}
