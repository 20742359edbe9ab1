import { randomBytes, randomUUID } from 'node:crypto';
import { delegationRefusal } from '@mb/contract/enterprise-sub-users';
import type { RouteDef } from '@mb/contract/route-def';
import { type RouteName, routes } from '@mb/contract/routes';
import type { StaffPermission, StaffStatus } from '@mb/contract/staff';
import { meetsStaffRule } from '@mb/contract/staff-rule';
import { MESSAGES } from '@mb/contract/ui-text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { signUpUser, startTestApp, type TestApp } from './test-app.ts';

/** Tables a refused call may legitimately write, left out of the digest taken before and after it (authz-matrix.test.ts). */
const BOOKKEEPING_TABLES = [
  'rate_limits', // throttle counters: a refused request may still count against its caller
  'activity_events', // security events: refusals are recorded (security_*)
  'jobs', // work a refusal may queue (threat detection, alerts)
  'metrics_samples', // each instance's own minute timer writes here whatever the requests (README "Metrics")
];

/**
 * Routes that take the id of something a member owns: each needs an explicit owner/stranger case
 * below. A route with a path parameter that is neither staff-only nor listed here or in
 * NOT_MEMBER_OWNED fails the test until someone decides which it is.
 */
export interface OwnerCase {
  /** Makes the owner's resource and answers the path parameters that name it. */
  setup: (t: TestApp, owner: Actor) => Promise<Record<string, string>>;
  /** A body for the call, when the route needs one. */
  body?: unknown;
  /** For an upload route: the file sent as multipart field "file" instead of a JSON body. */
  file?: () => Promise<{ body: Buffer; name: string; type: string }>;
  /** Who owns the resource (default the creator): studio resources belong to the studio. */
  owner?: ActorName;
}

/** Names in a body or query that would let a caller act for another member on a "me" route. */
export const OTHER_MEMBER_FIELDS = /^(user_?id|owner_?id|member_?id|profile_?id|account_?id|author_?id)$/i;

export type ActorName =
  | 'anonymous'
  | 'creator'
  | 'business'
  | 'studio'
  | 'enterprise'
  | 'moderator'
  | 'records_officer'
  | 'content_editor'
  | 'post_production_editor'
  | 'admin'
  | 'delegated'
  | 'viewer';
export interface Actor {
  name: ActorName;
  /**
   * The delegated actor ('Use Platform as', issue 17): a session of a studio made by the enterprise
   * member linked to it, who is an admin. The session acts as the studio only: no staff powers of the
   * member behind it. `via` switches again when an allowed call (sign-out) ended it.
   */
  via?: { enterpriseToken: string; studioId: string; email: string; password: string };
  /**
   * The viewer actor (issue 17 sub-users): a creator who is a Viewer sub-user of an enterprise, switched
   * into it (`via` then holds the creator's own session and the enterprise's id). Every write but
   * signing out, refreshing and switching is refused with the role's message, and every route declared
   * 'never' with the delegation's (delegationRefusal; the delegated actor is refused those too).
   */
  subUserRole?: 'viewer';
  email?: string;
  password?: string;
  token?: string;
  userId?: string;
  staff?: StaffStatus;
}

export const STAFF: Partial<Record<ActorName, { role: 'admin' | 'moderator' | 'post_production_editor'; permissions: StaffPermission[] }>> =
  {
    moderator: { role: 'moderator', permissions: ['content_moderation'] },
    post_production_editor: { role: 'post_production_editor', permissions: [] },
    // Issue 18: the 2257 records' permission alone; every other staff actor lacks it and is refused there.
    records_officer: { role: 'moderator', permissions: ['records'] },
    // Issue 31: the blog's writing desk; an editor's role with the content permission alone.
    content_editor: { role: 'post_production_editor', permissions: ['content'] },
    admin: { role: 'admin', permissions: ['staff_management', 'content_moderation'] },
  };

export const entries = Object.entries(routes) as [RouteName, RouteDef][];
export const pathParams = (def: RouteDef) => [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);

/** A well-formed value for each path parameter: the first candidate the route's own schema accepts. */
export function paramsFor(name: RouteName, def: RouteDef): Record<string, string> {
  const keys = pathParams(def);
  if (keys.length === 0) return {};
  const letters = Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const candidates = [
    randomUUID(),
    `sample_${letters}`,
    `x${randomBytes(5).toString('hex')}`,
    String(100000 + Math.floor(Math.random() * 900000)),
    // A removal request's reference (issue 18): RR- and six of the unambiguous characters.
    `RR-${Array.from(randomBytes(6), (b) => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 32]).join('')}`,
  ];
  const chosen: Record<string, string> = {};
  // A parameter that is one of a few words (the network list's :kind) takes its first word.
  const shape = (def.params as { shape?: Record<string, { options?: unknown[] }> } | undefined)?.shape ?? {};
  candidates.push(...keys.flatMap((k) => (shape[k]?.options ?? []).filter((o): o is string => typeof o === 'string').slice(0, 1)));
  for (const k of keys) {
    // `c` fits `k` when some candidate for the parameters not chosen yet makes the whole set well-formed.
    const fill = (d: string) => Object.fromEntries(keys.map((o) => [o, d]));
    const ok = candidates.find(
      (c) => !def.params || candidates.some((d) => def.params?.safeParse({ ...fill(d), ...chosen, [k]: c }).success),
    );
    if (!ok) throw new Error(`${name}: no well-formed value for :${k}; add a candidate to paramsFor`);
    chosen[k] = ok;
  }
  return chosen;
}

