import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { MB_EVENTS_APP_ID, MINI_APPS } from '@mb/contract/mini-apps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasActiveInstallation, requireInstalled, seedCatalogue } from '../../src/features/apps/service.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { AppError } from '../../src/platform/errors.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// The app store (issue 15): spec §4 'App store access' for every profile type and plan, installing,
// uninstalling, launching, settings, and the live event on the member's topic.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>>;
type Kind = 'creator' | 'business' | 'studio' | 'enterprise';

const makePro = (m: Member) =>
  t.ctx.database.query("update profiles set subscription_status = 'active', subscription_end_date = null where id = $1", [m.userId]);
const businessPlan = (m: Member, plan: 'free' | 'pro') =>
  t.ctx.database.query(
    `insert into business_profiles (id, business_name, is_draft, plan_type) values ($1, 'Plan Test', false, $2)
     on conflict (id) do update set plan_type = $2`,
    [m.userId, plan],
  );
const makeAdmin = (m: Member) =>
  t.ctx.db.insert(staffRoles).values({ user_id: m.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });

async function member(kind: Kind, setup?: (m: Member) => Promise<unknown>) {
  const m = await signUpUser(t, kind);
  await setup?.(m);
  return m;
}

const install = (m: Member, app_id = 'mb-bookings') => t.call('installApp', { token: m.token, params: { app_id } });
const installed = async (m: Member) => (await t.call('myInstalledApps', { token: m.token })).data.items;

describe('spec §4 app store access, per profile type and plan', () => {
  const cases: {
    who: string;
    make: () => Promise<Member>;
    access: { can_view: boolean; can_install: boolean; plan: 'free' | 'pro'; upgrade_path: string | null };
    reason: string | null;
  }[] = [
    {
      who: 'a creator views only (no plan lets them install)',
      make: () => member('creator'),
      access: { can_view: true, can_install: false, plan: 'free', upgrade_path: null },
      reason: M.viewOnly,
    },
    {
      who: 'a creator with Pro still views only, and is shown plan pro',
      make: () => member('creator', makePro),
      access: { can_view: true, can_install: false, plan: 'pro', upgrade_path: null },
      reason: M.viewOnly,
    },
    {
      who: 'a business on the free plan is refused, with the business plans',
      make: () => member('business', (m) => businessPlan(m, 'free')),
      access: { can_view: true, can_install: false, plan: 'free', upgrade_path: '/business-pricing' },
      reason: M.businessNeedsPro,
    },
    {
      who: 'a business without a listing is refused the same way',
      make: () => member('business'),
      access: { can_view: true, can_install: false, plan: 'free', upgrade_path: '/business-pricing' },
      reason: M.businessNeedsPro,
    },
    {
      who: "a business on plan_type 'pro' installs",
      make: () => member('business', (m) => businessPlan(m, 'pro')),
      access: { can_view: true, can_install: true, plan: 'pro', upgrade_path: null },
      reason: null,
    },
    {
      who: 'a business with Pro installs (plan shown pro)',
      make: () => member('business', async (m) => Promise.all([businessPlan(m, 'free'), makePro(m)])),
      access: { can_view: true, can_install: true, plan: 'pro', upgrade_path: null },
      reason: null,
    },
    {
      who: 'a studio without Pro is refused, with the Pro subscription',
      make: () => member('studio'),
      access: { can_view: true, can_install: false, plan: 'free', upgrade_path: '/settings?tab=pro-subscription' },
      reason: M.studioNeedsPro,
    },
    {
      who: "a studio on a business plan_type 'pro' but without Pro is still refused",
      make: () => member('studio', (m) => businessPlan(m, 'pro')),
      access: { can_view: true, can_install: false, plan: 'pro', upgrade_path: '/settings?tab=pro-subscription' },
      reason: M.studioNeedsPro,
    },
    {
      who: 'a studio with Pro installs',
      make: () => member('studio', makePro),
      access: { can_view: true, can_install: true, plan: 'pro', upgrade_path: null },
      reason: null,
    },
    {
      who: 'an enterprise always installs',
      make: () => member('enterprise'),
      access: { can_view: true, can_install: true, plan: 'free', upgrade_path: null },
      reason: null,
    },
    {
      who: 'an admin (creator profile) views and installs',
      make: () => member('creator', makeAdmin),
      access: { can_view: true, can_install: true, plan: 'free', upgrade_path: null },
      reason: null,
    },
  ];

  it.each(cases)('$who', async ({ make, access, reason }) => {
    const m = await make();
    const a = await t.call('appStoreAccess', { token: m.token });
    expect(a.status).toBe(200);
    expect(a.data).toMatchObject({ ...access, reason });
    // The catalogue is open to every viewer, with the same access.
    const cat = await t.call('appStoreCatalogue', { token: m.token });
    expect(cat.status).toBe(200);
    expect(cat.data.apps.map((x) => x.id)).toEqual(MINI_APPS.map((x) => x.id));
    expect(cat.data.access).toEqual(a.data);
    // The server enforces the rule, with the same words.
    const r = await install(m);
    if (access.can_install) {
      expect(r.status).toBe(200);
      expect(r.data.app).toMatchObject({ app_id: 'mb-bookings', last_used_at: null, launch_path: '/apps/mb-bookings' });
      expect((await installed(m)).map((x) => x.app_id)).toEqual(['mb-bookings']);
    } else {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(reason);
      expect(await installed(m)).toEqual([]);
    }
  });

  it('a studio that becomes Pro may install at once (read fresh, not cached)', async () => {
    const m = await member('studio');
    expect((await install(m)).status).toBe(403);
    await makePro(m);
    expect((await install(m)).status).toBe(200);
  });

  it('a member without a profile has no access: no store, no install', async () => {
    const m = await member('enterprise');
    await t.ctx.database.query('delete from profiles where id = $1', [m.userId]);
    const a = await t.call('appStoreAccess', { token: m.token });
    expect(a.data).toMatchObject({ can_view: false, can_install: false, refusal: 'no_profile', reason: M.noProfile });
    const cat = await t.call('appStoreCatalogue', { token: m.token });
    expect(cat.status).toBe(403);
    expect(cat.error?.message).toBe(M.noProfile);
    expect((await t.call('appStoreApp', { token: m.token, params: { app_id: 'mb-visio' } })).status).toBe(403);
    expect((await install(m)).status).toBe(403);
  });

  it('anonymous callers are refused every route', async () => {
    expect((await t.call('appStoreAccess')).status).toBe(401);
    expect((await t.call('appStoreCatalogue')).status).toBe(401);
    expect((await t.call('myInstalledApps')).status).toBe(401);
    expect((await t.call('installApp', { params: { app_id: 'mb-visio' } })).status).toBe(401);
  });
});

