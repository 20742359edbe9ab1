import { MAIL_TEXT } from '@mb/contract/mail-text';
import { MEMBER_DATA_LIMITS as L, MEMBER_DATA_MESSAGES as M } from '@mb/contract/member-data';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailDate, mailText } from '../../platform/i18n.ts';
import { extensions } from '../../platform/modules.ts';
import { BUCKETS, type Bucket, isBucket, type ObjectWriter, randomKey } from '../../platform/storage/storage.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { emailHash } from '../security/index.ts';
import * as storage from '../storage/index.ts';
import { presentDeletion, presentExport } from './presenter.ts';
import * as repo from './repository.ts';

const T = MAIL_TEXT.memberData;

const DAY_MS = 86_400_000;
export const EXPORT_JOB = 'member_data.export';
export const EXPIRE_JOB = 'member_data.expire_export';
export const ERASE_JOB = 'member_data.erase';
export const PURGE_KEPT_JOB = 'member_data.purge_kept';
const SETTINGS_PATH = '/settings?tab=your-data';

// ---------------------------------------------------------------------------------------------------
// What the database holds that is not ours to export or erase, and what must be kept.

/**
 * Tables of the other systems that run inside this process only for development and tests: the
 * compliance hub (vAulth, `hub_*`) and the payment provider (`paybox_*`). In production they are other
 * companies' databases, which an erasure here cannot and must not reach; they are left out of the
 * export, the erasure and the scan alike.
 */
export const isOtherSystemTable = (table: string) => table.startsWith('hub_') || table.startsWith('paybox_');

/** Kept on erasure because the law requires it: moved to `erased_member_records`, apart and restricted. */
interface Retained {
  reason: string;
  years: number;
}
const retained = new Map<string, Retained>([
  // Tax and accounting law keeps invoices and payment records for up to 10 years (e.g. 10 in France, Germany).
  ['billing_checkouts', { reason: 'billing', years: 10 }],
  ['billing_subscriptions', { reason: 'billing', years: 10 }],
  ['billing_payments', { reason: 'billing', years: 10 }],
  ['billing_webhook_events', { reason: 'billing', years: 10 }],
]);

/**
 * Another feature's tables that the law requires to keep as they are, naming the member, and that only
 * a restricted role reads: the 2257 records (18 U.S.C. 2257, 28 CFR 75.4), which the custodian must
 * produce for an inspection, with every performer's legal identity, whoever has left since. The owning
 * feature gives them in its module's `extend`; an erasure leaves their rows where they are. Copying them
 * apart instead lost rows of other members (a producer's record cascades to its co-performers) and took
 * an erased co-performer out of the record of someone else's item.
 */
declare module '../../platform/modules.ts' {
  interface Extensions {
    /** A table an erasure leaves as it is (the law keeps it, naming the member): its name. */
    'member_data.kept_table': string;
    /**
     * Copies a feature made from the member's files for others (a watermarked picture): left out of
     * their export, which carries what they uploaded. An erasure still removes them with the rest.
     */
    'member_data.derived_files': { bucket: Bucket; keysOf: (ctx: AppContext, userId: string) => Promise<readonly string[]> };
  }
}
export const keptInPlaceTables = (ctx: AppContext): readonly string[] => extensions(ctx, 'member_data.kept_table');

/**
 * Rows that copy the member's name into someone else's data instead of pointing at them by id: a
 * notification "Zelda started following you" in another member's bell. On erasure, rows whose columns
 * carry the member's username or display name are deleted (names shorter than 3 characters are not
 * matched: they would take others' rows with them). A feature that starts copying names elsewhere adds
 * its table here; the erasure proof (test/api/member-data.test.ts) names any it missed.
 */
const nameCopies = new Map<string, readonly string[]>([['notifications', ['title', 'content', 'action_url']]]);

