// The member pages of the bench's Lighthouse figure (scripts/bench.md "lighthouse"), seeded through the
// API as a member and a moderator make them: a creator's public profile with an approved avatar and 12
// approved portfolio images, an approved business listing with its logo and cover, and a listed event
// with its picture. The pictures are photo-like (smooth gradients and soft grain), so their WebP sizes
// are those of real photos, not of noise.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A photo-like JPEG of `width` x `height`: a tinted gradient under soft grain, a few hundred kB. */
export async function photoJpeg(width, height, seed = 0) {
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .blur(2.5)
    .png()
    .toBuffer();
  const hue = (seed * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,70%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.6}" cy="${height * 0.4}" r="${height * 0.25}" fill="hsl(${(hue + 180) % 360},40%,60%)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(base, urlPath, token, body, name, expected = [200, 201]) {
  const fd = new FormData();
  fd.append('file', new Blob([body], { type: 'image/jpeg' }), name);
  const r = await fetch(base + urlPath, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: fd,
    signal: AbortSignal.timeout(60_000),
  });
  const data = await r.json().catch(() => null);
  if (!expected.includes(r.status)) throw new Error(`POST ${urlPath} -> ${r.status} ${JSON.stringify(data)}`);
  return data;
}

/** Signs a member up and walks onboarding to its end (as e2e's memberViaApi does). */
async function onboardedMember(api, base, profileType, displayName, extra = async () => {}) {
  const tag = randomBytes(4).toString('hex');
  const email = `bench-visitor-${profileType}-${tag}@example.com`;
  const password = `bench-${randomBytes(6).toString('hex')}-pass`;
  const s = await api(base, 'POST', '/api/v1/auth/signup', { body: { email, password, profile_type: profileType } });
  const token = s.access_token;
  const ob = (body) => api(base, 'POST', '/api/v1/profiles/me/onboarding', { body, token });
  await ob({ action: 'start', profile_type: profileType });
  const username = `${profileType}_${tag}`;
  await api(base, 'PATCH', '/api/v1/profiles/me', { body: { username, display_name: displayName }, token });
  await ob({ action: 'step', step: 2 });
  await ob({ action: 'step', step: 3 });
  await ob({ action: 'skip_verification' });
  await extra({ token, ob });
  await ob({ action: 'complete' });
  return { id: s.user.id, token, username };
}

/** Approves every pending item of `owner` in the moderation queue `type`. */
async function approveAll(api, base, admin, type, ownerId) {
  let cursor = null;
  const mine = [];
  do {
    const page = await api(base, 'GET', `/api/v1/moderation/queues/${type}/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token: admin.token,
    });
    mine.push(...page.items.filter((it) => it.owner_id === ownerId));
    cursor = page.next_cursor;
  } while (cursor);
  for (const it of mine) await api(base, 'POST', `/api/v1/moderation/items/${it.id}/approve`, { body: {}, token: admin.token });
  return mine.length;
}

/**
 * Seeds the three member pages and answers their paths. `admin`: a member with content moderation
 * (made here through the first-admin bootstrap when not given).
 */
export async function seedVisitorPages({ base, api, log }, { admin } = {}) {
  const t0 = performance.now();
  if (!admin) {
    admin = await onboardedMember(api, base, 'creator', 'Bench Moderator');
    await api(base, 'POST', '/api/v1/staff/grant-admin-access', { body: { isPermanent: true }, token: admin.token });
  }
  const pictures = await Promise.all([0, 1, 2, 3].map((i) => photoJpeg(1800, 1200, i)));
  const square = await photoJpeg(600, 600, 5);

  // A creator: bio, location, an approved avatar and 12 approved portfolio images.
  const creator = await onboardedMember(api, base, 'creator', 'Ruby Lane');
  await api(base, 'PATCH', '/api/v1/profiles/me', {
    body: {
      bio: 'Photographer and performer based in Berlin. Editorial, fashion and fine-art sets; available for collaborations across Europe.',
    },
    token: creator.token,
  });
  await upload(base, '/api/v1/profiles/me/avatar', creator.token, square, 'avatar.jpg');
  for (let i = 0; i < 12; i++)
    await upload(base, '/api/v1/portfolio/me/items', creator.token, pictures[i % pictures.length], `photo-${i}.jpg`);
  const approved =
    (await approveAll(api, base, admin, 'avatar', creator.id)) + (await approveAll(api, base, admin, 'portfolio_item', creator.id));

  // A business: registration with logo and cover, approved by the moderator.
  const registration = {
    business_name: 'Lumen Post Studio',
    categories: ['production_post_production', 'marketing_pr'],
    description: 'Colour grading, editing and sound for independent creators and studios, in Lisbon and remotely.',
    location: 'Lisbon, Portugal',
    website: 'https://example.com',
  };
  const business = await onboardedMember(api, base, 'business', 'Lumen Post', async ({ token, ob }) => {
    await api(base, 'PUT', '/api/v1/business/me/draft', { body: registration, token });
    await ob({ action: 'step', step: 6 });
    await ob({ action: 'step', step: 7 });
  });
  await upload(base, '/api/v1/business/me/logo', business.token, square, 'logo.jpg');
  await upload(base, '/api/v1/business/me/cover', business.token, pictures[1], 'cover.jpg');
  await api(base, 'POST', '/api/v1/business/me/submit', { body: registration, token: business.token });
  await approveAll(api, base, admin, 'business_listing', business.id);
  const listing = await api(base, 'GET', '/api/v1/business/me', { token: business.token });
  const listingId = listing.business?.id ?? listing.id;

  // An event of the moderator's (admins install MB Events), with its picture, published and approved.
  await api(base, 'POST', '/api/v1/app-store/apps/mb-events/install', { body: {}, token: admin.token });
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const event = await api(base, 'POST', '/api/v1/mb-events/events', {
    body: {
      title: 'Creators’ night: portfolio reviews and drinks',
      description: 'An evening with photographers, performers and studios: short portfolio reviews, then drinks on the terrace.',
      category: 'meetup',
      is_online: false,
      location: 'Berlin, Germany',
      starts_local: `${day}T19:00`,
      ends_local: `${day}T23:00`,
      timezone: 'Europe/Berlin',
      capacity: 120,
      ticket_kind: 'free',
    },
    token: admin.token,
  });
  const eventId = event.id ?? event.event?.id;
  await upload(base, `/api/v1/mb-events/events/${eventId}/image`, admin.token, pictures[2], 'event.jpg');
  await api(base, 'POST', `/api/v1/mb-events/events/${eventId}/publish`, { body: {}, token: admin.token });
  await approveAll(api, base, admin, 'event_listing', admin.id);

  const pages = { profile: `/${creator.username}`, listing: `/business/${listingId}`, event: `/events/${eventId}` };
  log(
    `visitor pages seeded in ${Math.round(performance.now() - t0)} ms (${approved} creator items approved): ${Object.values(pages).join(' ')}`,
  );
  return pages;
}