describe('installations', () => {
  it('install, list by last use (never used last), launch, uninstall and reinstall', async () => {
    const m = await member('enterprise');
    for (const id of ['mb-visio', 'mb-trophy', MB_EVENTS_APP_ID]) expect((await install(m, id)).status).toBe(200);
    // Installing again changes nothing.
    const again = await install(m, 'mb-visio');
    expect(again.status).toBe(200);
    expect((await installed(m)).every((x) => x.last_used_at === null)).toBe(true);

    const launched = await t.call('launchApp', { token: m.token, params: { app_id: 'mb-trophy' } });
    expect(launched.status).toBe(200);
    expect(launched.data.app.last_used_at).not.toBeNull();
    const events = await t.call('launchApp', { token: m.token, params: { app_id: MB_EVENTS_APP_ID } });
    // MB Events launches to its own route.
    expect(events.data.app.launch_path).toBe('/app/mb-events');
    const list = await installed(m);
    expect(list.map((x) => x.app_id)).toEqual([MB_EVENTS_APP_ID, 'mb-trophy', 'mb-visio']);
    expect(list[2]?.last_used_at).toBeNull();
    expect(Date.parse(list[0]?.last_used_at ?? '')).toBeGreaterThanOrEqual(Date.parse(list[1]?.last_used_at ?? ''));

    // The catalogue marks what is installed.
    const cat = await t.call('appStoreCatalogue', { token: m.token });
    expect(cat.data.apps.filter((a) => a.installed).map((a) => a.id)).toEqual(['mb-visio', 'mb-trophy', MB_EVENTS_APP_ID]);

    expect((await t.call('uninstallApp', { token: m.token, params: { app_id: 'mb-trophy' } })).status).toBe(200);
    expect((await installed(m)).map((x) => x.app_id)).toEqual([MB_EVENTS_APP_ID, 'mb-visio']);
    // Uninstalled: no launch, no settings.
    const refused = await t.call('launchApp', { token: m.token, params: { app_id: 'mb-trophy' } });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(M.notInstalled('MB Trophy'));
    expect((await t.call('appSettings', { token: m.token, params: { app_id: 'mb-trophy' } })).status).toBe(403);
    // Uninstalling again is fine.
    expect((await t.call('uninstallApp', { token: m.token, params: { app_id: 'mb-trophy' } })).status).toBe(200);
    // Reinstalling makes it active again.
    expect((await install(m, 'mb-trophy')).status).toBe(200);
    expect((await installed(m)).map((x) => x.app_id)).toContain('mb-trophy');
  });

  it('an unknown app is 404; a malformed id is 400', async () => {
    const m = await member('enterprise');
    expect((await install(m, 'mb-nothing')).status).toBe(404);
    expect((await t.call('appStoreApp', { token: m.token, params: { app_id: 'mb-nothing' } })).status).toBe(404);
    expect((await t.call('launchApp', { token: m.token, params: { app_id: 'mb-nothing' } })).status).toBe(404);
    expect((await install(m, 'Not An App!')).status).toBe(400);
  });

  it("one member's installations are invisible to another", async () => {
    const a = await member('enterprise');
    const b = await member('enterprise');
    await install(a, 'mb-visio');
    expect(await installed(b)).toEqual([]);
    expect((await t.call('appStoreApp', { token: b.token, params: { app_id: 'mb-visio' } })).data.app.installed).toBe(false);
    expect((await t.call('launchApp', { token: b.token, params: { app_id: 'mb-visio' } })).status).toBe(403);
  });

  it('the app detail answers the app and the access', async () => {
    const m = await member('studio');
    const r = await t.call('appStoreApp', { token: m.token, params: { app_id: MB_EVENTS_APP_ID } });
    expect(r.status).toBe(200);
    expect(r.data.app).toMatchObject({ id: MB_EVENTS_APP_ID, name: 'MB Events', installed: false, launch_path: '/app/mb-events' });
    expect(r.data.access).toMatchObject({ can_install: false, reason: M.studioNeedsPro });
  });

  it('requireInstalled and hasActiveInstallation follow the installation', async () => {
    const m = await member('enterprise');
    await expect(requireInstalled(t.ctx, m.userId, MB_EVENTS_APP_ID)).rejects.toMatchObject({
      code: 'forbidden',
      message: M.notInstalled('MB Events'),
    });
    await expect(requireInstalled(t.ctx, m.userId, MB_EVENTS_APP_ID)).rejects.toBeInstanceOf(AppError);
    await install(m, MB_EVENTS_APP_ID);
    await expect(requireInstalled(t.ctx, m.userId, MB_EVENTS_APP_ID)).resolves.toBeUndefined();
    expect(await hasActiveInstallation(t.ctx, m.userId, MB_EVENTS_APP_ID)).toBe(true);
    await t.call('uninstallApp', { token: m.token, params: { app_id: MB_EVENTS_APP_ID } });
    expect(await hasActiveInstallation(t.ctx, m.userId, MB_EVENTS_APP_ID)).toBe(false);
  });
});