export function expected(def: RouteDef, actor: Actor): 'allow' | 401 | 403 {
  // A delegated session (both actors with `via`): what the route declares for it, and the sub-user's role.
  const role = actor.via && delegationRefusal(def, actor.subUserRole) ? 403 : 'allow';
  if (def.access === 'public') return role;
  if (!actor.token) return 401;
  if (def.access === 'user') return role;
  return actor.staff && meetsStaffRule(actor.staff, def.access.staff) ? role : 403;
}

/** The message of an expected refusal: sign in, staff only, or what a delegated session may not do. */
export function refusalMessage(def: RouteDef, actor: Actor, status: 401 | 403): string {
  if (status === 401) return MESSAGES.signInRequired;
  const staffOnly = typeof def.access === 'object' && !(actor.staff && meetsStaffRule(actor.staff, def.access.staff));
  if (staffOnly || !actor.via) return MESSAGES.staffDenied;
  return delegationRefusal(def, actor.subUserRole) as string;
}

/** Every property name a schema accepts (nested), from its JSON schema. */
export function propertyNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === 'object') names.push(...Object.keys(n.properties));
    for (const v of Object.values(n)) walk(v);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return names;
}

export const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).filter((k) => a[k] !== b[k]);

/**
 * One matrix file's app and actors, started in its beforeAll and closed in its afterAll. The api project
 * runs its files in one worker without isolation: nothing here is module state, each file has its own.
 */
