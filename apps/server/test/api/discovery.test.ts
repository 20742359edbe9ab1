import { randomUUID } from 'node:crypto';
import { DISCOVERY_MESSAGES, DISCOVERY_PAGE_SIZE } from '@mb/contract/discovery';
import { LOCATION_MESSAGES } from '@mb/contract/location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBox, RANK_CANDIDATES } from '../../src/features/profiles/repository.ts';
import { uploadImage } from '../helpers/portfolio.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Discovery (issue 12): GET /api/v1/discover and the /location routes behind its distance.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A made-up city no other test uses, so a search scoped to it sees only this test's members. */
const town = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

interface MemberOpts {
  name?: string;
  city?: string;
  country?: string;
  type?: 'creator' | 'business' | 'studio' | 'enterprise';
  content?: string[];
  coords?: [number, number] | null;
  complete?: boolean;
  verified?: boolean;
  pro?: boolean;
  visibility?: 'public' | 'members';
}

/** A member with a username, finished onboarding, and the given profile. */
async function member(o: MemberOpts = {}) {
  const u = await signUpUser(t, o.type);
  const username = newUsername('dc');
  const r = await t.call('updateMyProfile', {
    token: u.token,
    body: {
      username,
      display_name: o.name ?? 'Plain Member',
      content_types: o.content ?? [],
      ...(o.visibility ? { visibility: o.visibility } : {}),
    },
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.error));
  const loc = await t.call('updateMyLocation', {
    token: u.token,
    body: {
      city: o.city ?? '',
      country: o.country ?? '',
      latitude: o.coords ? o.coords[0] : null,
      longitude: o.coords ? o.coords[1] : null,
    },
  });
  if (loc.status !== 200) throw new Error(JSON.stringify(loc.error));
  await t.ctx.database.query(
    `update profiles set onboarding_completed = $2, vaulth_verified = $3,
       subscription_status = case when $4 then 'active' else null end,
       subscription_end_date = case when $4 then now() + interval '30 days' else null end where id = $1`,
    [u.userId, o.complete ?? true, o.verified ?? false, o.pro ?? false],
  );
  return { ...u, username };
}