/** Tables where only some columns make a row "the member's" for the export (the rest would show others' data). */
const EXPORT_ONLY: Record<string, readonly string[]> = {
  // Messages they SENT; others' messages in their conversations are the others' data.
  messages: ['sender_id'],
  // Who blocked, muted or reported them is never told (spec): only their own blocks, mutes, reports.
  member_blocks: ['blocker_id'],
  member_mutes: ['muter_id'],
  member_reports: ['reporter_id'],
  conversation_report_excerpts: ['reporter_id'],
};
/** Not the member's data: the platform's own queue, counters and this feature's retained records. */
const EXPORT_SKIP = new Set(['jobs', 'rate_limits', 'erased_member_records', 'storage_objects', 'member_data_exports']);
/** Secrets are never exported, not even their hashes. */
const SECRET_COLUMN = /(password|secret|token|hash|seed|signature)/i;

// ---------------------------------------------------------------------------------------------------
// Export

export async function listExports(ctx: AppContext, userId: string) {
  const rows = await repo.listExports(ctx.db, userId, L.listMax);
  const used = await repo.exportsSince(ctx.db, userId, new Date(Date.now() - DAY_MS));
  return { exports: rows.map(presentExport), remaining_today: Math.max(0, L.exportsPerDay - used) };
}

export async function startExport(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>) {
  auth.refuseDelegated(actor, 'account');
  const userId = actor.userId;
  return ctx.db.transaction(async (tx) => {
    if ((await repo.exportsSince(tx, userId, new Date(Date.now() - DAY_MS))) >= L.exportsPerDay) {
      throw new AppError('rate_limited', M.exportThrottled);
    }
    const row = await repo.insertExport(tx, userId);
    if (!row) throw new AppError('conflict', M.exportRunning);
    await ctx.jobs.enqueue(tx, { kind: EXPORT_JOB, payload: { export_id: row.id }, key: `${EXPORT_JOB}:${row.id}` });
    return presentExport(row);
  });
}

export async function downloadExport(ctx: AppContext, userId: string, id: string) {
  const row = await repo.findExport(ctx.db, id);
  // Another member's export is not found, as a missing one.
  if (!row || row.user_id !== userId) throw new AppError('not_found', M.exportNotFound);
  if (row.state === 'expired' || (row.expires_at && row.expires_at.getTime() <= Date.now()))
    throw new AppError('conflict', M.exportExpired);
  if (row.state !== 'ready' || !row.path) throw new AppError('conflict', M.exportNotReady);
  return { url: ctx.storage.url('exports', row.path, L.downloadSeconds), expires_in: L.downloadSeconds };
}

const README = (product: string, at: Date, tables: string[], files: number) =>
  [
    `Your data at ${product}`,
    `Prepared ${at.toISOString()}.`,
    '',
    'data/<table>.json  every record that names you, one JSON file per table of our database (an array of rows as stored).',
    '                   account: users, auth_sessions (your devices); profile: profiles; and one file for each feature you used.',
    '                   messages.json holds the messages you sent; others\u2019 messages are theirs.',
    '                   Who blocked, muted or reported you is not included (we never tell).',
    'files/<bucket>/... every file you uploaded (portfolio, avatar, attachments), as stored (images without their metadata).',
    '',
    'Left out: password and token hashes and other secrets (replaced by "[redacted]").',
    `This export holds ${tables.length} tables and ${files} files:`,
    ...tables.map((t) => `  data/${t}.json`),
    '',
    'The download link works for 7 days; after that the file is deleted.',
  ].join('\n');

const redact = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, SECRET_COLUMN.test(k) && v !== null ? '[redacted]' : v]));

