import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { RouteDef } from '@mb/contract/route-def';
import { type RouteName, routes } from '@mb/contract/routes';
import type { StaffPermission, StaffStatus } from '@mb/contract/staff';
import { meetsStaffRule } from '@mb/contract/staff-rule';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { repoRoot } from '../../src/platform/config.ts';
import { fieldPaths, samplesFor, stringPaths, valueAt, withValue } from '../helpers/samples.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The fuzz test over the contract's route table (issue 8 "Hardening": 28 of 2,085 fuzzed requests
 * answered 500). Every route, as an actor its access admits, gets: NUL bytes and other control
 * characters in every string of the body, the query and the path; wrong types in every field; huge
 * strings; bodies that are not objects or not JSON; tokens that are validly signed but name a session
 * that is not a UUID; and, on the upload routes, multipart bodies whose boundary cannot be found.
 * Never a 500 and never an error-level log line. Input the route's schema refuses, and any NUL byte,
 * is a 400 (a path may also be a 404).
 */

interface Actor {
  email: string;
  password: string;
  token: string;
  userId: string;
  staff: StaffStatus;
}

interface Sent {
  what: string;
  status: number;
  /** What the answer must be: exact statuses, or anything under 500. */
  want: number[] | 'not 5xx';
}

const entries = Object.entries(routes) as [RouteName, RouteDef][];
const NUL = 'a\u0000b';
const CONTROL = ['\u0001', '\u001b[31m', '\u007f', '\u202e'];
/** Unpaired surrogates: valid in a JS string and in JSON text, but not storable (jsonb refuses them): 400 like NUL. */
const BROKEN_UNICODE = ['\ud800', 'x\udc00'];
const HUGE = 'x'.repeat(200_000);
const WRONG_TYPES: unknown[] = [-1, 1e308, true, null, [], { $gt: '' }, 'not-the-type'];

let t: TestApp;
let webDist: string;
const errorLines: string[] = [];
const members: Actor[] = [];
/** Log lines at error level or above (pino level 50+), kept with the request that caused them. */
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      try {
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line.slice(0, 2000));
      } catch {
        errorLines.push(line);
      }
    }
    done();
  },
});

/** The first member the route's access admits (a business member for member routes, staff for staff ones). */
function actorFor(def: RouteDef): Actor | null {
  if (def.access === 'public') return null;
  const rule = def.access === 'user' ? undefined : def.access.staff;
  const found = members.find((m) => (rule ? meetsStaffRule(m.staff, rule) : true));
  if (!found) throw new Error(`no actor meets the rule of ${def.path}`);
  return found;
}

/** A sign-out (or any session-ending call) must not leave the rest of the run unauthenticated. */
async function keepSignedIn(actor: Actor | null) {
  if (!actor) return;
  if ((await t.call('me', { token: actor.token })).status === 200) return;
  const r = await t.call('signIn', { body: { email: actor.email, password: actor.password } });
  if (r.status !== 200) throw new Error(`could not sign in again: ${r.status}`);
  actor.token = r.data.access_token;
}

function pathOf(def: RouteDef, params: Record<string, string>, raw = false) {
  return def.path.replace(/:([A-Za-z_]+)/g, (_, k: string) => (raw ? (params[k] ?? '') : encodeURIComponent(params[k] ?? '')));
}

async function send(
  def: RouteDef,
  opts: { path: string; token?: string; body?: string; contentType?: string; authorization?: string },
): Promise<number> {
  const headers: Record<string, string> = { 'x-forwarded-for': `192.0.2.${1 + Math.floor(Math.random() * 250)}` };
  if (opts.authorization) headers.authorization = opts.authorization;
  else if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.contentType) headers['content-type'] = opts.contentType;
  const res = await fetch(t.url + opts.path, { method: def.method, headers, body: opts.body });
  await res.arrayBuffer();
  return res.status;
}

/** What the route's schema says about a value: refused input must be a 400. */
// handle() reads an absent (or JSON null) body as {}.
const refusedBy = (schema: z.ZodType | undefined, value: unknown) => (schema ? !schema.safeParse(value ?? {}).success : false);
const unstorableIn = (v: unknown): boolean => /\\u0000|\\ud[89ab]|\\ud[c-f]/i.test(JSON.stringify(v ?? null));