const find = async (query: Record<string, string>, token?: string) => {
  const r = await t.call('discover', { query, token });
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.error)}`);
  return r.data;
};
const ids = (d: { members: { id: string }[] }) => d.members.map((m) => m.id);

describe('who may be found', () => {
  it('never returns incomplete profiles, profiles without a username, or the viewer', async () => {
    const city = town();
    const done = await member({ city });
    const unfinished = await member({ city, complete: false });
    const nameless = await signUpUser(t);
    await t.call('updateMyLocation', { token: nameless.token, body: { city } });
    await t.ctx.database.query('update profiles set onboarding_completed = true where id = $1', [nameless.userId]);
    const viewer = await member({ city });
    const seen = ids(await find({ location: city }, viewer.token));
    expect(seen).toEqual([done.userId]);
    expect(seen).not.toContain(unfinished.userId);
    expect(seen).not.toContain(nameless.userId);
    expect(seen).not.toContain(viewer.userId);
  });

  it('a member who has not finished onboarding is found by the exact username only (issue 31: new-message search)', async () => {
    const city = town();
    const unfinished = await member({ city, name: 'Juniper Ashgrove', complete: false });
    const viewer = await member();
    // First, as the username typed exactly always is (other handles may follow as close spellings).
    expect(ids(await find({ q: unfinished.username }, viewer.token))[0]).toBe(unfinished.userId);
    expect(ids(await find({ q: unfinished.username.toUpperCase() }, viewer.token))[0]).toBe(unfinished.userId);
    // Not listed otherwise: not by name, place or a part of the handle.
    expect(ids(await find({ q: 'Juniper Ashgrove' }, viewer.token))).not.toContain(unfinished.userId);
    expect(ids(await find({ location: city }, viewer.token))).toEqual([]);
    expect(ids(await find({ q: unfinished.username.slice(0, -2) }, viewer.token))).not.toContain(unfinished.userId);
    // The usual rules still hold for the exact username: a block hides them either way.
    expect((await t.call('block', { token: unfinished.token, params: { userId: viewer.userId } })).status).toBe(200);
    expect(ids(await find({ q: unfinished.username }, viewer.token))).not.toContain(unfinished.userId);
  });

  it('blocked and blocking members never appear, either way', async () => {
    const city = town();
    const a = await member({ city, name: 'Amber Quill' });
    const c = await member({ city, name: 'Coral Quill' });
    const b = await member({ city });
    expect(ids(await find({ location: city }, b.token)).sort()).toEqual([a.userId, c.userId].sort());
    expect((await t.call('block', { token: a.token, params: { userId: b.userId } })).status).toBe(200);
    expect((await t.call('block', { token: b.token, params: { userId: c.userId } })).status).toBe(200);
    expect(ids(await find({ location: city }, b.token))).toEqual([]);
    expect(ids(await find({ q: 'quill', location: city }, b.token))).toEqual([]);
    // A and C do not find B either.
    expect(ids(await find({ location: city }, a.token))).not.toContain(b.userId);
    expect(ids(await find({ location: city }, c.token))).not.toContain(b.userId);
    // Unblocking brings them back.
    await t.call('unblock', { token: a.token, params: { userId: b.userId } });
    expect(ids(await find({ location: city }, b.token))).toEqual([a.userId]);
  });

  it('members-only profiles appear to signed-in members, never to visitors', async () => {
    const city = town();
    const open = await member({ city });
    const closed = await member({ city, visibility: 'members' });
    const viewer = await member();
    expect(ids(await find({ location: city }))).toEqual([open.userId]);
    expect(ids(await find({ location: city }, viewer.token)).sort()).toEqual([open.userId, closed.userId].sort());
  });
});

describe('search, filters and sorts', () => {
  it('finds by stage name and username, tolerating a typo', async () => {
    const city = town();
    const velvet = await member({ city, name: 'Velvet Marlowe' });
    const scarlet = await member({ city, name: 'Scarlet Noir' });
    expect(ids(await find({ q: 'velvit', location: city }))).toEqual([velvet.userId]);
    expect(ids(await find({ q: 'Marlow', location: city }))).toEqual([velvet.userId]);
    expect(ids(await find({ q: 'scarlett', location: city }))).toEqual([scarlet.userId]);
    expect(ids(await find({ q: scarlet.username, location: city }))[0]).toBe(scarlet.userId);
    expect(ids(await find({ q: 'nothing like it', location: city }))).toEqual([]);
    // A wildcard typed by the reader is a letter, not a pattern.
    expect(ids(await find({ q: '%', location: city }))).toEqual([]);
  });

  it('a broad name ranks a bounded set of matches, and the username typed exactly comes first even outside it', async () => {
    const city = town();
    const word = `zb${randomUUID().replaceAll('-', '').slice(0, 8)}`;
    // RANK_CANDIDATES + 40 complete members named `word`, inserted straight into the tables.
    await t.ctx.database.query(
      `with u as (
         insert into users (email, password_hash)
         select $1 || '-' || g || '@seed.invalid', '!' from generate_series(1, $2::int) g returning id)
       insert into profiles (id, username, display_name, location, onboarding_completed)
       select id, $1 || '_' || substr(md5(id::text), 1, 8), initcap($1) || ' Star', $3, true from u`,
      [word, RANK_CANDIDATES + 40, city],
    );
    // The member whose username is the word itself joins last.
    const exact = await member({ city, name: 'Someone Else' });
    await t.ctx.database.query('update profiles set username = $2 where id = $1', [exact.userId, word]);
    const first = await find({ q: word, location: city });
    expect(first.members).toHaveLength(DISCOVERY_PAGE_SIZE);
    expect(first.members[0]?.id).toBe(exact.userId);
    expect(first.has_more).toBe(true);
    // RANK_CANDIDATES ranked plus the exact one: the pages end there, not at every match.
    const lastPage = Math.ceil((RANK_CANDIDATES + 1) / DISCOVERY_PAGE_SIZE);
    const last = await find({ q: word, location: city, page: String(lastPage) });
    expect(last.members).toHaveLength(RANK_CANDIDATES + 1 - (lastPage - 1) * DISCOVERY_PAGE_SIZE);
    expect(last.has_more).toBe(false);
    // A filter or a narrower search ranks every match: newest first here finds all of them.
    const newest = await find({ q: word, location: city, sort: 'newest', page: String(lastPage + 1) });
    expect(newest.members.length).toBeGreaterThan(0);
  });

  it('filters by type, content types, location text, verified and Pro', async () => {
    const city = town();
    const creator = await member({ city, content: ['gay', 'bi'], verified: true });
    const studio = await member({ city, type: 'studio', content: ['straight'], pro: true });
    const other = await member({ city, country: 'Portugal', content: ['lesbian'] });
    expect(ids(await find({ location: city, type: 'studio' }))).toEqual([studio.userId]);
    expect(ids(await find({ location: city, content: 'bi,lesbian' })).sort()).toEqual([creator.userId, other.userId].sort());
    expect(ids(await find({ location: city, verified: 'true' }))).toEqual([creator.userId]);
    expect(ids(await find({ location: city, pro: 'true' }))).toEqual([studio.userId]);
    expect(ids(await find({ location: `${city.toLowerCase()}, portugal` }))).toEqual([other.userId]);
    const card = (await find({ location: city, type: 'studio' })).members[0];
    expect(card).toMatchObject({ pro: true, verified: false, profile_type: 'studio', location: city, content_types: ['straight'] });
    const bad = await t.call('discover', { query: { content: 'gay,martian' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(DISCOVERY_MESSAGES.contentTypesInvalid);
  });

  it("applies the header's content filter: matching, none listed, or anything goes", async () => {
    const city = town();
    const straight = await member({ city, content: ['straight'] });
    const gay = await member({ city, content: ['gay'] });
    const none = await member({ city });
    const anything = await member({ city, content: ['anything_goes'] });
    expect(ids(await find({ location: city, filter: 'gay' })).sort()).toEqual([gay.userId, none.userId, anything.userId].sort());
    expect(ids(await find({ location: city, filter: 'all' }))).toContain(straight.userId);
  });

  it('sorts newest first and pages with a real page size', async () => {
    const city = town();
    const made: string[] = [];
    for (let i = 0; i < DISCOVERY_PAGE_SIZE + 2; i++) made.push((await member({ city })).userId);
    const first = await find({ location: city, sort: 'newest' });
    expect(first.page_size).toBe(DISCOVERY_PAGE_SIZE);
    expect(first.members).toHaveLength(DISCOVERY_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    const second = await find({ location: city, sort: 'newest', page: '2' });
    expect(second.has_more).toBe(false);
    expect([...ids(first), ...ids(second)]).toEqual([...made].reverse());
  });
});

describe('distance', () => {
  const berlin: [number, number] = [52.52, 13.405];
  const potsdam: [number, number] = [52.3906, 13.0645]; // ~27 km from Berlin
  const hamburg: [number, number] = [53.5511, 9.9937]; // ~255 km

  it('filters and sorts by distance from the viewer, rounded, and refuses both without coordinates', async () => {
    const city = town();
    const near = await member({ city, coords: potsdam });
    const far = await member({ city, coords: hamburg });
    const nowhere = await member({ city });
    const viewer = await member({ coords: berlin });
    const within = await find({ location: city, distance_km: '50' }, viewer.token);
    expect(ids(within)).toEqual([near.userId]);
    expect(within.viewer_has_coordinates).toBe(true);
    expect(within.members[0]?.distance_km).toBe(30);
    const nearest = await find({ location: city, sort: 'nearest' }, viewer.token);
    expect(ids(nearest)).toEqual([near.userId, far.userId, nowhere.userId]);
    expect(nearest.members.map((m) => m.distance_km)).toEqual([30, 260, null]);
    expect(ids(await find({ location: city, distance_km: '500' }, viewer.token)).sort()).toEqual([near.userId, far.userId].sort());

    const noCoords = await member();
    for (const query of [{ distance_km: '50' }, { sort: 'nearest' }] as Record<string, string>[]) {
      const r = await t.call('discover', { query, token: noCoords.token });
      expect(r.status).toBe(400);
      expect(r.error?.message).toBe(DISCOVERY_MESSAGES.needsCoordinates);
    }
    expect((await t.call('discover', { query: { sort: 'nearest' } })).status).toBe(400);
    // Only the fixed radii: no probing with 27.5 km.
    expect((await t.call('discover', { query: { distance_km: '27' }, token: viewer.token })).error?.message).toBe(
      DISCOVERY_MESSAGES.distanceInvalid,
    );
  });

  it('never sends coordinates to anyone but their owner', async () => {
    const city = town();
    const a = await member({ city, coords: [48.85661, 2.35222] });
    const viewer = await member({ coords: berlin });
    const raw = await fetch(`${t.url}/api/v1/discover?location=${city}&sort=nearest`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const text = await raw.text();
    expect(text).not.toMatch(/latitude|longitude|48\.85|2\.35/);
    const profile = await fetch(`${t.url}/api/v1/profiles/${a.username}`, { headers: { authorization: `Bearer ${viewer.token}` } });
    expect(await profile.text()).not.toMatch(/latitude|longitude|48\.85/);
    // The owner sees theirs, rounded to 0.01°.
    expect((await t.call('myLocation', { token: a.token })).data).toMatchObject({ latitude: 48.86, longitude: 2.35, city });
  });

  it('the bounding box covers the date line and the poles', () => {
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50).lngRanges).toHaveLength(2);
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50).lngRanges).toEqual([[-180, 180]]);
    const b = boundingBox({ lat: 52.52, lng: 13.4 }, 50);
    expect(b.latMin).toBeLessThan(52.52 - 0.44);
    expect(b.latMax).toBeGreaterThan(52.52 + 0.44);
  });
});

describe('/location', () => {
  it('keeps the public location at city level, validates ranges and pairs, and clears coordinates', async () => {
    const u = await member();
    const saved = await t.call('updateMyLocation', {
      token: u.token,
      body: { city: ' Austin ', region: 'Texas', country: 'USA', latitude: 30.26715, longitude: -97.74306 },
    });
    expect(saved.data).toMatchObject({ city: 'Austin', region: 'Texas', country: 'USA', location: 'Austin, Texas, USA', latitude: 30.27 });
    expect((await t.call('publicProfile', { params: { identifier: u.username } })).data.location).toBe('Austin, Texas, USA');
    for (const [body, field, message] of [
      [{ latitude: 91, longitude: 0 }, 'latitude', LOCATION_MESSAGES.latitudeRange],
      [{ latitude: 10, longitude: -181 }, 'longitude', LOCATION_MESSAGES.longitudeRange],
      [{ latitude: 10, longitude: null }, 'longitude', LOCATION_MESSAGES.coordinatesPair],
      [{ city: 'x'.repeat(61) }, 'city', LOCATION_MESSAGES.partTooLong],
    ] as const) {
      const r = await t.call('updateMyLocation', { token: u.token, body });
      expect(r.status).toBe(400);
      expect(r.error?.fields?.[field]).toBe(message);
    }
    // Nothing was lost by the refusals.
    expect((await t.call('myLocation', { token: u.token })).data.latitude).toBe(30.27);
    const cleared = await t.call('updateMyLocation', { token: u.token, body: { city: 'Austin', region: 'Texas', country: 'USA' } });
    expect(cleared.data).toMatchObject({ latitude: null, longitude: null, location: 'Austin, Texas, USA' });
    // The profile editor's free text is split into the parts, so both stay in step.
    await t.call('updateMyProfile', { token: u.token, body: { location: 'Lisbon, Portugal' } });
    expect((await t.call('myLocation', { token: u.token })).data).toMatchObject({ city: 'Lisbon', region: null, country: 'Portugal' });
  });
});

describe('cards', () => {
  it('carry public thumbnails (NSFW withheld without adult=1) and, for members, the network relation', async () => {
    const city = town();
    const a = await member({ city, verified: true });
    const sfw = await uploadImage(t, a.token);
    const nsfw = await uploadImage(t, a.token, undefined, { nsfw: 'true' });
    const viewer = await member();
    const visitor = (await find({ location: city })).members[0];
    expect(visitor?.relation).toBeNull();
    expect(visitor?.thumbnails.map((i) => i.id)).toEqual([sfw.id, nsfw.id]);
    const hidden = visitor?.thumbnails.find((i) => i.id === nsfw.id);
    expect(hidden).toMatchObject({ nsfw: true, thumb_url: null });
    expect(hidden?.blur_data_url).toMatch(/^data:image/);
    const adult = (await find({ location: city, adult: '1' }, viewer.token)).members[0];
    expect(adult?.thumbnails.find((i) => i.id === nsfw.id)?.thumb_url).toContain('aud=public');
    expect(adult?.relation).toMatchObject({ user_id: a.userId, following: false, connection: 'none' });
  });
});