/** Builds the ZIP (a job; idempotent: a second run builds it again). Failing marks the export failed. */
async function buildExport(ctx: AppContext, exportId: string) {
  const row = await repo.findExport(ctx.db, exportId);
  if (!row || (row.state !== 'queued' && row.state !== 'running')) return;
  const userId = row.user_id;
  let writer: ObjectWriter | null = null;
  let stored: string | null = null;
  try {
    const tables = (await repo.catalog(ctx.db)).filter(
      (t) => !isOtherSystemTable(t.name) && !EXPORT_SKIP.has(t.name) && (t.uuids.length || t.texts.length),
    );
    // Besides the rows that point at the member (uuid columns), the rows that name them in a text:
    // mail sent to their address, security events that keep their e-mail's SHA-256.
    const email = ((await auth.emailOf(ctx.db, userId)) ?? '').toLowerCase();
    const mentions = email ? [email, emailHash(email)] : [];
    const derived = new Set<string>();
    for (const d of extensions(ctx, 'member_data.derived_files'))
      for (const k of await d.keysOf(ctx, userId)) derived.add(`${d.bucket}/${k}`);
    const objects = (await repo.storedObjectsOf(ctx.db, userId)).filter(
      (o) => isBucket(o.bucket) && o.bucket !== 'exports' && !derived.has(`${o.bucket}/${o.path}`),
    );
    const steps = tables.length + objects.length + 1;
    let step = 0;
    const progress = async (label: string, force = false) => {
      step++;
      // About twenty writes however many tables and files: enough for a live bar.
      if (force || step % Math.max(1, Math.ceil(steps / 20)) === 0) {
        await repo.updateExport(ctx.db, exportId, { state: 'running', step, steps, step_label: label });
      }
    };
    await repo.updateExport(ctx.db, exportId, { state: 'running', step: 0, steps, step_label: 'Starting' });

    // The ZIP goes to storage as it is made (a multipart upload on S3): memory holds one file of the
    // member's at a time and a part of the ZIP, not the whole archive.
    const key = randomKey(userId, 'zip');
    writer = ctx.storage.writer('exports', key, 'application/zip');
    const out = writer;
    const queued: Uint8Array[] = [];
    let zipError: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) zipError = err;
      else queued.push(chunk);
    });
    /** What the ZIP has made so far goes to storage. */
    const drain = async () => {
      for (const chunk of queued.splice(0)) await out.write(chunk);
      if (zipError) throw zipError;
    };
    const addFile = async (name: string, data: Uint8Array, compress: boolean) => {
      const f = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(f);
      f.push(data, true);
      await drain();
    };
    const written: string[] = [];
    for (const t of tables) {
      const columns = (EXPORT_ONLY[t.name] ?? t.uuids.map((u) => u.name)).filter((c) => t.uuids.some((u) => u.name === c));
      const rows = await repo.rowsReferencing(ctx.db, t.name, columns, userId);
      if (!EXPORT_ONLY[t.name]) {
        const seen = new Set(rows.map((r) => JSON.stringify(r)));
        for (const r of await repo.rowsMentioning(ctx.db, t.name, t.texts, mentions)) if (!seen.has(JSON.stringify(r))) rows.push(r);
      }
      if (rows.length) {
        await addFile(`data/${t.name}.json`, strToU8(JSON.stringify(rows.map(redact), null, 2)), true);
        written.push(t.name);
      }
      await progress(`Collecting ${t.name}`);
    }
    let files = 0;
    for (const o of objects) {
      const got = await ctx.storage.get(o.bucket as Bucket, o.path);
      if (got) {
        await addFile(`files/${o.bucket}/${o.path}`, got.body, false);
        files++;
      }
      await progress('Collecting your files');
    }
    const now = new Date();
    await addFile('README.txt', strToU8(README(ctx.config.PRODUCT_NAME, now, written, files)), true);
    zip.end();
    await drain();
    await progress('Storing the ZIP', true);
    const size = await out.end();
    stored = key;
    const expiresAt = new Date(now.getTime() + L.exportDays * DAY_MS);
    await ctx.db.transaction(async (tx) => {
      await storage.recordStoredObjects(tx, [{ bucket: 'exports', path: key, owner_id: userId, content_type: 'application/zip', size }]);
      await repo.updateExport(tx, exportId, {
        state: 'ready',
        step: steps,
        steps,
        step_label: null,
        path: key,
        size,
        ready_at: now,
        expires_at: expiresAt,
      });
      await ctx.jobs.enqueue(tx, {
        kind: EXPIRE_JOB,
        payload: { export_id: exportId },
        runAt: expiresAt,
        key: `${EXPIRE_JOB}:${exportId}`,
      });
      const to = email ? await auth.recipientOf(tx, userId) : undefined;
      if (to) {
        const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, values);
        await ctx.mailer.send(
          {
            to: email,
            kind: 'data_export_ready',
            subject: `${m(T.exportSubject)} | ${ctx.config.PRODUCT_NAME}`,
            text: [
              m(T.exportReady),
              '',
              `${ctx.config.publicUrl}${SETTINGS_PATH}`,
              '',
              m(T.exportUntil, { date: mailDate(to.locale, expiresAt) }),
              '',
              `— ${ctx.config.PRODUCT_NAME}`,
            ].join('\n'),
          },
          tx,
        );
      }
    });
  } catch (e) {
    ctx.log.warn({ err: e, exportId }, 'member data export failed');
    // Nothing half-made stays behind: an unfinished upload is dropped, a stored ZIP no row points at deleted.
    if (stored) await ctx.storage.delete('exports', stored).catch(() => {});
    else await writer?.abort().catch(() => {});
    await repo.updateExport(ctx.db, exportId, {
      state: 'failed',
      error: String((e as Error).message ?? e).slice(0, 500),
      step_label: null,
    });
  }
}

