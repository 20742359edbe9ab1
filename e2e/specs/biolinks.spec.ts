import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember, seriousAxeViolations } from './helpers';
import { memberViaApi, publishedItemViaApi } from './staff-helpers';

// Bio links and share links (issue 10). The /biolink/{slug} page is the server's own (no app bundle):
// a visitor's click goes through the counter and lands on the link; the 18+ gate opens by its link.
// A share link works signed out and stops after revocation: asserted through the API and the /storage
// URLs it hands out (the /portfolio/share page is another part of the issue, with its own spec).

type Session = { access_token: string; user: { id: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface BioLinkPage {
  slug: string;
  views: number;
  links: { id: string; label: string; clicks: number }[];
}

async function saveBioLink(request: APIRequestContext, s: Session, body: unknown) {
  return json<BioLinkPage>(await request.put('/api/v1/biolink/me', { headers: auth(s), data: body }));
}
const myBioLink = async (request: APIRequestContext, s: Session) =>
  (await json<{ page: BioLinkPage | null }>(await request.get('/api/v1/biolink/me', { headers: auth(s) }))).page;

/** Serious axe findings in the light and the dark scheme (the page follows prefers-color-scheme). */
async function axeBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAxeViolations(page), `${page.url()} (${colorScheme})`).toEqual([]);
  }
}

test('a visitor opens a bio link page, clicks a link, lands on it, and the click is counted', async ({ browser, request }) => {
  const owner = (await memberViaApi(request, newMember(), 'Scarlet Vance')) as Session;
  const slug = `scarlet-${Date.now().toString(36)}`;
  const saved = await saveBioLink(request, owner, {
    slug,
    title: 'Model · Creator',
    theme_color: '#e11d48',
    adult_gate: false,
    links: [
      { label: 'My OnlyFans', url: 'https://onlyfans.com/scarlet-e2e' },
      { label: 'Portfolio site', url: 'https://scarlet.example.org/' },
    ],
  });
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  // The outside sites are stood in for here (no network in tests); what counts is that the browser goes there.
  await page.route('https://scarlet.example.org/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>Landed</title><h1>Landed</h1>' }),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const res = await page.goto(`/biolink/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/Scarlet Vance – Model · Creator/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scarlet Vance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My OnlyFans' })).toBeVisible();
  expect(scripts).toEqual([]);
  await axeBothSchemes(page);

  await page.getByRole('link', { name: 'Portfolio site' }).click();
  await expect(page).toHaveURL('https://scarlet.example.org/');
  await expect(page.getByRole('heading', { name: 'Landed' })).toBeVisible();
  const after = await myBioLink(request, owner);
  expect(after?.links.map((l) => [l.label, l.clicks])).toEqual([
    ['My OnlyFans', 0],
    ['Portfolio site', 1],
  ]);
  expect(after?.views).toBe(1);
  expect(saved.links[1]?.id).toBe(after?.links[1]?.id);
  await visitor.close();
});

test('an 18+ gated bio link page shows its links after the visitor confirms, and unknown pages are a 404', async ({ browser, request }) => {
  const owner = (await memberViaApi(request, newMember(), 'Gated Creator')) as Session;
  const slug = `gated-${Date.now().toString(36)}`;
  await saveBioLink(request, owner, {
    slug,
    title: null,
    theme_color: '#fde047',
    adult_gate: true,
    links: [{ label: 'Fansly', url: 'https://fansly.com/gated' }],
  });
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/biolink/${slug}`);
  await expect(page.getByRole('heading', { name: 'Adult content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fansly' })).toHaveCount(0);
  await axeBothSchemes(page);
  await page.getByRole('link', { name: 'I am 18 or older' }).click();
  await expect(page).toHaveURL(new RegExp(`/biolink/${slug}\\?adult=1$`));
  // A light theme colour gets dark text on its buttons.
  await expect(page.getByRole('link', { name: 'Fansly' })).toHaveCSS('color', 'rgb(17, 17, 17)');
  await axeBothSchemes(page);
  expect((await visitor.cookies()).length).toBe(0);

  const missing = await page.goto('/biolink/nobody-has-this-one');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await visitor.close();
});

test('a share link works signed out and stops, media included, once revoked', async ({ browser, request }) => {
  const owner = (await memberViaApi(request, newMember(), 'Shared Creator')) as Session;
  // An image, approved by a moderator (the owner is not identity-verified), so it is public.
  const itemId = await publishedItemViaApi(request, owner);

  const share = await json<{ id: string; url: string }>(
    await request.post('/api/v1/portfolio/me/shares', { headers: auth(owner), data: { label: 'E2E', expires: '7d' } }),
  );
  const token = new URL(share.url).searchParams.get('token') as string;
  const visitor = await browser.newContext();
  const shared = await json<{ owner: { display_name: string }; items: { id: string; media: { thumb_url: string } }[] }>(
    await visitor.request.get(`/api/v1/portfolio/shared?token=${encodeURIComponent(token)}`),
  );
  expect(shared.owner.display_name).toBe('Shared Creator');
  expect(shared.items.map((i) => i.id)).toEqual([itemId]);
  const thumb = shared.items[0]?.media.thumb_url as string;
  expect((await visitor.request.get(thumb)).status()).toBe(200);

  await json(await request.delete(`/api/v1/portfolio/me/shares/${share.id}`, { headers: auth(owner) }));
  expect((await visitor.request.get(`/api/v1/portfolio/shared?token=${encodeURIComponent(token)}`)).status()).toBe(404);
  expect((await visitor.request.get(thumb)).status()).not.toBe(200);
  await visitor.close();
});
