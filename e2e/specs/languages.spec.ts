import { expect, type Page, test } from '@playwright/test';
import { type AccountType, expectNoSeriousAxeViolations, newMember, signUpMember } from './helpers';
import { afterResize, shoot } from './shots';
import { memberViaApi } from './staff-helpers';

// Issue 36: the interface in five languages. A visitor's language follows the browser and the header's
// choice (kept in this browser); a member's is kept on the account (Settings → Account) and the screens
// they walk show it; the server answers its messages in the request's language.

test.describe('a visitor whose browser speaks Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('sees the public shell in Spanish, switches to German in the header, and keeps it', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Únete' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La red profesional de la industria para adultos.');
    await header.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await shoot(page, 'lang-signin-de');
  });
});

test.describe('the addresses search engines index per language (?lang=, the hreflang alternates)', () => {
  test('arrive rendered in that language without JavaScript: a prerendered page and a server-rendered profile', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Das professionelle Netzwerk der Erwachsenen\u00ad?branche\.$/);
    await expect(page.locator('head link[hreflang="fr"]')).toHaveAttribute('href', /\/\?lang=fr$/);

    const owner = await memberViaApi(request, newMember(), 'Lia Moreno');
    const me = await request.get('/api/v1/profiles/me', { headers: { authorization: `Bearer ${owner.access_token}` } });
    const { username } = (await me.json()) as { username: string };
    const res = await page.goto(`/${username}?lang=es`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('#root')).toHaveAttribute('data-locale', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Lia Moreno' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Únete' })).toBeVisible();
    // The English address stays English, though the Spanish copy was rendered a moment ago.
    await page.goto(`/${username}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join now' })).toBeVisible();
    await context.close();
  });

  test('hydrate in their language, with no mismatch', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Le réseau professionnel de l'industrie pour adultes.");
    // Hydrated: the header's language picker answers (React listens) and shows French.
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('fr');
    await expect(page.getByRole('banner').getByRole('link', { name: "S'inscrire" })).toBeVisible();
    expect(errors.filter((e) => /hydrat|did not match|Minified React error #(418|419|423|425)/i.test(e))).toEqual([]);
  });
});

test('the server answers in the language asked for, English when it has none', async ({ request }) => {
  const wrong = { email: 'nobody-here@example.test', password: 'Not-the-password-1' };
  const es = await request.post('/api/v1/auth/signin', { data: wrong, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
  expect((await es.json()).error.message).toBe('Correo electrónico o contraseña incorrectos.');
  const ja = await request.post('/api/v1/auth/signin', { data: wrong, headers: { 'accept-language': 'ja' } });
  expect((await ja.json()).error.message).toBe('Incorrect e-mail or password.');
});

test('a member switches to Spanish in Settings: every screen walked is Spanish, and it stays on the account', async ({ page }) => {
  const m = newMember();
  await signUpMember(page, m, 'creator', { path: '/settings' });
  await page.getByLabel('Interface language').selectOption('es');
  await expect(page.getByText('Idioma guardado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('tab', { name: 'Cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  // The contract's words, checked in the browser, in Spanish too.
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'lang-settings-es');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Panel' })).toBeAttached();
  await shoot(page, 'lang-dashboard-es');

  // Kept on the account: a new browser with an English profile signs in and gets Spanish.
  const res = await page.request.post('/api/v1/auth/signin', { data: m });
  const session = await res.json();
  expect(session.user.locale).toBe('es');

  // German, for the longer words (screenshots at 390 and 1280 px).
  await page.goto('/settings');
  await page.getByLabel('Idioma de la interfaz').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await shoot(page, 'lang-settings-de');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Nächste Schritte' })).toBeVisible();
  await shoot(page, 'lang-dashboard-de');
});

test('Settings → Privacy and the analytics page in German fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signUpMember(page, newMember(), 'creator', { path: '/settings?tab=privacy&lang=de' });
  await expect(page.getByRole('heading', { name: 'Blockierte Orte' })).toBeVisible();
  await expect(page.getByText('Profilaufrufe', { exact: true })).toBeVisible();
  // Country names come in the interface's language, and the English name still finds them.
  await page.getByLabel('Länder, US-Bundesstaaten und kanadische Provinzen suchen').fill('Germany');
  await expect(page.getByRole('checkbox', { name: 'Deutschland' })).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'lang-privacy-de');

  await page.goto('/analytics?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilstatistik' })).toBeVisible();
  await expect(page.getByText('Noch keine Aufrufe')).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'lang-analytics-de');
});

/**
 * The innermost elements that reach past the window's right edge (German's long words are the usual
 * cause), by tag, width and text: their ancestors follow them out and are not listed.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    // Inside a container that scrolls or clips (a row of category chips), reaching past the edge is by design.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= window.innerWidth + 1) return true;
      return false;
    };
    const out = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > window.innerWidth + 1 && !clipped(el);
    };
    return [...document.querySelectorAll('body *')]
      .filter((el) => out(el) && ![...el.children].some(out))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().width)} px "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });

test('the business, studio (casting, events) and enterprise screens in German fit a 390 px phone and a 1280 px desktop', async ({
  browser,
}) => {
  test.slow(); // three members, many pages
  const screens: [AccountType, string[]][] = [
    ['business', ['/business/register', '/business-management', '/business-pricing', '/business-directory']],
    ['studio', ['/studio-dashboard', '/casting', '/casting-forms', '/casting-proposals', '/app/mb-events', '/events']],
    ['enterprise', ['/enterprise-dashboard', '/enterprise-profile', '/enterprise/developer-settings']],
  ];
  const report: Record<string, string[]> = {};
  for (const [type, paths] of screens) {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await signUpMember(page, newMember(), type, { path: null });
    for (const path of paths) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${path}?lang=de`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await afterResize(page);
        const over = await overflowing(page);
        if (over.length) report[`${path} at ${width} px`] = over;
      }
      await shoot(page, `lang-de-${type}${path.replaceAll('/', '-')}`);
    }
    await context.close();
  }
  expect(report, 'elements wider than the window, by page').toEqual({});
});