describe('settings (configuration)', () => {
  it('reads defaults, saves valid settings, refuses bad ones field by field, and keeps them over a reinstall', async () => {
    const m = await member('enterprise');
    await install(m, 'mb-bookings');
    const first = await t.call('appSettings', { token: m.token, params: { app_id: 'mb-bookings' } });
    expect(first.data.configuration).toEqual({ email_notifications: true, default_visibility: 'members', min_notice_hours: 24 });

    const wanted = { email_notifications: false, default_visibility: 'connections', min_notice_hours: 48 };
    const saved = await t.call('updateAppSettings', { token: m.token, params: { app_id: 'mb-bookings' }, body: { configuration: wanted } });
    expect(saved.status).toBe(200);
    expect(saved.data.configuration).toEqual(wanted);

    const bad = await t.call('updateAppSettings', {
      token: m.token,
      params: { app_id: 'mb-bookings' },
      body: { configuration: { email_notifications: 'yes', default_visibility: 'everyone', min_notice_hours: 500 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toEqual({
      'configuration.email_notifications': 'E-mail notifications: choose on or off.',
      'configuration.default_visibility': 'Who can book you: choose one of the options.',
      'configuration.min_notice_hours': 'Minimum notice: at most 168 hours.',
    });
    const unknown = await t.call('updateAppSettings', {
      token: m.token,
      params: { app_id: 'mb-bookings' },
      body: { configuration: { ...wanted, camera_on_join: true } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('Unknown setting: camera_on_join.');

    await t.call('uninstallApp', { token: m.token, params: { app_id: 'mb-bookings' } });
    await install(m, 'mb-bookings');
    expect((await t.call('appSettings', { token: m.token, params: { app_id: 'mb-bookings' } })).data.configuration).toEqual(wanted);
  });

  it('every app has settings with defaults that pass its own check', async () => {
    const m = await member('enterprise');
    for (const app of MINI_APPS) {
      expect(app.settings.length, app.id).toBeGreaterThan(0);
      await install(m, app.id);
      const read = await t.call('appSettings', { token: m.token, params: { app_id: app.id } });
      const save = await t.call('updateAppSettings', {
        token: m.token,
        params: { app_id: app.id },
        body: { configuration: read.data.configuration },
      });
      expect(save.status, app.id).toBe(200);
    }
  });

  it('settings of an app not installed are refused', async () => {
    const m = await member('enterprise');
    const r = await t.call('updateAppSettings', {
      token: m.token,
      params: { app_id: 'mb-visio' },
      body: { configuration: { camera_on_join: true, microphone_on_join: true, waiting_room: false } },
    });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(M.notInstalled('MB Visio'));
  });
});

describe('the catalogue and the live event', () => {
  it('the catalogue is written from the manifests at start, and writing it again changes nothing', async () => {
    const rows = await t.ctx.database.query<{ id: string; name: string; description: string; metadata: { route: string | null } }>(
      'select id, name, description, metadata from mb_apps order by sort_order',
    );
    expect(rows.map((r) => r.id)).toEqual(MINI_APPS.map((a) => a.id));
    expect(rows.find((r) => r.id === MB_EVENTS_APP_ID)?.metadata.route).toBe('/app/mb-events');
    expect(rows.every((r) => r.description.length > 0)).toBe(true);
    // Two instances starting at once: both upserts pass and leave one row per app.
    await Promise.all([seedCatalogue(t.ctx), seedCatalogue(t.ctx)]);
    const again = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from mb_apps');
    expect(again[0]?.n).toBe(MINI_APPS.length);
  });

  it("every change to a member's installations is told on their topic, and only theirs", async () => {
    const m = await member('enterprise');
    const other = await member('enterprise');
    const ws = await RealtimeClient.signedIn(t.url, m.token);
    const spy = await RealtimeClient.signedIn(t.url, other.token);
    try {
      expect(await ws.subscribe(`user:${m.userId}`)).toMatchObject({ type: 'subscribed' });
      expect(await spy.subscribe(`user:${other.userId}`)).toMatchObject({ type: 'subscribed' });
      const change = (c: string) =>
        ws.waitFor((f) => f.type === 'event' && f.event.type === 'apps.installations_changed' && f.event.data.change === c);
      await install(m, 'mb-visio');
      expect(await change('installed')).toMatchObject({ event: { topic: `user:${m.userId}`, data: { app_id: 'mb-visio' } } });
      await t.call('launchApp', { token: m.token, params: { app_id: 'mb-visio' } });
      await change('launched');
      await t.call('updateAppSettings', {
        token: m.token,
        params: { app_id: 'mb-visio' },
        body: { configuration: { camera_on_join: false, microphone_on_join: true, waiting_room: true } },
      });
      await change('configured');
      await t.call('uninstallApp', { token: m.token, params: { app_id: 'mb-visio' } });
      await change('uninstalled');
      // Installing again when already installed tells nothing new: only one 'installed' so far.
      await install(m, 'mb-trophy');
      await install(m, 'mb-trophy');
      await ws.roundTrip();
      const installedEvents = ws.events().filter((e) => e.type === 'apps.installations_changed' && e.data.change === 'installed');
      expect(installedEvents.map((e) => e.type === 'apps.installations_changed' && e.data.app_id)).toEqual(['mb-visio', 'mb-trophy']);
      await spy.roundTrip();
      expect(spy.events().filter((e) => e.type === 'apps.installations_changed')).toEqual([]);
    } finally {
      await ws.close();
      await spy.close();
    }
  });
});