export function matrixApp() {
  let t: TestApp;
  const actors: Actor[] = [];
  const tables: string[] = [];

  async function digest(): Promise<Record<string, string>> {
    const parts = tables.map(
      (tb) => `select '${tb}' as t, (select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${tb}" x) as d`,
    );
    const rows = await t.ctx.database.query<{ t: string; d: string }>(parts.join(' union all '));
    return Object.fromEntries(rows.map((r) => [r.t, r.d]));
  }

  /**
   * Waits (up to 60 s) until no background job is due or running: an earlier case's work (the owner's
   * deleted portfolio item being purged, the eight exports startDataExport's allowed actors start, two
   * at a time on a busy machine) must not land between a stranger's call and the digest after it.
   */
  async function jobsSettled(): Promise<void> {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      const [row] = await t.ctx.database.query<{ n: number }>(
        `select count(*)::int as n from jobs where state = 'running' or (state = 'pending' and run_at <= now())`,
      );
      if (!row?.n) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function request(
    def: RouteDef,
    actor: Actor,
    params: Record<string, string>,
    body?: unknown,
    file?: { body: Buffer; name: string; type: string },
  ) {
    let p = def.path.replace(/:([A-Za-z_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
    if (p.includes('?')) p = p.slice(0, p.indexOf('?'));
    const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` };
    if (actor.token) headers.authorization = `Bearer ${actor.token}`;
    const hasBody = def.method !== 'GET' && def.method !== 'DELETE';
    let payload: string | FormData | undefined = hasBody ? JSON.stringify(body ?? {}) : undefined;
    if (file) {
      payload = new FormData();
      payload.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
    } else if (hasBody) headers['content-type'] = 'application/json';
    const res = await fetch(t.url + p, { method: def.method, headers, body: payload });
    const text = await res.text();
    let json: { error?: { code?: string; message?: string } } | null = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, error: json?.error };
  }

  /** An allowed call may end the actor's session (sign-out); sign in again so the next row is tested as that actor. */
  async function keepSignedIn(actor: Actor) {
    if (actor.via && actor.token) {
      if ((await t.call('me', { token: actor.token })).status === 200) return;
      // Signing out of a delegated session signs the enterprise member out too: sign in again first.
      if ((await t.call('me', { token: actor.via.enterpriseToken })).status !== 200) {
        const again = await t.call('signIn', { body: { email: actor.via.email, password: actor.via.password } });
        actor.via.enterpriseToken = again.data.access_token;
      }
      const r = await t.call('useLinkedAccount', { token: actor.via.enterpriseToken, params: { id: actor.via.studioId } });
      if (r.status !== 200) throw new Error(`delegated actor could not switch again: ${r.status} ${JSON.stringify(r.error)}`);
      actor.token = r.data.session.access_token;
      return;
    }
    if (!actor.token || !actor.email || !actor.password) return;
    const me = await t.call('me', { token: actor.token });
    if (me.status === 200) return;
    const r = await t.call('signIn', { body: { email: actor.email, password: actor.password } });
    if (r.status !== 200) throw new Error(`${actor.name} could not sign in again: ${r.status} ${JSON.stringify(r.error)}`);
    actor.token = r.data.access_token;
  }

  beforeAll(async () => {
    t = await startTestApp();
    actors.push({ name: 'anonymous' });
    const kinds: [ActorName, 'creator' | 'business' | 'studio' | 'enterprise'][] = [
      ['creator', 'creator'],
      ['business', 'business'],
      ['studio', 'studio'],
      ['enterprise', 'enterprise'],
      ['moderator', 'creator'],
      ['post_production_editor', 'creator'],
      ['records_officer', 'creator'],
      ['content_editor', 'creator'],
      ['admin', 'creator'],
    ];
    for (const [name, type] of kinds) {
      const u = await signUpUser(t, type);
      const staff = STAFF[name];
      if (staff) await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: staff.role, permissions: staff.permissions });
      const status = await t.call('myStaffStatus', { token: u.token });
      actors.push({ name, email: u.email, password: u.password, token: u.token, userId: u.userId, staff: status.data });
    }
    // The delegated actor: an admin's enterprise linked to a studio, switched into it.
    const boss = await signUpUser(t, 'enterprise');
    await t.ctx.db
      .insert(staffRoles)
      .values({ user_id: boss.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
    const studio = await signUpUser(t, 'studio');
    const inv = await t.call('inviteStudio', { token: boss.token, body: { studio: studio.email } });
    await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } });
    const sw = await t.call('useLinkedAccount', { token: boss.token, params: { id: studio.userId } });
    if (sw.status !== 200) throw new Error(`switch failed: ${JSON.stringify(sw.error)}`);
    const delegatedStatus = await t.call('myStaffStatus', { token: sw.data.session.access_token });
    actors.push({
      name: 'delegated',
      token: sw.data.session.access_token,
      userId: studio.userId,
      staff: delegatedStatus.data,
      via: { enterpriseToken: boss.token, studioId: studio.userId, email: boss.email, password: boss.password },
    });
    // The viewer actor: a creator invited as a Viewer sub-user of a fresh enterprise, switched into it.
    const company = await signUpUser(t, 'enterprise');
    const viewer = await signUpUser(t, 'creator');
    const subInv = await t.call('inviteSubUser', { token: company.token, body: { email: viewer.email, role: 'viewer' } });
    if (subInv.status !== 201) throw new Error(`sub-user invite failed: ${JSON.stringify(subInv.error)}`);
    const [mail] = await t.ctx.database.query<{ text_body: string }>(
      "select text_body from mail_outbox where kind = 'enterprise_sub_user_invitation' and to_address = $1",
      [viewer.email],
    );
    const subToken = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
    const subAcc = await t.call('acceptSubUserInvitation', { token: viewer.token, body: { token: subToken } });
    if (subAcc.status !== 200) throw new Error(`sub-user accept failed: ${JSON.stringify(subAcc.error)}`);
    const asViewer = await t.call('useLinkedAccount', { token: viewer.token, params: { id: company.userId } });
    if (asViewer.status !== 200) throw new Error(`viewer switch failed: ${JSON.stringify(asViewer.error)}`);
    actors.push({
      name: 'viewer',
      token: asViewer.data.session.access_token,
      userId: company.userId,
      staff: (await t.call('myStaffStatus', { token: asViewer.data.session.access_token })).data,
      via: { enterpriseToken: viewer.token, studioId: company.userId, email: viewer.email, password: viewer.password },
      subUserRole: 'viewer',
    });
    const rows = await t.ctx.database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tables.push(...rows.map((r) => r.table_name).filter((n) => !BOOKKEEPING_TABLES.includes(n)));
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The owner-versus-stranger cases given, one test each. */
  function ownerCaseTests(cases: Partial<Record<RouteName, OwnerCase>>) {
    const ownerCases = Object.entries(cases) as [RouteName, OwnerCase][];
    it.runIf(ownerCases.length > 0).each(ownerCases)('%s: a stranger cannot touch the owner resource; the owner can', async (name, c) => {
      const def = routes[name] as RouteDef;
      const owner = actors.find((a) => a.name === (c.owner ?? 'creator')) as Actor;
      const stranger = actors.find((a) => a.name === 'business') as Actor;
      // Every case uses the same two accounts: over a hundred cases spend the default write throttle
      // (120 per 5 minutes a member). The matrix is about who may, not how often: each case starts afresh.
      await t.ctx.database.query('delete from rate_limits');
      const params = await c.setup(t, owner);
      await jobsSettled();
      const before = await digest();
      const file = await c.file?.();
      const r = await request(def, stranger, params, c.body, file);
      expect([403, 404], `${name} as a stranger: ${r.status}`).toContain(r.status);
      expect(changed(before, await digest()), `${name}: a stranger's call changed tables`).toEqual([]);
      const mine = await request(def, owner, params, c.body, file);
      expect(mine.status, `${name} as the owner: ${JSON.stringify(mine.error)}`).toBeLessThan(300);
    });
  }

  return { app: () => t, actors, tables, digest, jobsSettled, request, keepSignedIn, ownerCaseTests };
}
