import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES } from '@mb/contract/webhooks';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { call } from './onboarding-helpers';
import { shoot } from './shots';
import { memberViaApi } from './staff-helpers';

// Signed outgoing webhooks (issue 17) in the browser: an enterprise adds an endpoint pointing at a
// receiver this test runs (plain http on 127.0.0.1: allowed outside production), sees its secret once,
// a linked studio gets a casting application, and the delivery shows in the endpoint's log as
// delivered; the receiver checks the signature with the secret the page showed. E2E_SHOTS=<dir> writes screenshots.

async function memberPage(browser: Browser, type: 'enterprise' | 'studio', displayName: string, at: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true }),
    ),
  );
  const page = await context.newPage();
  const { username } = await signUpMember(page, newMember(), type, { displayName, path: at });
  return { page, username, close: () => context.close() };
}

test('an enterprise adds a webhook endpoint; a linked studio’s new application is delivered, signed, and logged', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/mb`;

  const ent = await memberPage(browser, 'enterprise', 'Northwind Media', '/enterprise/developer-settings/webhooks');
  const studio = await memberPage(browser, 'studio', 'Harbor Light Studios', '/studio-dashboard');
  const e = ent.page;
  const s = studio.page;

  // The page: its way back to developer settings, and the empty state.
  await expect(e.getByRole('heading', { name: 'Developer Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The shared sub-navigation: API keys | Webhooks (this page) | Docs.
  await expect(e.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/enterprise/developer-settings');
  await expect(e.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  await expect(e.getByRole('heading', { name: 'No endpoints yet' })).toBeVisible();
  await expect(e.getByTestId('verify-sample')).toContainText('timingSafeEqual');
  await shoot(e, 'webhooks-empty');

  // The studio accepts the enterprise's invitation (through the API: enterprise.spec drives those pages).
  const invited = await call(e, 'POST', '/api/v1/enterprise/me/studios', { studio: studio.username });
  await call(s, 'POST', `/api/v1/enterprise/studio-links/${invited.link.id}/accept`, {});

  // Add an endpoint: a bad URL is refused in place and nothing typed is lost; then the secret, once.
  await e.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = e.getByRole('dialog');
  await dialog.getByLabel('Endpoint URL').fill('not a url');
  await dialog.getByLabel('Description (optional)').fill('CRM sync');
  await dialog.getByTestId('save-endpoint').click();
  await expect(dialog.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeVisible();
  await expect(dialog.getByLabel('Description (optional)')).toHaveValue('CRM sync');
  await dialog.getByLabel('Endpoint URL').fill(hookUrl);
  await expect(dialog.getByLabel(/New casting application/)).toBeChecked();
  await dialog.getByTestId('save-endpoint').click();
  const secretDialog = e.getByRole('dialog', { name: 'Signing secret' });
  await expect(secretDialog.getByText(WEBHOOK_MESSAGES.secretOnce)).toBeVisible();
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shoot(e, 'webhooks-secret');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  const endpoint = e.getByTestId('webhook-endpoint');
  await expect(endpoint).toHaveCount(1);
  await expect(endpoint).toContainText(hookUrl);
  await expect(endpoint).toContainText(`…${secret.slice(-4)}`);
  await expect(e.getByText(secret)).toHaveCount(0);

  // The log is empty until something happens.
  await endpoint.getByTestId('toggle-log').click();
  await expect(endpoint.getByTestId('delivery-log-empty')).toHaveText(WEBHOOK_MESSAGES.logEmpty);

  // The studio opens a casting call; a creator applies.
  const form = await call(s, 'POST', '/api/v1/casting/forms', {
    title: 'Harbor casting',
    fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }],
  });
  const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const castingCall = await call(s, 'POST', '/api/v1/casting/calls', {
    form_id: form.id,
    title: 'Harbor lead',
    role_description: 'Lead role.',
    starts_on: inDays(20),
    ends_on: inDays(21),
    location: 'Miami, Florida, United States',
    rate_min: 800,
    rate_max: 1500,
    rate_unit: 'per_scene',
    content_types: ['straight'],
    disclosure: 'Full nudity.',
    deadline: inDays(10),
  });
  const creator = await memberViaApi(request, newMember(), 'Nova Reyes');
  const applied = await request.post(`/api/v1/casting/calls/${castingCall.id}/applications`, {
    headers: { authorization: `Bearer ${creator.access_token}` },
    data: { answers: { name: 'Nova' }, disclosure_acknowledged: true },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  // The delivery shows in the log as delivered (the log reads again while a delivery is pending).
  await e.reload();
  await e.getByTestId('webhook-endpoint').getByTestId('toggle-log').click();
  const delivery = e.getByTestId('delivery').filter({ has: e.getByText('application.created', { exact: true }) });
  await expect(delivery).toHaveAttribute('data-status', 'delivered', { timeout: 60_000 });
  await expect(delivery.getByTestId('delivery-status-code')).toHaveText('200');
  await expect(delivery).toContainText('Delivered');

  // What arrived is signed with the secret the page showed.
  const hit = got.find((g) => JSON.parse(g.body).type === 'application.created');
  expect(hit).toBeTruthy();
  const sig = Object.fromEntries(
    String(hit?.headers['mb-signature'])
      .split(',')
      .map((p) => p.split('=')),
  );
  expect(createHmac('sha256', secret).update(`${sig.t}.${hit?.body}`).digest('hex')).toBe(sig.v1);
  expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ studio: { username: studio.username }, data: { call: { title: 'Harbor lead' } } });

  // "Send test event": a ping, delivered too.
  await e.getByRole('button', { name: 'Send test event' }).click();
  await expect(e.getByTestId('delivery').filter({ has: e.getByText('ping', { exact: true }) })).toHaveAttribute(
    'data-status',
    'delivered',
    {
      timeout: 60_000,
    },
  );
  await expectNoSeriousAxeViolations(e);
  await shoot(e, 'webhooks');

  await studio.close();
  await ent.close();
  receiver.close();
});
