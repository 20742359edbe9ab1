import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHelpers } from '../helpers/events.ts';
import { fetchFile, portfolioMember, uploadImage } from '../helpers/portfolio.ts';
import { makeImage, namedMember, postAvatar } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// Geo-blocking (issue 35) on the paths beside the profile page (features/geoblock/README.md, the list
// of paths): events, the live feed, the public API's applicants, bio link pages and direct file URLs.
// Real addresses from the bundled DB-IP Lite database, through X-Forwarded-For (TRUST_PROXY=1).
const BERLIN = '85.214.132.117'; // DE
const MOUNTAIN_VIEW = '8.8.8.8'; // US, California: blocked by nobody here
const from = (ip: string) => ({ 'x-forwarded-for': ip });

let t: TestApp;
const ev = eventHelpers(() => t);
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const hideFromGermany = async (token: string, allowed: string[] = []) => {
  const r = await t.call('updateMyGeoBlock', { token, body: { countries: ['DE'], regions: [], allowed } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
};

describe('events', () => {
  it('an organizer hiding from Germany: their events are not listed or opened there, and their calendar file is 404', async () => {
    const organizer = await ev.organizer();
    const event = await ev.listedEvent(organizer, { title: 'Geohidden mixer' });
    const reader = await signUpUser(t);
    // Listed under their business (rows straight in: the events tests prove how business_id is set).
    await t.ctx.database.query('update events set business_id = organizer_id where id = $1', [event.id]);
    await hideFromGermany(organizer.token);
    const list = (ip: string) => t.call('upcomingEvents', { token: reader.token, query: {}, headers: from(ip) });
    expect((await list(MOUNTAIN_VIEW)).data.events.map((e) => e.id)).toContain(event.id);
    expect((await list(BERLIN)).data.events.map((e) => e.id)).not.toContain(event.id);
    const byBusiness = (ip: string) => t.call('businessEvents', { params: { businessId: organizer.userId }, headers: from(ip) });
    expect((await byBusiness(MOUNTAIN_VIEW)).data.events.map((e) => e.id)).toContain(event.id);
    expect((await byBusiness(BERLIN)).data.events).toEqual([]);
    expect((await t.call('eventDetail', { params: { id: event.id }, headers: from(BERLIN) })).status).toBe(404);
    expect((await t.call('eventDetail', { token: reader.token, params: { id: event.id }, headers: from(BERLIN) })).status).toBe(404);
    const seen = await t.call('eventDetail', { params: { id: event.id }, headers: from(MOUNTAIN_VIEW) });
    expect(seen.data.event.organizer_id).toBe(organizer.userId);
    // The organizer's own page still opens at home.
    expect((await t.call('eventDetail', { token: organizer.token, params: { id: event.id }, headers: from(BERLIN) })).status).toBe(200);
    const ics = (ip: string) => fetch(`${t.url}/api/v1/events/${event.id}/calendar.ics`, { headers: from(ip) });
    expect((await ics(BERLIN)).status).toBe(404);
    expect((await ics(MOUNTAIN_VIEW)).status).toBe(200);
  });

  it('a ticket already held still opens the event there, with the organizer unnamed', async () => {
    const organizer = await ev.organizer();
    const event = await ev.listedEvent(organizer);
    const holder = await signUpUser(t);
    expect((await t.call('rsvpEvent', { token: holder.token, params: { id: event.id } })).status).toBe(200);
    await hideFromGermany(organizer.token);
    const view = await t.call('eventDetail', { token: holder.token, params: { id: event.id }, headers: from(BERLIN) });
    expect(view.status).toBe(200);
    expect(view.data.event).toMatchObject({ organizer_name: 'An organizer', organizer_username: null });
    const tickets = await t.call('myTickets', { token: holder.token, headers: from(BERLIN) });
    expect(tickets.data.tickets.map((x) => x.event.organizer_username)).toEqual([null]);
  });

  it("an attendee hiding from the organizer's place keeps their ticket on the list, unnamed", async () => {
    const organizer = await ev.organizer();
    const event = await ev.listedEvent(organizer);
    const guest = await namedMember(t, 'geoguest', 'Hidden Guest');
    expect((await t.call('rsvpEvent', { token: guest.token, params: { id: event.id } })).status).toBe(200);
    await hideFromGermany(guest.token);
    const list = async (ip: string) =>
      (await t.call('eventAttendees', { token: organizer.token, params: { id: event.id }, headers: from(ip) })).data.attendees;
    expect((await list(MOUNTAIN_VIEW)).map((a) => a.username)).toEqual([guest.username]);
    const hidden = await list(BERLIN);
    expect(hidden.map((a) => [a.user_id, a.username, a.name])).toEqual([[guest.userId, null, 'A member']]);
  });
});

describe('the live feed', () => {
  it('a socket in a blocked place does not hear the hidden member; the same member elsewhere does', async () => {
    const star = await portfolioMember(t, { verified: true });
    const fan = await signUpUser(t);
    expect((await t.call('follow', { token: fan.token, params: { userId: star.userId } })).status).toBe(200);
    const here = await RealtimeClient.signedIn(t.url, fan.token, from(MOUNTAIN_VIEW));
    const there = await RealtimeClient.signedIn(t.url, fan.token, from(BERLIN));
    expect((await here.subscribe(`feed:${fan.userId}`)).type).toBe('subscribed');
    expect((await there.subscribe(`feed:${fan.userId}`)).type).toBe('subscribed');
    // Blocked after the sockets subscribed: the save tells the feeds listing the star to read again.
    await hideFromGermany(star.token);
    const activity = (f: { type: string; event?: { type: string; data?: unknown } }) =>
      f.type === 'event' && f.event?.type === 'feed.activity' && (f.event.data as { actor_id: string }).actor_id === star.userId;
    expect((await t.call('createFeedPost', { token: star.token, body: { body: 'Live from a hidden star' } })).status).toBe(201);
    await here.waitFor(activity);
    // A post by the fan after the star's: once the Berlin socket hears it, the star's was judged too.
    expect((await t.call('createFeedPost', { token: fan.token, body: { body: 'Mine' } })).status).toBe(201);
    await there.waitFor((f) => f.type === 'event' && f.event.type === 'feed.activity' && f.event.data.actor_id === fan.userId);
    expect(there.frames.filter(activity)).toEqual([]);
    await here.close();
    await there.close();
  });
});

describe('the public API', () => {
  it("a studio's applicants leave out one hiding from the caller's place", async () => {
    const enterprise = await namedMember(t, 'geoent', 'Geo Holdings', 'enterprise');
    const studio = await namedMember(t, 'geostudio', 'Geo Studio', 'studio');
    const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: studio.username } });
    expect((await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } })).status).toBe(200);
    const key = await t.call('createApiKey', {
      token: enterprise.token,
      body: { name: 'Geo', scopes: ['casting:read'], expires_in: 'never' },
    });
    const applicant = await namedMember(t, 'geoapp', 'Hidden Applicant');
    const form = await t.call('createCastingForm', {
      token: studio.token,
      body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
    });
    const [call] = await t.ctx.database.query<{ id: string }>(
      `insert into casting_calls (studio_id, form_id, title, role_description, disclosure, deadline)
       values ($1, $2, 'Lead', 'Lead role.', 'Full nudity.', '2030-01-01') returning id`,
      [studio.userId, form.data.id],
    );
    await t.ctx.database.query(
      `insert into casting_applications (call_id, applicant_id, answers, disclosure_acknowledged_at) values ($1, $2, '{"name":"Ada"}'::jsonb, now())`,
      [call?.id, applicant.userId],
    );
    await hideFromGermany(applicant.token);
    const apps = async (ip: string) => {
      const r = await fetch(`${t.url}/api/public/v1/studios/${studio.userId}/casting/calls/${call?.id}/applications`, {
        headers: { authorization: `Bearer ${key.data.secret}`, ...from(ip) },
      });
      expect(r.status).toBe(200);
      return ((await r.json()) as { applications: { applicant: { id: string } }[] }).applications.map((a) => a.applicant.id);
    };
    expect(await apps(MOUNTAIN_VIEW)).toEqual([applicant.userId]);
    expect(await apps(BERLIN)).toEqual([]);
  });
});

