import { CASTING_ALERT_MESSAGES } from '@mb/contract/casting';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { shoot } from './shots';

// Casting alerts (issue 35) in the browser: a performer saves a search on /casting, finds it in Settings →
// Notifications, a studio opens a matching call (through the API: the studio's pages are casting.spec's),
// and the performer's bell shows the alert, live. Then rename and delete in the settings.

type Session = { access_token: string; user: { id: string } };

/** A studio account through the API, with one form, opening one call titled `title`. */
async function studioOpensCall(request: APIRequestContext, title: string) {
  const up = await request.post('/api/v1/auth/signup', { data: { ...newMember(), profile_type: 'studio' } });
  expect(up.ok(), await up.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await up.json()) as Session).access_token}` };
  const form = await request.post('/api/v1/casting/forms', {
    headers,
    data: { title: 'Alerts form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  expect(form.ok(), await form.text()).toBe(true);
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const call = await request.post('/api/v1/casting/calls', {
    headers,
    data: {
      form_id: ((await form.json()) as { id: string }).id,
      title,
      role_description: 'Two scenes on a rooftop, one day.',
      location: 'Berlin',
      rate_min: 600,
      rate_max: 900,
      disclosure: 'Full nudity.',
      deadline,
    },
  });
  expect(call.ok(), await call.text()).toBe(true);
}

test('a saved search on /casting alerts the performer when a studio opens a matching call; managed in settings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `zephyr${Date.now().toString(36)}`;
  await signUpMember(page, newMember(), 'creator', { displayName: 'Nova Alerts', path: '/casting' });
  // The cookie banner sits above dialogs at the bottom of the screen: answer it first, as a member would.
  await page.getByRole('button', { name: 'Reject All' }).click();

  // Save the list's filters as a search.
  const filters = page.getByRole('form', { name: 'Filter casting calls' });
  await filters.getByLabel('Search').fill(word);
  await filters.getByLabel('Pays at least (USD)').fill('500');
  await filters.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(word);
  await expect(dialog).toContainText(`words “${word}”, paying at least 500 USD`);
  await dialog.getByLabel('Name', { exact: true }).fill(`Rooftop ${word}`);
  await dialog.getByLabel('In the app and in a daily e-mail digest').check();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'casting-alerts-save');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(CASTING_ALERT_MESSAGES.saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Settings → Notifications lists it.
  await page.goto('/settings?tab=notifications');
  const section = page.locator('#casting-alerts');
  const row = section.getByTestId('casting-alert');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Name', { exact: true })).toHaveValue(`Rooftop ${word}`);
  await expect(row).toContainText(`“${word}” · at least 500 USD`);
  await expect(row.getByLabel('Tell me')).toHaveValue('digest');

  // A studio opens a matching call: the job matches it and the bell shows the alert, live.
  await studioOpensCall(request, `Lead ${word} performer`);
  await expect(page.getByText('New Notification')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  const alert = panel.getByTestId('notification-item').filter({ hasText: `New casting call: Lead ${word} performer` });
  await expect(alert).toBeVisible();
  // The alert opens the call itself: /casting shows it first, ready to apply.
  await alert.click();
  await expect(page).toHaveURL(/\/casting\?call=/);
  const linked = page.getByRole('region', { name: 'The casting call from your alert' });
  await expect(linked.getByTestId('casting-call')).toContainText(`Lead ${word} performer`);
  await shoot(page, 'casting-alerts-linked-call');
  await page.goto('/settings?tab=notifications');

  // Rename, e-mail at once, then delete.
  await row.getByLabel('Name', { exact: true }).fill(`Renamed ${word}`);
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(CASTING_ALERT_MESSAGES.updated).first()).toBeVisible();
  await row.getByLabel('Tell me').selectOption('email');
  await expect(row.getByLabel('Tell me')).toHaveValue('email');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'casting-alerts-settings');
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText('No saved casting searches')).toBeVisible();
  await page.reload();
  await expect(page.locator('#casting-alerts').getByText('No saved casting searches')).toBeVisible();
});

test('the unsubscribe link of an alert e-mail turns that e-mail off, signed out, and a broken link says so', async ({ page, browser }) => {
  const m = newMember();
  const word = `quasar${Date.now().toString(36)}`;
  const { session } = await signUpMember(page, m, 'creator', { displayName: 'Nova Mail', path: null });
  const headers = { authorization: `Bearer ${session.access_token}` };
  const saved = await page.request.post('/api/v1/casting/alerts', { headers, data: { name: `Night ${word}`, q: word, delivery: 'email' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const alertId = ((await saved.json()) as { id: string }).id;

  // A studio opens a matching call; the job mails the alert at once.
  await studioOpensCall(page.request, `Night ${word} performer`);
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/test-hooks/casting/alert-mail?to=${encodeURIComponent(m.email)}`);
        const mail = res.ok() ? ((await res.json()) as { text: string }) : null;
        link = mail?.text.match(/\/casting-alerts\/unsubscribe\?token=[\w.-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  // The link opens in a mail client's browser, signed out: it names the search and changes nothing yet.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Stop casting alert e-mails' })).toBeVisible();
  await expect(tab.getByText(`Stop e-mails for your saved search “Night ${word}”? Alerts inside the app stay on.`)).toBeVisible();
  const before = (await (await page.request.get('/api/v1/casting/alerts', { headers })).json()) as {
    items: { id: string; delivery: string }[];
  };
  expect(before.items.find((a) => a.id === alertId)?.delivery).toBe('email');
  await expectNoSeriousAxeViolations(tab);
  await shoot(tab, 'casting-alert-unsubscribe-ask');

  await tab.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(tab.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await shoot(tab, 'casting-alert-unsubscribe-done');
  await expect(tab.getByText(CASTING_ALERT_MESSAGES.unsubscribed)).toBeVisible();
  const after = (await (await page.request.get('/api/v1/casting/alerts', { headers })).json()) as {
    items: { id: string; delivery: string }[];
  };
  expect(after.items.find((a) => a.id === alertId)?.delivery).toBe('in_app');

  // Opened again later, the same link has nothing left to turn off.
  await tab.reload();
  await expect(tab.getByText('No saved search of yours sends these e-mails any more.')).toBeVisible();

  // A link cut short in the mail, or none at all, is refused with the way to change alerts.
  await tab.goto(`${link.slice(0, -6)}`);
  await expect(tab.getByRole('alert').filter({ hasText: CASTING_ALERT_MESSAGES.unsubscribeInvalid })).toBeVisible();
  await tab.goto('/casting-alerts/unsubscribe');
  await expect(tab.getByRole('alert').filter({ hasText: CASTING_ALERT_MESSAGES.unsubscribeInvalid })).toBeVisible();
  await shoot(tab, 'casting-alert-unsubscribe-invalid');
  await visitor.close();
});