/** Seven days after it was ready: the file goes, the row says expired. */
async function expireExport(ctx: AppContext, exportId: string) {
  const row = await repo.findExport(ctx.db, exportId);
  if (row?.state !== 'ready') return;
  if (row.expires_at && row.expires_at.getTime() > Date.now()) return;
  if (row.path) await ctx.storage.delete('exports', row.path);
  await ctx.db.transaction(async (tx) => {
    if (row.path) await storage.forgetStoredObjects(tx, [row.path]);
    await repo.updateExport(tx, exportId, { state: 'expired', path: null });
  });
}

// ---------------------------------------------------------------------------------------------------
// Erasure

export async function deletionState(ctx: AppContext, userId: string) {
  return presentDeletion(await repo.findDeletionOf(ctx.db, userId));
}

/**
 * Schedules the erasure in 30 days after checking the password (throttled with sign-in by the route).
 * Every device is signed out: signing in again within the 30 days cancels (see `cancelOnSignIn`).
 */
export async function scheduleDeletion(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>, password: string) {
  await auth.confirmPassword(ctx, actor, password, 'password');
  const userId = actor.userId;
  const current = await repo.findDeletionOf(ctx.db, userId);
  if (current?.state === 'scheduled') throw new AppError('conflict', M.alreadyScheduled);
  const dueAt = new Date(Date.now() + L.deletionDays * DAY_MS);
  const to = await auth.recipientOf(ctx.db, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const d = await repo.upsertDeletion(tx, userId, dueAt);
    await ctx.jobs.enqueue(tx, {
      kind: ERASE_JOB,
      payload: { deletion_id: d.id },
      runAt: dueAt,
      key: `${ERASE_JOB}:${d.id}:${dueAt.getTime()}`,
    });
    if (to) {
      const product = ctx.config.PRODUCT_NAME;
      const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, { product, ...values });
      await ctx.mailer.send(
        {
          to: to.email,
          kind: 'account_deletion_scheduled',
          subject: `${m(T.deletionSubject, { date: mailDate(to.locale, dueAt, 'day') })} | ${product}`,
          text: [
            m(T.deletionAsked, { date: mailDate(to.locale, dueAt) }),
            m(T.deletionUntil),
            '',
            m(T.deletionAfter),
            m(T.deletionKept),
            '',
            m(T.deletionDownload, { url: `${ctx.config.publicUrl}${SETTINGS_PATH}` }),
            '',
            `— ${product}`,
          ].join('\n'),
        },
        tx,
      );
    }
    return d;
  });
  await auth.signOutEverywhere(ctx, userId, 'account_deletion');
  return presentDeletion(row);
}