describe('bio link pages', () => {
  it('the page and its links answer the script-free 404 in the blocked place, and no shared cache keeps the page', async () => {
    const m = await namedMember(t, 'geobio', 'Hidden Bio');
    const slug = `geo-${Date.now().toString(36)}`;
    const saved = await t.call('saveBioLink', {
      token: m.token,
      body: {
        slug,
        title: 'Creator',
        theme_color: '#E11D48',
        adult_gate: false,
        links: [{ label: 'Shop', url: 'https://shop.example.org' }],
      },
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const linkId = saved.data.links[0]?.id ?? '';
    await hideFromGermany(m.token);
    const page = (ip: string) => fetch(`${t.url}/biolink/${slug}`, { headers: from(ip) });
    const blocked = await page(BERLIN);
    expect(blocked.status).toBe(404);
    expect(await blocked.text()).not.toContain('Hidden Bio');
    const seen = await page(MOUNTAIN_VIEW);
    expect(seen.status).toBe(200);
    expect(await seen.text()).toContain('Hidden Bio');
    expect(seen.headers.get('cache-control')).toMatch(/^private/);
    const go = (ip: string) => fetch(`${t.url}/biolink/${slug}/go/${linkId}`, { headers: from(ip), redirect: 'manual' });
    expect((await go(BERLIN)).status).toBe(404);
    expect((await go(MOUNTAIN_VIEW)).status).toBe(302);
  });
});

describe('direct file URLs', () => {
  it("a hidden member's portfolio files and avatar answer 404 in the blocked place, even through a URL signed elsewhere", async () => {
    const owner = await portfolioMember(t, { verified: true });
    const item = await uploadImage(t, owner.token);
    const avatar = await postAvatar(t, owner.token, { body: await makeImage('png'), name: 'a.png', type: 'image/png' });
    expect(avatar.status).toBe(200);
    // A verified member's avatar is approved at once (spec §6).
    const visitorView = await t.call('portfolioItem', { params: { id: item.id }, query: {}, headers: from(MOUNTAIN_VIEW) });
    expect(visitorView.status).toBe(200);
    const thumb = visitorView.data.media.thumb_url ?? '';
    const avatarUrl = String(avatar.json.avatar_url);
    expect(avatarUrl).not.toContain('?');
    // Before any block: a shared cache may keep the avatar.
    expect((await fetchFile(t, avatarUrl, from(BERLIN))).headers.get('cache-control')).toBe('public, max-age=3600');
    await hideFromGermany(owner.token);
    // Hiding from places, the owner's own answer carries their avatar signed for them; others get the plain URL.
    const ownAvatarUrl = String((await t.call('myProfile', { token: owner.token })).data.avatar_url);
    expect(ownAvatarUrl).toContain('aud=owner');
    expect(ownAvatarUrl.split('?')[0]).toBe(avatarUrl);
    expect((await fetchFile(t, thumb, from(BERLIN))).status).toBe(404);
    expect((await fetchFile(t, thumb, from(MOUNTAIN_VIEW))).status).toBe(200);
    expect((await fetchFile(t, avatarUrl, from(BERLIN))).status).toBe(404);
    const elsewhere = await fetchFile(t, avatarUrl, from(MOUNTAIN_VIEW));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('cache-control')).toMatch(/^private/);
    // The owner's own URLs hold at home: the portfolio's and their avatar signed for them (never shared caches).
    expect((await fetchFile(t, item.media.thumb_url ?? '', from(BERLIN))).status).toBe(200);
    const own = await fetchFile(t, ownAvatarUrl, from(BERLIN));
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    // An audience written onto a plain URL without its signature is refused.
    expect((await fetchFile(t, `${avatarUrl}?aud=owner`, from(BERLIN))).status).toBe(403);
  });

  it("a hidden business's logo, cover and event pictures (business-logos) answer 404 in the blocked place", async () => {
    const owner = await signUpUser(t, 'business');
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${t.url}/api/v1/business/me/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: fd,
    });
    expect(res.status).toBe(200);
    const logo = String(((await res.json()) as { logo_url: string }).logo_url);
    expect(logo).toMatch(new RegExp(`^/storage/business-logos/${owner.userId}/`));
    expect((await fetchFile(t, logo, from(BERLIN))).status).toBe(200);
    await hideFromGermany(owner.token);
    expect((await fetchFile(t, logo, from(BERLIN))).status).toBe(404);
    const elsewhere = await fetchFile(t, logo, from(MOUNTAIN_VIEW));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('cache-control')).toMatch(/^private/);
  });

  it('a member the owner lets through gets URLs naming them, which hold in the blocked place', async () => {
    const owner = await portfolioMember(t, { verified: true });
    const friend = await portfolioMember(t);
    const item = await uploadImage(t, owner.token);
    await hideFromGermany(owner.token, [friend.username]);
    const asFriend = await t.call('memberPortfolio', {
      token: friend.token,
      params: { identifier: owner.username },
      query: {},
      headers: from(BERLIN),
    });
    expect(asFriend.status).toBe(200);
    const url = asFriend.data.items.find((i) => i.id === item.id)?.media.thumb_url ?? '';
    expect(url).toContain(`aud=public%3A${friend.userId}`);
    expect((await fetchFile(t, url, from(BERLIN))).status).toBe(200);
    const stranger = await t.call('memberPortfolio', { params: { identifier: owner.username }, query: {}, headers: from(BERLIN) });
    expect(stranger.error?.message).toBe(PROFILE_UNAVAILABLE);
  });
});
