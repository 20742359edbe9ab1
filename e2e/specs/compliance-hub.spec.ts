import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newMember } from './helpers';
import { ensureFirstAdmin, memberViaApi, signInContext } from './staff-helpers';

// The built-in compliance hub's own pages (issue 9): a member uploads an ID document and a selfie in the
// hub, a moderator opens the operator console from /moderation and approves, the member's status is
// verified. The app's own compliance pages are tested in their own specs.

test('an ID upload in the hub is approved from the operator console opened on /moderation', async ({ browser, request }) => {
  const member = await memberViaApi(request, newMember(), 'Rowan Verify');
  const auth = { authorization: `Bearer ${member.access_token}` };
  const token = await (
    await request.post('/api/v1/compliance/sso-token', { headers: auth, data: { verificationType: 'identity' } })
  ).json();
  const login = await request.post('/api/v1/compliance/sso-login', {
    headers: auth,
    data: { session_token: token.session_token, return_url: '/onboarding' },
  });
  expect(login.ok()).toBe(true);
  const { verification_url } = (await login.json()) as { verification_url: string };

  // The member, in the hub's page (no app script there).
  const memberContext = await browser.newContext();
  const hub = await memberContext.newPage();
  await hub.goto(verification_url);
  await expect(hub.getByRole('heading', { name: 'ID verification' })).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  await hub.getByLabel(/Photo of your ID document/).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photo });
  await hub.getByLabel('A selfie holding the same document').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await hub.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(hub.getByRole('status')).toHaveText(/waiting for an operator/);
  await expect(hub.getByText('pending', { exact: true })).toBeVisible();

  // A moderator opens the console from the moderation page.
  const admin = await ensureFirstAdmin(request);
  const staffContext = await browser.newContext();
  await signInContext(staffContext, admin.session);
  const staff = await staffContext.newPage();
  await staff.goto('/moderation');
  await staff.getByRole('button', { name: 'Open ID verification console' }).click();
  await expect(staff.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  const entry = staff.getByRole('listitem').filter({ hasText: 'Rowan Verify' });
  await expect(entry.getByRole('img', { name: 'ID document' })).toBeVisible();
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('status')).toHaveText('Approved.');
  await expect(staff.getByRole('listitem').filter({ hasText: 'Rowan Verify' })).toHaveCount(0);

  // The member's status: verified, in the hub and in the app.
  await hub.reload();
  await expect(hub.getByText('verified', { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/v1/compliance/me', { headers: auth })).json()) as { identity: { status: string } }).identity
          .status,
    )
    .toBe('verified');

  // Back to the app's /oauth/callback with the return target.
  await hub.getByRole('button', { name: 'Return to the app' }).click();
  await expect(hub).toHaveURL(/\/oauth\/callback\?return_to=%2Fonboarding&verification=identity&result=completed/);
  await memberContext.close();
  await staffContext.close();
});