/** On 'auth.signed_in': signing in within the 30 days cancels the deletion, with a notice and a mail. */
export async function cancelOnSignIn(ctx: AppContext, userId: string) {
  const existing = await repo.findDeletionOf(ctx.db, userId);
  if (existing?.state !== 'scheduled') return;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.cancelDeletion(tx, userId);
    if (!row) return;
    await notifications.notify(ctx, tx, userId, {
      type: 'system_update',
      title: T.cancelledTitle,
      content: M.deletionCancelled,
      action_url: SETTINGS_PATH,
    });
    const to = await auth.recipientOf(tx, userId);
    if (to) {
      const m = (text: string) => mailText(to.locale, text);
      await ctx.mailer.send(
        {
          to: to.email,
          kind: 'account_deletion_cancelled',
          subject: `${m(T.cancelledSubject)} | ${ctx.config.PRODUCT_NAME}`,
          text: [`${m(M.deletionCancelled)} ${m(T.stays)}`, m(T.notYou), '', `— ${ctx.config.PRODUCT_NAME}`].join('\n'),
        },
        tx,
      );
    }
  });
}

export interface ErasureReport {
  files: number;
  retained: number;
  tables: Record<string, { deleted: number; cleared: number }>;
}

/**
 * The erasure (a job at the due date; idempotent). Files first (every record of the member's files and
 * every key under their folder in every bucket), then one transaction: the rows the law keeps are
 * copied to `erased_member_records`; sessions are revoked; the `users` row is deleted (foreign keys
 * cascade to most of the member's rows); then every other table, found from the catalogue, loses the
 * rows that still carry the member's id or e-mail, and nullable references to them become null. The
 * tables kept in place (2257 records) are left alone.
 */
export async function eraseMember(ctx: AppContext, userId: string): Promise<ErasureReport> {
  const email = ((await auth.emailOf(ctx.db, userId)) ?? '').toLowerCase();
  const profile = await profiles.profileRowOf(ctx.db, userId);
  const report: ErasureReport = { files: 0, retained: 0, tables: {} };

  // Files: by their records, and by the folder named after the member in every bucket.
  const objects = await repo.storedObjectsOf(ctx.db, userId);
  const seen = new Set<string>();
  for (const o of objects) {
    if (!isBucket(o.bucket)) continue;
    await ctx.storage.delete(o.bucket, o.path);
    seen.add(`${o.bucket}/${o.path}`);
  }
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for (const key of await ctx.storage.list(bucket, `${userId}/`)) {
      await ctx.storage.delete(bucket, key);
      seen.add(`${bucket}/${key}`);
    }
  }
  report.files = seen.size;

  await auth.signOutEverywhere(ctx, userId, 'account_erased');
  const kept = keptInPlaceTables(ctx);
  const tables = (await repo.catalog(ctx.db)).filter(
    (t) => !isOtherSystemTable(t.name) && t.name !== 'erased_member_records' && !kept.includes(t.name),
  );
  await ctx.db.transaction(async (tx) => {
    const now = Date.now();
    for (const t of tables) {
      const keep = retained.get(t.name);
      if (!keep) continue;
      const rows = await repo.rowsReferencing(
        tx,
        t.name,
        t.uuids.map((u) => u.name),
        userId,
      );
      await repo.keepRecords(
        tx,
        rows.map((row) => ({ source_table: t.name, reason: keep.reason, row, keep_until: new Date(now + keep.years * 365 * DAY_MS) })),
      );
      report.retained += rows.length;
    }
    // The member's own row: its foreign keys cascade through most features.
    const names = [profile?.username, profile?.display_name].filter((n): n is string => !!n && n.trim().length >= 3);
    await eraseUser(tx, tables, { id: userId, email, names }, report);
  });
  ctx.log.info({ files: report.files, retained: report.retained, tables: Object.keys(report.tables).length }, 'member erased');
  return report;
}

