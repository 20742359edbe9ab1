import { PROFILE_MESSAGES, publicProfileSchema } from '@mb/contract/profiles';
import { type RouteName, routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixProfileType, pageAnswerForSlug } from '../../src/features/profiles/service.ts';
import { newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profileRow = async (id: string) =>
  (await t.ctx.database.query<Record<string, unknown>>('select * from profiles where id = $1', [id]))[0];

describe('profile creation', () => {
  it('creates the profile inside sign-up, typed as chosen on the Join form', async () => {
    for (const type of ['creator', 'business', 'studio', 'enterprise'] as const) {
      const u = await signUpUser(t, type);
      expect((await profileRow(u.userId))?.profile_type).toBe(type);
      const me = await t.call('myProfile', { token: u.token });
      expect(me.status).toBe(200);
      expect(me.data).toMatchObject({ id: u.userId, profile_type: type, onboarding_completed: false, onboarding_step: 0, is_new: false });
      expect(me.data.default_content_filter).toBe('all');
    }
  });

  it('GET /me creates a missing profile once (idempotent) and says it was new', async () => {
    const u = await signUpUser(t);
    await t.ctx.database.query('delete from profiles where id = $1', [u.userId]);
    const [first, second] = [await t.call('myProfile', { token: u.token }), await t.call('myProfile', { token: u.token })];
    expect(first.data).toMatchObject({ id: u.userId, profile_type: 'creator', is_new: true, onboarding_step: 0 });
    expect(second.data.is_new).toBe(false);
    const rows = await t.ctx.database.query('select id from profiles where id = $1', [u.userId]);
    expect(rows).toHaveLength(1);
  });
});

describe('editing your profile', () => {
  it('saves the fields, trimming and lower-casing the username', async () => {
    const u = await signUpUser(t);
    const name = newUsername('Jane');
    const r = await t.call('updateMyProfile', {
      token: u.token,
      body: {
        username: `  ${name.toUpperCase()} `,
        display_name: ' Scarlett Vale ',
        bio: 'Fashion and fetish model.',
        location: 'Berlin',
        content_types: ['gay', 'bi', 'gay'],
        default_content_filter: 'gay',
      },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      username: name.toLowerCase(),
      display_name: 'Scarlett Vale',
      location: 'Berlin',
      content_types: ['gay', 'bi'],
      default_content_filter: 'gay',
    });
    // Empty optional text clears the field.
    const cleared = await t.call('updateMyProfile', { token: u.token, body: { bio: '   ' } });
    expect(cleared.data.bio).toBeNull();
    expect(cleared.data.username).toBe(name.toLowerCase());
  });

  it.each([
    ['', MESSAGES.usernameRequired.description],
    ['   ', MESSAGES.usernameRequired.description],
    ['no spaces', PROFILE_MESSAGES.usernameFormat],
    ['x'.repeat(31), PROFILE_MESSAGES.usernameFormat],
    ['Dashboard', PROFILE_MESSAGES.usernameReserved],
    ['api', PROFILE_MESSAGES.usernameReserved],
  ])('refuses the username %j with a field message', async (username, message) => {
    const u = await signUpUser(t);
    const r = await t.call('updateMyProfile', { token: u.token, body: { username } });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.username).toBe(message);
  });

  it('refuses a username another member has, in any case, and allows keeping your own', async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const name = newUsername('taken');
    expect((await t.call('updateMyProfile', { token: a.token, body: { username: name } })).status).toBe(200);
    const r = await t.call('updateMyProfile', { token: b.token, body: { username: name.toUpperCase() } });
    expect(r.status).toBe(409);
    expect(r.error?.message).toBe(MESSAGES.usernameTaken.description);
    expect(r.error?.fields?.username).toBe(MESSAGES.usernameTaken.description);
    expect((await t.call('updateMyProfile', { token: a.token, body: { username: name, bio: 'still me' } })).status).toBe(200);
  });

  it('has a unique index on lower(username), so a race cannot create duplicates', async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const name = newUsername('race');
    await t.ctx.database.query('update profiles set username = $1 where id = $2', [name, a.userId]);
    await expect(t.ctx.database.query('update profiles set username = $1 where id = $2', [name.toUpperCase(), b.userId])).rejects.toThrow(
      /profiles_username_key|duplicate/,
    );
  });

  it('validates lengths of the optional fields', async () => {
    const u = await signUpUser(t);
    const r = await t.call('updateMyProfile', { token: u.token, body: { display_name: 'x'.repeat(61), bio: 'y'.repeat(1001) } });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.display_name).toBe(PROFILE_MESSAGES.displayNameTooLong);
    expect(r.error?.fields?.bio).toBe(PROFILE_MESSAGES.bioTooLong);
  });
});