async function fuzzRoute(name: RouteName, def: RouteDef): Promise<Sent[]> {
  const sent: Sent[] = [];
  const actor = actorFor(def);
  const params: Record<string, string> = Object.fromEntries(
    [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1] as string, randomUUID() as string]),
  );
  if (def.params && !def.params.safeParse(params).success) for (const k of Object.keys(params)) params[k] = `sample${k}`;
  const path = pathOf(def, params);
  const bodies = def.body ? samplesFor(def.body) : [];
  const queries = def.query ? samplesFor(def.query) : [];
  const isJson = def.method !== 'GET' && def.method !== 'DELETE' && !def.multipart;

  const jsonCall = async (what: string, body: unknown, want: Sent['want'], q = '') => {
    const status = await send(def, {
      path: path + q,
      token: actor?.token,
      body: isJson ? JSON.stringify(body) : undefined,
      contentType: isJson ? 'application/json' : undefined,
    });
    sent.push({ what, status, want });
    if (status < 300) await keepSignedIn(actor);
  };
  const bodyWant = (v: unknown): Sent['want'] => (unstorableIn(v) || refusedBy(def.body, v) ? [400] : 'not 5xx');

  // The body: every string, then every field, of every sample the schema accepts.
  if (isJson && def.body) {
    if (bodies.length === 0) throw new Error(`${name}: no sample body the schema accepts; extend helpers/samples.ts`);
    for (const [i, base] of bodies.entries()) {
      // Every case on the first sample; the other samples (union branches) take other code paths, so
      // they get the cases that must be refused before any of it runs.
      const first = i === 0;
      for (const p of stringPaths(base)) {
        const original = String(valueAt(base, p));
        const cases: [string, string][] = [
          ['NUL', NUL],
          ['NUL at the end', `${original}\u0000`],
          ...BROKEN_UNICODE.map((c): [string, string] => [`broken unicode ${JSON.stringify(c)}`, `${original}${c}`]),
          ...(first
            ? [
                ['huge', HUGE] as [string, string],
                ...CONTROL.map((c): [string, string] => [`control ${JSON.stringify(c)}`, `${original}${c}`]),
              ]
            : []),
        ];
        for (const [label, value] of cases) {
          const body = withValue(base, p, value);
          await jsonCall(
            `body.${p.join('.')} ${label}`,
            body,
            value === HUGE ? (refusedBy(def.body, body) ? [400, 413] : 'not 5xx') : bodyWant(body),
          );
        }
      }
      if (!first) continue;
      for (const p of fieldPaths(base)) {
        for (const wrong of WRONG_TYPES) {
          const body = withValue(base, p, wrong);
          await jsonCall(`body.${p.join('.')} = ${JSON.stringify(wrong)}`, body, bodyWant(body));
        }
      }
    }
  }
  if (isJson) {
    for (const whole of [[], 'text', 42, null, { [NUL]: 'key with NUL' }])
      await jsonCall(`body ${JSON.stringify(whole)}`, whole, bodyWant(whole));
    const status = await send(def, { path, token: actor?.token, body: '{"broken": ', contentType: 'application/json' });
    sent.push({ what: 'unparseable JSON', status, want: [400] });
  }

  // The query string: every string of every sample, and a stray NUL parameter on any route.
  for (const base of queries) {
    for (const p of stringPaths(base)) {
      for (const value of [NUL, '\u0001', HUGE.slice(0, 10_000)]) {
        const q = withValue(base, p, value) as Record<string, string>;
        const want: Sent['want'] = unstorableIn(value) || refusedBy(def.query, q) ? [400] : 'not 5xx';
        await jsonCall(`query.${p.join('.')} ${JSON.stringify(value.slice(0, 8))}`, bodies[0] ?? {}, want, `?${new URLSearchParams(q)}`);
      }
    }
  }
  await jsonCall('stray query NUL', bodies[0] ?? {}, 'not 5xx', '?zz=%00');

  // Path parameters, raw (percent-encoded as a client would send them).
  for (const k of Object.keys(params)) {
    for (const [raw, want] of [
      ['%00', [400, 404]],
      ['a%00b', [400, 404]],
      ['%01', 'not 5xx'],
      ['%ff', [400, 404]],
      ['%E2%80%AE', 'not 5xx'],
      ['..%2F..%2Fetc', 'not 5xx'],
      ['x'.repeat(5000), [400, 404, 414]],
    ] as [string, Sent['want']][]) {
      const status = await send(def, {
        path: pathOf(def, { ...params, [k]: raw }, true),
        token: actor?.token,
        body: isJson ? JSON.stringify(bodies[0] ?? {}) : undefined,
        contentType: isJson ? 'application/json' : undefined,
      });
      sent.push({ what: `:${k} = ${raw.slice(0, 12)}`, status, want });
      if (status < 300) await keepSignedIn(actor);
    }
  }

  // Ids in capitals, the caller's own among them (issue 31: an own id in capitals passed "not yourself"
  // and reached the database as a self-block, a 500). Only where the params are ids.
  if (actor && def.params?.safeParse(params).success) {
    for (const k of Object.keys(params)) {
      for (const id of [actor.userId.toUpperCase(), (params[k] ?? '').toUpperCase()]) {
        const status = await send(def, {
          path: pathOf(def, { ...params, [k]: id }),
          token: actor.token,
          body: isJson ? JSON.stringify(bodies[0] ?? {}) : undefined,
          contentType: isJson ? 'application/json' : undefined,
        });
        sent.push({ what: `:${k} in capitals`, status, want: 'not 5xx' });
        if (status < 300) await keepSignedIn(actor);
      }
    }
  }

  // Tokens: validly signed but malformed claims, and malformed headers. A refusal is a 401.
  if (def.access !== 'public' && actor) {
    const bad = [
      ['sid not a UUID', `Bearer ${(await t.ctx.tokens.signAccess({ userId: actor.userId, sessionId: 'not-a-uuid' })).token}`],
      ['sid with NUL', `Bearer ${(await t.ctx.tokens.signAccess({ userId: actor.userId, sessionId: NUL })).token}`],
      ['sub not a UUID', `Bearer ${(await t.ctx.tokens.signAccess({ userId: 'x', sessionId: randomUUID() })).token}`],
      ['garbage', 'Bearer not.a.token'],
      ['wrong scheme', 'Basic dXNlcjpwYXNz'],
      ['empty bearer', 'Bearer '],
    ];
    for (const [what, authorization] of bad) {
      const status = await send(def, {
        path,
        authorization,
        body: isJson ? '{}' : undefined,
        contentType: isJson ? 'application/json' : undefined,
      });
      sent.push({ what: `token ${what}`, status, want: [401] });
    }
  }

  // Uploads: multipart bodies a parser cannot split.
  if (def.multipart) {
    const b = 'fuzzboundary';
    const good = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${b}--\r\n`;
    for (const [what, contentType, body] of [
      ['no boundary', 'multipart/form-data', good],
      ['empty boundary', 'multipart/form-data; boundary=', good],
      ['boundary not in the body', 'multipart/form-data; boundary=elsewhere', good],
      ['truncated part', `multipart/form-data; boundary=${b}`, good.slice(0, 60)],
      ['no closing boundary', `multipart/form-data; boundary=${b}`, good.replace(`--${b}--\r\n`, '')],
      ['NUL in the field name', `multipart/form-data; boundary=${b}`, good.replace('name="file"', 'name="fi\u0000le"')],
      ['NUL in the file name', `multipart/form-data; boundary=${b}`, good.replace('a.png', 'a\u0000.png')],
      ['empty body', `multipart/form-data; boundary=${b}`, ''],
    ] as [string, string, string][]) {
      const status = await send(def, { path, token: actor?.token, body, contentType });
      sent.push({ what: `multipart ${what}`, status, want: [400, 413, 415] });
    }
  }
  return sent;
}

beforeAll(async () => {
  const log = pino({ level: 'warn' }, logStream);
  // No throttles: thousands of requests from a few members would otherwise turn into 429s.
  // The page paths need an index.html, not a web build.
  webDist = mkdtempSync(path.join(os.tmpdir(), 'mb-web-'));
  copyFileSync(path.join(repoRoot(), 'apps/web/index.html'), path.join(webDist, 'index.html'));
  t = await startTestApp({ RATE_LIMITS: 'off' }, undefined, { log, webDist });
  const staff: [
    string,
    {
      role: 'admin' | 'moderator' | 'post_production_editor';
      permissions: StaffPermission[];
    } | null,
  ][] = [
    ['member', null],
    ['admin', { role: 'admin', permissions: ['staff_management', 'content_moderation'] }],
    ['moderator', { role: 'moderator', permissions: ['content_moderation'] }],
    ['editor', { role: 'post_production_editor', permissions: [] }],
    // Issue 18: the 2257 records' permission alone.
    ['records', { role: 'moderator', permissions: ['records'] }],
    // Issue 31: the blog's writing desk (the content permission alone).
    ['content', { role: 'post_production_editor', permissions: ['content'] }],
  ];
  for (const [, role] of staff) {
    // The plain member is a business account, so the business routes (refused to creators) run their handlers too.
    const u = await signUpUser(t, role ? 'creator' : 'business');
    if (role) await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, ...role });
    const status = await t.call('myStaffStatus', { token: u.token });
    members.push({ email: u.email, password: u.password, token: u.token, userId: u.userId, staff: status.data });
  }
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('fuzzing every route of the contract', () => {
  it.each(entries)('%s: never a 500 nor an error log line; refused input is a 400', async (name, def) => {
    errorLines.length = 0;
    // The platform-settings route's samples point the compliance hub at a made-up address; each route
    // starts from the defaults (the built-in hub), as a fresh platform would.
    await t.ctx.database.query('delete from platform_settings');
    const sent = await fuzzRoute(name, def);
    const wrong = sent.filter((s) => (s.want === 'not 5xx' ? s.status >= 500 : !s.want.includes(s.status)));
    expect(
      wrong.map((s) => `${s.what}: ${s.status}, want ${s.want}`),
      `${name}: ${sent.length} requests`,
    ).toEqual([]);
    expect(errorLines, `${name}: error-level log lines`).toEqual([]);
  });

  it('pages and files outside the route table: a NUL or broken escape in the path is never a 500', async () => {
    errorLines.length = 0;
    const paths = [
      '/%00',
      '/a%00b',
      '/model/%00',
      '/profile/%00',
      '/blog/%00',
      '/amp/%00',
      '/amp/blog/%00',
      '/storage/avatars/%00',
      '/storage/uploads/a%00b?sig=x&exp=1',
      '/api/v1/%00',
      '/%ff',
      '/api/v1/blog/%ff',
    ];
    const bad: string[] = [];
    for (const p of paths) {
      const res = await fetch(t.url + p);
      await res.arrayBuffer();
      if (res.status >= 500 || (p.includes('%00') && res.status === 200)) bad.push(`${p}: ${res.status}`);
    }
    expect(bad).toEqual([]);
    expect(errorLines).toEqual([]);
  });
});