async function eraseUser(
  tx: Executor,
  tables: repo.CatalogTable[],
  member: { id: string; email: string; names: string[] },
  report: ErasureReport,
) {
  const users = tables.find((t) => t.name === 'users');
  const ordered = users ? [users, ...tables.filter((t) => t !== users)] : tables;
  for (const t of ordered) {
    const r = await repo.eraseFromTable(tx, t, {
      memberId: member.id,
      email: member.email,
      others: member.email ? [emailHash(member.email)] : [],
    });
    const columns = nameCopies.get(t.name);
    if (columns) r.deleted += await repo.deleteNaming(tx, t.name, columns, member.names);
    if (r.deleted || r.cleared) report.tables[t.name] = r;
  }
}

async function runErasure(ctx: AppContext, deletionId: string) {
  const d = await repo.findDeletion(ctx.db, deletionId);
  // Cancelled (signed in), erased already, or scheduled again for a later date: nothing to do now.
  if (d?.state !== 'scheduled' || d.due_at.getTime() > Date.now()) return;
  await eraseMember(ctx, d.user_id);
}

export function defineMemberDataJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(EXPORT_JOB)) return;
  ctx.jobs.defineJob<{ export_id: string }>(EXPORT_JOB, (p) => buildExport(ctx, p.export_id), { maxAttempts: 3, lockMs: 10 * 60_000 });
  ctx.jobs.defineJob<{ export_id: string }>(EXPIRE_JOB, (p) => expireExport(ctx, p.export_id));
  ctx.jobs.defineJob<{ deletion_id: string }>(ERASE_JOB, (p) => runErasure(ctx, p.deletion_id), {
    maxAttempts: 8,
    lockMs: 10 * 60_000,
    altersPublicContent: true,
  });
  ctx.jobs.defineJob(PURGE_KEPT_JOB, async () => {
    await purgeKeptRecords(ctx);
  });
  ctx.jobs.every(PURGE_KEPT_JOB, DAY_MS);
}

/** Once a day: what an erasure kept because the law required it goes when the law's years are over. */
export async function purgeKeptRecords(ctx: AppContext): Promise<number> {
  const n = await repo.deleteKeptBefore(ctx.db, new Date());
  if (n) ctx.log.info({ deleted: n }, 'kept records of erased members past their years deleted');
  return n;
}

/**
 * Tests only (TEST_HOOKS=on and the API tests): makes a scheduled deletion due now, as if 30 days had
 * passed, and queues its job; or ages a ready export past its 7 days.
 */
export async function testMakeDue(ctx: AppContext, userId: string) {
  const d = await repo.findDeletionOf(ctx.db, userId);
  if (d?.state !== 'scheduled') throw new AppError('conflict', 'No deletion is scheduled.');
  const now = new Date(Date.now() - 1000);
  await ctx.db.transaction(async (tx) => {
    await repo.upsertDeletion(tx, userId, now);
    await ctx.jobs.enqueue(tx, {
      kind: ERASE_JOB,
      payload: { deletion_id: d.id },
      runAt: now,
      key: `${ERASE_JOB}:${d.id}:${now.getTime()}`,
    });
  });
}

export async function testExpireExport(ctx: AppContext, exportId: string) {
  const past = new Date(Date.now() - 1000);
  await ctx.db.transaction(async (tx) => {
    await repo.updateExport(tx, exportId, { expires_at: past });
    await ctx.jobs.enqueue(tx, { kind: EXPIRE_JOB, payload: { export_id: exportId }, runAt: past, key: `${EXPIRE_JOB}:${exportId}:now` });
  });
}