describe('nobody edits another member’s profile', () => {
  it('writes only ever reach the signed-in member’s own row', async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const before = await profileRow(b.userId);
    // Naming the other member's id, or fields that only the server sets, is refused outright.
    for (const body of [
      { id: b.userId, bio: 'hijack' },
      { profile_type: 'business' },
      { onboarding_completed: true },
      { vaulth_verified: true },
    ]) {
      const r = await t.call('updateMyProfile', { token: a.token, body });
      expect(r.status).toBe(400);
    }
    const ok = await t.call('updateMyProfile', { token: a.token, body: { bio: 'mine' } });
    expect(ok.data.id).toBe(a.userId);
    expect(await profileRow(b.userId)).toEqual(before);
  });

  it('answers 401 to every profile write (and the own-profile read) without a session', async () => {
    const writes = (Object.keys(routes) as RouteName[]).filter((n) => routes[n].tag === 'profiles' && routes[n].method !== 'GET');
    expect(writes.sort()).toEqual(['onboarding', 'updateMyLocation', 'updateMyProfile', 'uploadAvatar'].sort());
    // Valid bodies: the only thing wrong with these requests is the missing session.
    const bodies: Partial<Record<RouteName, unknown>> = {
      updateMyProfile: { bio: 'Hello' },
      onboarding: { action: 'start', profile_type: 'creator' },
      updateMyLocation: { city: 'Berlin' },
    };
    for (const name of [...writes, 'myProfile', 'myLocation'] as RouteName[]) {
      const r = await t.call(name, { body: bodies[name] });
      expect(r.status, name).toBe(401);
      expect(r.error?.code).toBe('unauthenticated');
    }
    // A forged or expired token is no better.
    const forged = await t.call('updateMyProfile', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig', body: { bio: 'x' } });
    expect(forged.status).toBe(401);
  });
});

describe('public profile', () => {
  it('is found by username (any case) and by UUID (any case), and shows nothing private', async () => {
    const u = await signUpUser(t);
    const name = newUsername('pub');
    await t.call('updateMyProfile', { token: u.token, body: { username: name, display_name: 'Raven Noir', bio: 'Hi' } });
    for (const identifier of [name, name.toUpperCase(), ` ${name} `, u.userId, u.userId.toUpperCase()]) {
      const r = await t.call('publicProfile', { params: { identifier } });
      expect(r.status, identifier).toBe(200);
      expect(r.data).toMatchObject({ id: u.userId, username: name, display_name: 'Raven Noir', verified: false, avatar_url: null });
    }
    const raw = await fetch(`${t.url}/api/v1/profiles/${name}`);
    const body = await raw.text();
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(Object.keys(publicProfileSchema.shape).sort());
    expect(body).not.toContain(u.email);
    expect(body).not.toMatch(/verification_|vaulth|subscription|onboarding|email/);
  });

  it('answers 404 for unknown usernames and ids', async () => {
    for (const identifier of ['nobody_here_123', '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f', 'not a username!']) {
      const r = await t.call('publicProfile', { params: { identifier } });
      expect(r.status).toBe(404);
      expect(r.error?.message).toBe(PROFILE_MESSAGES.profileNotFound);
    }
  });

  it('keeps members-only profiles from visitors (the same 404 as for nobody) but shows them to members', async () => {
    const [owner, member] = [await signUpUser(t), await signUpUser(t)];
    const name = newUsername('private');
    await t.call('updateMyProfile', { token: owner.token, body: { username: name, visibility: 'members', noindex: true } });
    for (const identifier of [name, owner.userId]) {
      const visitor = await t.call('publicProfile', { params: { identifier } });
      expect(visitor.status).toBe(404);
      expect(visitor.error).toEqual({ code: 'not_found', message: PROFILE_MESSAGES.profileNotFound });
    }
    // The page answer does not tell a members-only profile from no profile either.
    expect(await pageAnswerForSlug(t.ctx, name)).toBeUndefined();
    const signedIn = await t.call('publicProfile', { params: { identifier: name }, token: member.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toMatchObject({ visibility: 'members', noindex: true });
  });

  it('decides the HTTP status of /{slug} pages: 200 (+noindex) for members, nothing for unknown', async () => {
    const u = await signUpUser(t);
    const name = newUsername('slug');
    await t.call('updateMyProfile', { token: u.token, body: { username: name } });
    expect(await pageAnswerForSlug(t.ctx, name)).toEqual({ status: 200, headers: undefined });
    expect(await pageAnswerForSlug(t.ctx, name.toUpperCase())).toEqual({ status: 200, headers: undefined });
    await t.call('updateMyProfile', { token: u.token, body: { noindex: true } });
    expect(await pageAnswerForSlug(t.ctx, name)).toEqual({ status: 200, headers: { 'x-robots-tag': 'noindex' } });
    expect(await pageAnswerForSlug(t.ctx, 'nobody_by_this_name')).toBeUndefined();
  });
});

describe('fix_profile_type', () => {
  it('corrects a non-business account with a business profile to business, and otherwise follows the rules', async () => {
    const u = await signUpUser(t, 'creator');
    expect(await fixProfileType(t.ctx.db, u.userId, 'studio', { hasBusinessProfile: false })).toBe('studio');
    expect((await profileRow(u.userId))?.profile_type).toBe('studio');
    expect(await fixProfileType(t.ctx.db, u.userId, 'creator', { hasBusinessProfile: true })).toBe('business');
    expect((await profileRow(u.userId))?.profile_type).toBe('business');
    await t.ctx.database.query('update profiles set onboarding_completed = true where id = $1', [u.userId]);
    expect(await fixProfileType(t.ctx.db, u.userId, 'enterprise', { hasBusinessProfile: false })).toBe('business');
  });
});
