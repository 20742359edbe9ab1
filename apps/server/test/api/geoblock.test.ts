import { GEOBLOCK_MESSAGES, PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOf } from '../../src/platform/geoip.ts';
import { publish, sampleListing } from '../helpers/directory.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Geo-blocking (issue 35): real addresses from the bundled DB-IP Lite database's own ranges, sent
// through X-Forwarded-For (the test app trusts one proxy, TRUST_PROXY=1).
const BERLIN = '85.214.132.117'; // DE, Berlin
const AUSTIN = '70.112.0.1'; // US, Texas
const MONTREAL = '24.200.0.1'; // CA, Quebec
const MOUNTAIN_VIEW = '8.8.8.8'; // US, California: blocked by nobody here
const from = (ip: string) => ({ 'x-forwarded-for': ip });

let t: TestApp;
let creator: NamedMember;
let friend: NamedMember;
let stranger: NamedMember;
let business: NamedMember;

beforeAll(async () => {
  // pages: a stand-in index.html, so page paths answer with their status and meta.
  t = await startTestApp({}, undefined, { pages: true });
  [creator, friend, stranger, business] = await Promise.all([
    namedMember(t, 'geo', 'Hidden Star'),
    namedMember(t, 'geofriend', 'Friend'),
    namedMember(t, 'geostranger', 'Stranger'),
    namedMember(t, 'geobiz', 'Hidden Studio', 'business'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('the bundled GeoIP database', () => {
  it('places the test addresses in Germany, Texas, Quebec and California', async () => {
    expect(await placeOf({}, BERLIN)).toEqual({ country: 'DE', region: null });
    expect(await placeOf({}, AUSTIN)).toEqual({ country: 'US', region: 'US-TX' });
    expect(await placeOf({}, MONTREAL)).toEqual({ country: 'CA', region: 'CA-QC' });
    expect(await placeOf({}, `::ffff:${MONTREAL}`)).toEqual({ country: 'CA', region: 'CA-QC' });
    expect(await placeOf({}, MOUNTAIN_VIEW)).toEqual({ country: 'US', region: 'US-CA' });
    expect(await placeOf({}, '127.0.0.1')).toBeNull();
    expect(await placeOf({}, 'not an address')).toBeNull();
  });
});

describe('Settings → Privacy: blocked locations', () => {
  it('starts empty, saves countries, states and the allow list, and reads them back', async () => {
    const empty = await t.call('myGeoBlock', { token: creator.token });
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ countries: [], regions: [], allowed: [] });
    const saved = await t.call('updateMyGeoBlock', {
      token: creator.token,
      body: { countries: ['DE', 'DE'], regions: ['US-TX', 'CA-QC'], allowed: [`@${friend.username.toUpperCase()}`] },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.countries).toEqual(['DE']);
    expect(saved.data.regions).toEqual(['CA-QC', 'US-TX']);
    expect(saved.data.allowed.map((a) => a.username)).toEqual([friend.username]);
    expect((await t.call('myGeoBlock', { token: creator.token })).data).toEqual(saved.data);
  });

  it("refuses what is not on the list, an unknown member and oneself, in the contract's words", async () => {
    const badCountry = await t.call('updateMyGeoBlock', { token: stranger.token, body: { countries: ['XX'], regions: [], allowed: [] } });
    expect(badCountry.status).toBe(400);
    expect(badCountry.error?.fields?.['countries.0']).toBe(GEOBLOCK_MESSAGES.badCountry);
    const badRegion = await t.call('updateMyGeoBlock', { token: stranger.token, body: { countries: [], regions: ['DE-BE'], allowed: [] } });
    expect(badRegion.status).toBe(400);
    const unknown = await t.call('updateMyGeoBlock', {
      token: stranger.token,
      body: { countries: ['FR'], regions: [], allowed: ['nobody_here_x'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('No member has the username @nobody_here_x.');
    const self = await t.call('updateMyGeoBlock', {
      token: stranger.token,
      body: { countries: ['FR'], regions: [], allowed: [stranger.username] },
    });
    expect(self.error?.message).toBe(GEOBLOCK_MESSAGES.notYourself);
    expect((await t.call('myGeoBlock', { token: stranger.token })).data.countries).toEqual([]);
  });

  it('is for members only', async () => {
    expect((await t.call('myGeoBlock')).status).toBe(401);
    expect((await t.call('updateMyGeoBlock', { body: { countries: [], regions: [], allowed: [] } })).status).toBe(401);
  });
});

describe('a visitor or member in a blocked place does not find the profile', () => {
  it('opening it directly: the neutral answer from Germany, Texas and Quebec; California sees it', async () => {
    for (const ip of [BERLIN, AUSTIN, MONTREAL]) {
      const r = await t.call('publicProfile', { params: { identifier: creator.username }, headers: from(ip) });
      expect(r.status, ip).toBe(404);
      expect(r.error?.message).toBe(PROFILE_UNAVAILABLE);
      const member = await t.call('publicProfile', { token: stranger.token, params: { identifier: creator.username }, headers: from(ip) });
      expect(member.error?.message).toBe(PROFILE_UNAVAILABLE);
    }
    const seen = await t.call('publicProfile', { params: { identifier: creator.username }, headers: from(MOUNTAIN_VIEW) });
    expect(seen.status).toBe(200);
    expect(seen.data.username).toBe(creator.username);
  });

  it('a member on the allow list gets through; the owner always sees their own', async () => {
    const allowed = await t.call('publicProfile', { token: friend.token, params: { identifier: creator.username }, headers: from(BERLIN) });
    expect(allowed.status).toBe(200);
    const own = await t.call('publicProfile', { token: creator.token, params: { identifier: creator.username }, headers: from(BERLIN) });
    expect(own.status).toBe(200);
  });

  it('discovery leaves the member out in the blocked place only', async () => {
    const search = (ip: string) => t.call('discover', { token: stranger.token, query: { q: creator.username }, headers: from(ip) });
    expect((await search(AUSTIN)).data.members.map((m) => m.username)).not.toContain(creator.username);
    expect((await search(MOUNTAIN_VIEW)).data.members.map((m) => m.username)).toContain(creator.username);
  });

  it('the portfolio and bio links behind the profile answer the same', async () => {
    const items = await t.call('memberPortfolio', { params: { identifier: creator.username }, headers: from(MONTREAL) });
    expect(items.status).toBe(404);
    expect(items.error?.message).toBe(PROFILE_UNAVAILABLE);
    const links = await t.call('memberBioLinks', { params: { identifier: creator.username }, headers: from(MONTREAL) });
    expect(links.status).toBe(404);
  });

  it('a share link does not get around it', async () => {
    const share = await t.call('createPortfolioShare', { token: creator.token, body: { expires: '7d' } });
    expect(share.status).toBe(201);
    const token = new URL(share.data.url).searchParams.get('token') ?? '';
    const blocked = await t.call('sharedPortfolio', { query: { token }, headers: from(BERLIN) });
    expect(blocked.status).toBe(404);
    expect(blocked.error?.message).toBe(PROFILE_UNAVAILABLE);
    expect((await t.call('sharedPortfolio', { query: { token }, headers: from(MOUNTAIN_VIEW) })).status).toBe(200);
  });

  it('the page /{username}: 404 with no name in its meta in the blocked place, the profile elsewhere', async () => {
    const page = (ip: string) => fetch(`${t.url}/${creator.username}`, { headers: { accept: 'text/html', ...from(ip) } });
    const blocked = await page(BERLIN);
    expect(blocked.status).toBe(404);
    const html = await blocked.text();
    // The generic meta (the address typed is all the page repeats), nothing of the member.
    expect(html).not.toContain('Hidden Star');
    expect(blocked.headers.get('x-robots-tag')).toContain('noindex');
    const seen = await page(MOUNTAIN_VIEW);
    expect(seen.status).toBe(200);
    expect(await seen.text()).toContain('Hidden Star');
  });

  it('the directory: a business hiding from Texas is neither listed nor opened there', async () => {
    await publish(t, sampleListing(business.userId, { business_name: 'Geohidden Lens Works' }));
    const saved = await t.call('updateMyGeoBlock', { token: business.token, body: { countries: [], regions: ['US-TX'], allowed: [] } });
    expect(saved.status).toBe(200);
    const search = (ip: string) => t.call('directorySearch', { query: { q: 'Geohidden' }, headers: from(ip) });
    expect((await search(AUSTIN)).data.listings.map((l) => l.id)).not.toContain(business.userId);
    expect((await search(MOUNTAIN_VIEW)).data.listings.map((l) => l.id)).toContain(business.userId);
    const open = await t.call('directoryListing', { params: { id: business.userId }, headers: from(AUSTIN) });
    expect(open.status).toBe(404);
    expect(open.error?.message).toBe(PROFILE_UNAVAILABLE);
    // The sitemap we serve a search engine follows the same rule, and no shared cache may keep it.
    const sitemap = async (ip: string) => {
      const r = await fetch(`${t.url}/sitemap.xml`, { headers: from(ip) });
      expect(r.headers.get('cache-control')).toMatch(/^private/);
      return r.text();
    };
    expect(await sitemap(AUSTIN)).not.toContain(`/business/${business.userId}`);
    expect(await sitemap(MOUNTAIN_VIEW)).toContain(`/business/${business.userId}`);
  });

  it("an enterprise's company page: the neutral answer in the blocked place, the page elsewhere", async () => {
    const company = await namedMember(t, 'geoent', 'Hidden Holdings', 'enterprise');
    const saved = await t.call('updateMyGeoBlock', { token: company.token, body: { countries: ['DE'], regions: [], allowed: [] } });
    expect(saved.status).toBe(200);
    const open = (ip: string) => t.call('publicEnterprise', { params: { id: company.userId }, headers: from(ip) });
    const hidden = await open(BERLIN);
    expect(hidden.status).toBe(404);
    expect(hidden.error?.message).toBe(PROFILE_UNAVAILABLE);
    expect((await open(MOUNTAIN_VIEW)).status).toBe(200);
    // Its page's meta names nobody in the blocked place.
    const page = (ip: string) => fetch(`${t.url}/enterprise/${company.userId}`, { headers: from(ip) }).then((r) => r.text());
    expect(await page(BERLIN)).not.toContain('Hidden Holdings');
    expect(await page(MOUNTAIN_VIEW)).toContain('Hidden Holdings');
  });

  it('the feed and a follower list leave the member out in the blocked place', async () => {
    expect((await t.call('follow', { token: stranger.token, params: { userId: creator.userId } })).status).toBe(200);
    const post = await t.call('createFeedPost', { token: creator.token, body: { body: 'Hello from a hidden star' } });
    expect(post.status).toBe(201);
    const feed = (ip: string) => t.call('feed', { token: stranger.token, headers: from(ip) });
    const actors = async (ip: string) => (await feed(ip)).data.items.map((i) => i.actor.id);
    expect(await actors(MOUNTAIN_VIEW)).toContain(creator.userId);
    expect(await actors(BERLIN)).not.toContain(creator.userId);
    const following = (ip: string) => t.call('networkList', { params: { userId: stranger.userId, kind: 'following' }, headers: from(ip) });
    expect((await following(MOUNTAIN_VIEW)).data.items.map((m) => m.user_id)).toContain(creator.userId);
    expect((await following(AUSTIN)).data.items.map((m) => m.user_id)).not.toContain(creator.userId);
  });

  it('lifting the blocks shows the profile again at once', async () => {
    await t.call('updateMyGeoBlock', { token: creator.token, body: { countries: [], regions: [], allowed: [] } });
    const r = await t.call('publicProfile', { params: { identifier: creator.username }, headers: from(BERLIN) });
    expect(r.status).toBe(200);
    expect((await t.call('myGeoBlock', { token: creator.token })).data).toEqual({ countries: [], regions: [], allowed: [] });
  });
});
