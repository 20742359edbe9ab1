import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUSINESS_PLANS, BUSINESS_MESSAGES as M } from '@mb/contract/business';
import { PROFILE_MESSAGES } from '@mb/contract/profiles';
import { MESSAGES } from '@mb/contract/ui-text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { makeImage, newUsername } from '../helpers/profiles.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

// The business directory's owner side (issue 9): registration drafts, submission, the listing's edits,
// its moderation and the onboarding rules tied to it (spec §4, §5, §8).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const form = {
  business_name: 'Velvet Films',
  categories: ['agency', 'marketing_pr'],
  description: 'We film.',
  location: 'Prague',
  website: '',
};

async function moderator() {
  const u = await signUpUser(t);
  await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: 'moderator', permissions: ['content_moderation'] });
  return u;
}

async function openItem(ownerId: string) {
  const rows = await t.ctx.database.query<{ id: string; status: string; summary: { title: string } }>(
    "select id, status, summary from moderation_items where owner_id = $1 and type = 'business_listing' and status in ('pending','claimed','escalated')",
    [ownerId],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

const publicListing = async (id: string) =>
  (
    await t.ctx.database.query<{ business_name: string; description: string | null; analytics_enabled: boolean; logo_url: string | null }>(
      'select business_name, description, analytics_enabled, logo_url from business_listings where id = $1',
      [id],
    )
  )[0];

const notices = (userId: string) =>
  t.ctx.database.query<{ title: string; content: string; type: string; action_url: string | null }>(
    'select title, content, type, action_url from notifications where user_id = $1 order by created_at',
    [userId],
  );

const businessRow = async (id: string) => (await t.ctx.database.query('select * from business_profiles where id = $1', [id]))[0];

async function submitted(type: 'business' | 'studio' | 'enterprise' = 'business', body = form) {
  const u = await signUpUser(t, type);
  const r = await t.call('submitBusinessRegistration', { token: u.token, body });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return u;
}

async function approved() {
  const u = await submitted();
  const mod = await moderator();
  const item = await openItem(u.userId);
  const r = await t.call('moderationApprove', { token: mod.token, params: { id: item?.id ?? '' } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return { u, mod };
}

async function postImage(token: string | null, route: 'logo' | 'cover' | 'images', file: { body: Buffer; name: string; type: string }) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  const res = await fetch(`${t.url}/api/v1/business/me/${route}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: fd,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: { message: string } } };
}

describe('registration rules (spec §5, messages §8)', () => {
  it.each([
    [{ business_name: 'V' }, 'business_name', M.businessNameRequired],
    [{ business_name: '  ' }, 'business_name', M.businessNameRequired],
    [{ categories: [] }, 'categories', M.categoryRequired],
    [{ categories: ['agency', 'other', 'marketing_pr', 'events_awards'] }, 'categories', M.categoryMax],
    [{ website: 'not a url' }, 'website', M.invalidUrl],
    [{ website: 'ftp://velvet.example.com' }, 'website', M.invalidUrl],
    [{ website: 'https://www.instagram.com/someone_else' }, 'website', M.socialNameMismatch],
  ])('submission refuses %j', async (patch, field, message) => {
    const u = await signUpUser(t, 'business');
    const r = await t.call('submitBusinessRegistration', { token: u.token, body: { ...form, ...patch } });
    expect(r.status).toBe(400);
    expect(r.error?.fields?.[field]).toBe(message);
    expect((await t.call('myBusiness', { token: u.token })).data.business).toBeNull();
  });

  it('takes a social page as the website when its page name matches the business name', async () => {
    const u = await submitted('business', { ...form, website: 'https://www.instagram.com/velvet.films/' });
    expect((await t.call('myBusiness', { token: u.token })).data.business?.website).toBe('https://www.instagram.com/velvet.films/');
  });

  it('a draft checks each field that has content, and keeps what was saved when a save is refused', async () => {
    const u = await signUpUser(t, 'studio');
    const ok = await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet Films', categories: [] } });
    expect(ok.status).toBe(200);
    for (const [body, field, message] of [
      [{ business_name: 'V' }, 'business_name', M.businessNameRequired],
      [{ categories: ['agency', 'other', 'marketing_pr', 'events_awards'] }, 'categories', M.categoryMax],
      [{ website: 'nope' }, 'website', M.invalidUrl],
    ] as const) {
      const r = await t.call('saveBusinessRegistrationDraft', { token: u.token, body });
      expect(r.status).toBe(400);
      expect(r.error?.fields?.[field]).toBe(message);
    }
    expect((await t.call('myBusiness', { token: u.token })).data.business).toMatchObject({ business_name: 'Velvet Films', is_draft: true });
  });
});

describe('draft, autosave and clear (spec §4)', () => {
  it('saves any subset as a draft (is_draft, draft_step 1, last_saved_at) and loads it back', async () => {
    const u = await signUpUser(t, 'business');
    const first = await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { description: 'Films & more' } });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data.business).toMatchObject({
      id: u.userId,
      business_name: '',
      description: 'Films & more',
      is_draft: true,
      draft_step: 1,
      moderation_status: null,
      published: false,
      plan_type: 'free',
      service_limit: BUSINESS_PLANS.free.service_limit,
      product_limit: BUSINESS_PLANS.free.product_limit,
    });
    const savedAt = first.data.business.last_saved_at;
    expect(savedAt).toBeTruthy();
    const second = await t.call('saveBusinessRegistrationDraft', {
      token: u.token,
      body: { business_name: '  Velvet Films ', categories: ['agency', 'agency'] },
    });
    expect(second.data.business).toMatchObject({
      business_name: 'Velvet Films',
      categories: ['agency'],
      category: 'agency',
      description: 'Films & more',
    });
    expect(new Date(second.data.business.last_saved_at ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(savedAt ?? 0).getTime());
    const loaded = await t.call('myBusiness', { token: u.token });
    expect(loaded.data.business).toMatchObject({ business_name: 'Velvet Films', description: 'Films & more', is_draft: true });
  });

  it('clears a draft, and clearing none is not an error', async () => {
    const u = await signUpUser(t, 'enterprise');
    await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet Films' } });
    expect((await t.call('clearBusinessRegistrationDraft', { token: u.token })).status).toBe(200);
    expect((await t.call('myBusiness', { token: u.token })).data.business).toBeNull();
    expect((await t.call('clearBusinessRegistrationDraft', { token: u.token })).status).toBe(200);
  });

  it('a submitted registration has no draft to clear or overwrite', async () => {
    const u = await submitted();
    const clear = await t.call('clearBusinessRegistrationDraft', { token: u.token });
    expect(clear.status).toBe(409);
    expect(clear.error?.message).toBe(M.notADraft);
    const draft = await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Other Name' } });
    expect(draft.status).toBe(409);
    expect((await t.call('myBusiness', { token: u.token })).data.business?.business_name).toBe('Velvet Films');
  });
});

describe('submission and moderation', () => {
  it('submits: not a draft, pending, one business_listing item due in 48 hours', async () => {
    const u = await signUpUser(t, 'business');
    await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet' } });
    const r = await t.call('submitBusinessRegistration', { token: u.token, body: form });
    expect(r.data.business).toMatchObject({
      is_draft: false,
      moderation_status: 'pending',
      published: false,
      business_name: 'Velvet Films',
    });
    const item = await openItem(u.userId);
    expect(item?.status).toBe('pending');
    const [due] = await t.ctx.database.query<{ hours: number }>(
      'select extract(epoch from due_at - created_at) / 3600 as hours from moderation_items where id = $1',
      [item?.id],
    );
    expect(Number(due?.hours)).toBe(48);
    const again = await t.call('submitBusinessRegistration', { token: u.token, body: form });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.alreadySubmitted);
  });

  it('approval publishes the listing to the directory and tells the owner', async () => {
    const { u, mod } = await approved();
    const me = await t.call('myBusiness', { token: u.token });
    expect(me.data.business).toMatchObject({ moderation_status: 'approved', published: true, has_pending_changes: false });
    expect(await publicListing(u.userId)).toMatchObject({ business_name: 'Velvet Films', description: 'We film.' });
    expect(await notices(u.userId)).toContainEqual(
      expect.objectContaining({ type: 'system_update', title: 'Business listing approved', action_url: '/business-management' }),
    );
    expect(await openItem(u.userId)).toBeUndefined();
    expect((await businessRow(u.userId))?.reviewed_by).toBe(mod.userId);
  });

  it('a rejected first submission stays unpublished, with the notes for the owner', async () => {
    const u = await submitted();
    const mod = await moderator();
    const item = await openItem(u.userId);
    const r = await t.call('moderationReject', {
      token: mod.token,
      params: { id: item?.id ?? '' },
      body: { category: 'other', reason: 'Please describe what the agency does.' },
    });
    expect(r.status).toBe(200);
    const me = await t.call('myBusiness', { token: u.token });
    expect(me.data.business).toMatchObject({
      moderation_status: 'rejected',
      verification_notes: 'Please describe what the agency does.',
      published: false,
    });
    expect(await publicListing(u.userId)).toBeUndefined();
    const notice = (await notices(u.userId)).at(-1);
    expect(notice).toMatchObject({ title: 'Business listing not approved', action_url: '/business-management' });
    expect(notice?.content).toContain('Please describe what the agency does.');
    // Fixing it sends it back to review and clears the old notes.
    const fixed = await t.call('updateMyBusiness', { token: u.token, body: { description: 'A talent agency.' } });
    expect(fixed.data.business).toMatchObject({ moderation_status: 'pending', verification_notes: null });
    expect(await openItem(u.userId)).toBeDefined();
  });

  it('an edit to an approved listing goes back to review while the approved version stays public', async () => {
    const { u, mod } = await approved();
    const edit = await t.call('updateMyBusiness', {
      token: u.token,
      body: { description: 'Films, photos and more.', phone: '+420 123 456 789' },
    });
    expect(edit.data.business).toMatchObject({ moderation_status: 'pending', published: true, has_pending_changes: true });
    expect((await publicListing(u.userId))?.description).toBe('We film.');
    const item = await openItem(u.userId);
    expect(item?.summary.title).toContain('Listing changes');
    // The reviewer sees what changed against the published version.
    const full = await t.call('moderationItem', { token: mod.token, params: { id: item?.id ?? '' } });
    const facts = full.data.details.facts;
    const changes = facts.find((f) => f.label.startsWith('Re-review'))?.value ?? '';
    expect(changes).toContain('Description: We film. → Films, photos and more.');
    expect(changes).toContain('Phone:');
    expect(facts.find((f) => f.label === 'Domain')?.value).toBe('None linked');
    expect(full.data.details.current).toBe(true);

    // Rejected: the approved version stays public, the notes reach the owner.
    await t.call('moderationReject', {
      token: mod.token,
      params: { id: item?.id ?? '' },
      body: { category: 'other', reason: 'No phone numbers.' },
    });
    expect((await publicListing(u.userId))?.description).toBe('We film.');
    expect((await t.call('myBusiness', { token: u.token })).data.business).toMatchObject({
      moderation_status: 'rejected',
      verification_notes: 'No phone numbers.',
      published: true,
    });

    // Edited again and approved: the new version replaces the public one.
    await t.call('updateMyBusiness', { token: u.token, body: { phone: '' } });
    const next = await openItem(u.userId);
    await t.call('moderationApprove', { token: mod.token, params: { id: next?.id ?? '' } });
    expect((await publicListing(u.userId))?.description).toBe('Films, photos and more.');
  });

  it('an edit while an item is open supersedes it: the moderator decides the latest version', async () => {
    const u = await submitted();
    const first = await openItem(u.userId);
    await t.call('updateMyBusiness', { token: u.token, body: { location: 'Brno' } });
    const second = await openItem(u.userId);
    expect(second?.id).not.toBe(first?.id);
    const mod = await moderator();
    expect((await t.call('moderationApprove', { token: mod.token, params: { id: first?.id ?? '' } })).status).toBe(409);
    expect(await publicListing(u.userId)).toBeUndefined();
  });

  it('the analytics switch needs no review and reaches the public copy at once', async () => {
    const { u } = await approved();
    const r = await t.call('updateMyBusiness', { token: u.token, body: { analytics_enabled: false } });
    expect(r.data.business).toMatchObject({ analytics_enabled: false, moderation_status: 'approved' });
    expect(await openItem(u.userId)).toBeUndefined();
    expect((await publicListing(u.userId))?.analytics_enabled).toBe(false);
  });
});

describe('the listing (Business Hub edits)', () => {
  const service = (name: string) => ({ name, description: 'Colour grading', features: ['4K'], revision_rounds: 2 });

  it('keeps services and products within the plan, each with a name', async () => {
    const u = await submitted();
    const three = [service('Editing'), service('Grading'), service('Sound')];
    const ok = await t.call('updateMyBusiness', {
      token: u.token,
      body: { services: three, products: [{ name: 'LUT pack', price: 'from $20' }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.business.services).toHaveLength(3);
    expect(ok.data.business.products[0]).toMatchObject({ name: 'LUT pack', price: 'from $20', image: '' });

    const tooMany = await t.call('updateMyBusiness', { token: u.token, body: { services: [...three, service('Fourth')] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.fields?.services).toBe(M.serviceLimit(3));
    const products = Array.from({ length: 4 }, (_, i) => ({ name: `Product ${i}` }));
    const tooManyProducts = await t.call('updateMyBusiness', { token: u.token, body: { products } });
    expect(tooManyProducts.error?.fields?.products).toBe(M.productLimit(3));

    const unnamed = await t.call('updateMyBusiness', { token: u.token, body: { services: [service(' ')] } });
    expect(unnamed.error?.fields?.['services.0.name']).toBe(M.serviceNameRequired);
    const unnamedProduct = await t.call('updateMyBusiness', { token: u.token, body: { products: [{ name: '' }] } });
    expect(unnamedProduct.error?.fields?.['products.0.name']).toBe(M.productNameRequired);
    // Nothing of the refused edits was kept.
    expect((await t.call('myBusiness', { token: u.token })).data.business?.services).toHaveLength(3);
  });

  it('derives the limits from plan_type (BUSINESS_PLANS)', async () => {
    const u = await submitted();
    await t.ctx.database.query("update business_profiles set plan_type = 'pro' where id = $1", [u.userId]);
    const me = await t.call('myBusiness', { token: u.token });
    expect(me.data.business).toMatchObject({ plan_type: 'pro', ...BUSINESS_PLANS.pro });
  });

  it('checks the website against the stored name when only one of them changes', async () => {
    const u = await submitted();
    const bad = await t.call('updateMyBusiness', { token: u.token, body: { website: 'https://x.com/someone' } });
    expect(bad.error?.fields?.website).toBe(M.socialNameMismatch);
    expect((await t.call('updateMyBusiness', { token: u.token, body: { website: 'https://x.com/VelvetFilms' } })).status).toBe(200);
    const rename = await t.call('updateMyBusiness', { token: u.token, body: { business_name: 'Crimson Studio' } });
    expect(rename.error?.fields?.website).toBe(M.socialNameMismatch);
    expect((await t.call('myBusiness', { token: u.token })).data.business?.business_name).toBe('Velvet Films');
  });

  it('takes hours, social links, contact details and a brand colour', async () => {
    const u = await submitted();
    const r = await t.call('updateMyBusiness', {
      token: u.token,
      body: {
        business_hours: {
          monday: { closed: false, open: '09:00', close: '17:00' },
          sunday: { closed: true, open: '00:00', close: '00:00' },
        },
        social_media: { instagram: 'https://instagram.com/velvet.films', x: '' },
        contact_email: 'hello@velvet.example',
        address: '1 Film Street',
        brand_color: '#AA3344',
      },
    });
    expect(r.data.business).toMatchObject({
      social_media: { instagram: 'https://instagram.com/velvet.films' },
      brand_color: '#aa3344',
      contact_email: 'hello@velvet.example',
    });
    const bad = await t.call('updateMyBusiness', {
      token: u.token,
      body: { business_hours: { monday: { closed: false, open: '17:00', close: '09:00' } } },
    });
    expect(bad.error?.fields?.['business_hours.monday.close']).toBe(M.hoursOrder);
  });

  it('a draft is edited by saving the draft, not by PATCH; no listing is a 404', async () => {
    const u = await signUpUser(t, 'business');
    const none = await t.call('updateMyBusiness', { token: u.token, body: { description: 'x' } });
    expect(none.status).toBe(404);
    await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet' } });
    const draft = await t.call('updateMyBusiness', { token: u.token, body: { description: 'x' } });
    expect(draft.status).toBe(409);
    expect(draft.error?.message).toBe(M.stillDraft);
  });
});

describe('logo, cover and pictures (business-logos bucket)', () => {
  it('re-encodes a logo to WebP without metadata, within 600 px, and saves it with the draft', async () => {
    const u = await signUpUser(t, 'business');
    const r = await postImage(u.token, 'logo', {
      body: await makeImage('jpeg', { width: 1200, height: 800, exif: true }),
      name: 'l.jpg',
      type: 'image/jpeg',
    });
    expect(r.status).toBe(200);
    const url = r.json.logo_url as string;
    expect(url).toMatch(new RegExp(`^/storage/business-logos/${u.userId}/\\d{13}-[A-Za-z0-9]+\\.webp$`));
    const file = Buffer.from(await (await fetch(t.url + url)).arrayBuffer());
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400]);
    expect(meta.exif).toBeUndefined();
    expect(file.toString('latin1')).not.toContain('Secret Legal Name');
    expect((await t.call('myBusiness', { token: u.token })).data.business).toMatchObject({ logo_url: url, is_draft: true });
  });

  it('refuses other types and files over 5 MB with the spec messages, keeping the logo it had', async () => {
    const u = await signUpUser(t, 'business');
    const first = await postImage(u.token, 'logo', { body: await makeImage('png'), name: 'l.png', type: 'image/png' });
    const gif = await postImage(u.token, 'logo', { body: await makeImage('gif'), name: 'l.gif', type: 'image/gif' });
    expect(gif.status).toBe(415);
    expect(gif.json.error?.message).toBe(MESSAGES.avatar.badType);
    const png = await makeImage('png');
    const big = await postImage(u.token, 'cover', {
      body: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
      name: 'c.png',
      type: 'image/png',
    });
    expect(big.status).toBe(413);
    expect(big.json.error?.message).toBe(MESSAGES.avatar.tooLarge);
    expect((await t.call('myBusiness', { token: u.token })).data.business?.logo_url).toBe(first.json.logo_url);
  });

  it('a new logo on an approved listing goes to review; the public keeps the approved logo', async () => {
    const { u } = await approved();
    const before = (await publicListing(u.userId))?.logo_url ?? null;
    const r = await postImage(u.token, 'logo', { body: await makeImage('png'), name: 'l.png', type: 'image/png' });
    expect((r.json.business as { moderation_status: string }).moderation_status).toBe('pending');
    expect(await openItem(u.userId)).toBeDefined();
    expect((await publicListing(u.userId))?.logo_url ?? null).toBe(before);
  });

  it("pictures in services are the member's own uploads only", async () => {
    const a = await submitted();
    const b = await submitted('studio');
    const pic = await postImage(a.token, 'images', { body: await makeImage('webp'), name: 'p.webp', type: 'image/webp' });
    expect(pic.status).toBe(200);
    const url = pic.json.url as string;
    expect(url.startsWith(`/storage/business-logos/${a.userId}/`)).toBe(true);
    const mine = await t.call('updateMyBusiness', { token: a.token, body: { services: [{ name: 'Editing', picture: url }] } });
    expect(mine.status).toBe(200);
    const theirs = await t.call('updateMyBusiness', { token: b.token, body: { services: [{ name: 'Editing', picture: url }] } });
    expect(theirs.error?.fields?.['services.0.picture']).toBe(M.imageNotYours);
    const elsewhere = await t.call('updateMyBusiness', {
      token: b.token,
      body: { products: [{ name: 'Pack', image: 'https://tracker.example/p.png' }] },
    });
    expect(elsewhere.error?.fields?.['products.0.image']).toBe(M.imageNotYours);
  });
});

describe('ownership', () => {
  it('a creator cannot register a business (403 with a clear message)', async () => {
    const u = await signUpUser(t, 'creator');
    for (const r of [
      await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet' } }),
      await t.call('submitBusinessRegistration', { token: u.token, body: form }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(M.creatorNoBusiness);
    }
    const logo = await postImage(u.token, 'logo', { body: await makeImage('png'), name: 'l.png', type: 'image/png' });
    expect(logo.status).toBe(403);
    expect(await businessRow(u.userId)).toBeUndefined();
  });

  it("another member's calls never reach the owner's row, and ids in bodies are refused", async () => {
    const { u } = await approved();
    const before = await businessRow(u.userId);
    const other = await signUpUser(t, 'business');
    expect((await t.call('updateMyBusiness', { token: other.token, body: { description: 'hijack' } })).status).toBe(404);
    expect((await t.call('clearBusinessRegistrationDraft', { token: other.token })).status).toBe(200);
    for (const body of [
      { id: u.userId, description: 'x' },
      { moderation_status: 'approved' },
      { plan_type: 'pro' },
      { is_featured: true },
    ]) {
      expect((await t.call('updateMyBusiness', { token: u.token, body })).status).toBe(400);
    }
    expect(
      (await t.call('saveBusinessRegistrationDraft', { token: other.token, body: { id: u.userId, business_name: 'Hijack' } } as never))
        .status,
    ).toBe(400);
    expect(await businessRow(u.userId)).toEqual(before);
    expect((await t.call('myBusiness', { token: other.token })).data.business).toBeNull();
  });

  it('every business route needs a session', async () => {
    for (const name of [
      'myBusiness',
      'saveBusinessRegistrationDraft',
      'clearBusinessRegistrationDraft',
      'submitBusinessRegistration',
      'updateMyBusiness',
    ] as const) {
      const r = await t.call(name, { body: name === 'myBusiness' || name === 'clearBusinessRegistrationDraft' ? undefined : {} });
      expect(r.status, name).toBe(401);
    }
    expect((await postImage(null, 'logo', { body: await makeImage('png'), name: 'l.png', type: 'image/png' })).status).toBe(401);
  });
});

describe('onboarding tied to the business profile (spec §4)', () => {
  const act = (token: string, body: object) => t.call('onboarding', { token, body } as never) as ReturnType<typeof t.call<'onboarding'>>;

  async function atBusinessStep(type: 'business' | 'studio' = 'business') {
    const u = await signUpUser(t, type);
    await act(u.token, { action: 'start', profile_type: type });
    await t.call('updateMyProfile', { token: u.token, body: { username: newUsername('biz') } });
    await act(u.token, { action: 'step', step: 2 });
    await act(u.token, { action: 'step', step: 3 });
    await act(u.token, { action: 'skip_verification' });
    return u;
  }

  it('registering from step 5 goes on to the domain step and onboarding is still to finish', async () => {
    const u = await atBusinessStep();
    expect((await t.call('myProfile', { token: u.token })).data).toMatchObject({ has_business_profile: false, business_complete: false });
    await t.call('submitBusinessRegistration', { token: u.token, body: form });
    const me = await t.call('myProfile', { token: u.token });
    expect(me.data).toMatchObject({ onboarding_step: 6, onboarding_completed: false, has_business_profile: true, business_complete: true });
    expect((await act(u.token, { action: 'step', step: 7 })).data.onboarding_step).toBe(7);
    expect((await act(u.token, { action: 'complete' })).data.onboarding_completed).toBe(true);
  });

  it("'Business Profile Found': a complete business profile completes onboarding at step 7 when the profile is read", async () => {
    const u = await atBusinessStep('studio');
    // Registered outside the wizard (e.g. at /business/register in another tab) while the wizard stood at 5.
    await t.call('submitBusinessRegistration', { token: u.token, body: form });
    await t.ctx.database.query('update profiles set onboarding_step = 5 where id = $1', [u.userId]);
    const me = await t.call('myProfile', { token: u.token });
    expect(me.data).toMatchObject({ onboarding_completed: true, onboarding_step: 7, profile_type: 'studio', business_complete: true });
  });

  it('a business with no business profile resumes at step 5; a draft lets it go on', async () => {
    const u = await atBusinessStep();
    const blocked = await act(u.token, { action: 'step', step: 6 });
    expect(blocked.status).toBe(409);
    expect(blocked.error?.message).toBe(PROFILE_MESSAGES.businessDraftRequired);
    await t.call('saveBusinessRegistrationDraft', { token: u.token, body: { business_name: 'Velvet Films' } });
    expect((await act(u.token, { action: 'step', step: 6 })).data.onboarding_step).toBe(6);
    // The draft cleared: back to step 5 on resume.
    await t.call('clearBusinessRegistrationDraft', { token: u.token });
    expect((await act(u.token, { action: 'step', step: 7 })).status).toBe(409);
  });

  it('a creator with a business profile is corrected to business', async () => {
    const u = await signUpUser(t, 'creator');
    await t.ctx.database.query("insert into business_profiles (id, business_name, is_draft) values ($1, 'Legacy Co', false)", [u.userId]);
    const me = await t.call('myProfile', { token: u.token });
    expect(me.data).toMatchObject({ profile_type: 'business', has_business_profile: true, business_complete: true });
  });
});

describe('the interim drafts migration', () => {
  it('moves profile_business_drafts rows into business_profiles as drafts, then drops the table', async () => {
    const u = await signUpUser(t, 'business');
    const other = await submitted();
    const db = t.ctx.database;
    // The table as the interim onboarding made it (migration 0012 dropped it from this database).
    await db.query(`create table profile_business_drafts (
      user_id uuid primary key references profiles(id) on delete cascade, business_name text not null, categories text[] not null,
      description text, location text, website text, created_at timestamptz not null default now(), updated_at timestamptz not null default now())`);
    await db.query(
      "insert into profile_business_drafts (user_id, business_name, categories, description, location, website) values ($1, 'Velvet Films', '{agency,marketing_pr}', null, 'Prague', 'https://velvet.example.com'), ($2, 'Not Me', '{other}', null, null, null)",
      [u.userId, other.userId],
    );
    const file = path.join(import.meta.dirname, '../../migrations/0012_business_drafts_moved.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.query(statement);
    const me = await t.call('myBusiness', { token: u.token });
    expect(me.data.business).toMatchObject({
      business_name: 'Velvet Films',
      categories: ['agency', 'marketing_pr'],
      category: 'agency',
      description: '',
      location: 'Prague',
      website: 'https://velvet.example.com',
      is_draft: true,
      draft_step: 1,
    });
    expect(me.data.business?.last_saved_at).toBeTruthy();
    // An existing business profile is never overwritten by an old draft.
    expect((await t.call('myBusiness', { token: other.token })).data.business).toMatchObject({
      business_name: 'Velvet Films',
      is_draft: false,
    });
    const [gone] = await db.query<{ t: string | null }>("select to_regclass('profile_business_drafts')::text as t");
    expect(gone?.t).toBeNull();
  });
});
