import { PORTFOLIO_LIMITS } from '@mb/contract/portfolio';
import { RECORDS_MESSAGES, type Record2257, type RecordPerformer, type RecordSummary, type RecordsIdentity } from '@mb/contract/records';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripImageMetadata } from '../../platform/storage/strip-metadata.ts';
import * as compliance from '../compliance/index.ts';
import * as credits from '../credits/index.ts';
import * as portfolio from '../portfolio/index.ts';
import { usernamesOf } from '../profiles/index.ts';
import { recordsCustodian } from '../site/index.ts';
import { recordAdminAction } from '../staff/index.ts';
import * as storage from '../storage/index.ts';
import { buildRecordPdf } from './export.ts';
import * as repo from './repository.ts';

// The 2257 records (issue 18; this feature's README.md): members give their legal identity once;
// a record is opened in the upload transaction of every portfolio item marked as depicting people, and
// its performers (the uploader, the tagged co-performers) are filled from those identities, the
// identity verification and the consents. Only staff with the `records` permission read or export.

const DOC_BUCKET = 'identity' as const;
const DOC_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** ID document links for records staff last this long. */
const DOC_LINK_SECONDS = 300;
const LIST_MAX = 200;

// ---------------------------------------------------------------------------------------------------
// The member's own identity record

const presentIdentity = (row: repo.IdentityRow | undefined): RecordsIdentity => ({
  legal_name: row?.legal_name ?? null,
  date_of_birth: row?.date_of_birth ?? null,
  has_document: Boolean(row?.id_document_key),
  updated_at: row?.updated_at.toISOString() ?? null,
});

export async function myIdentity(ctx: AppContext, userId: string): Promise<RecordsIdentity> {
  return presentIdentity(await repo.findIdentity(ctx.db, userId));
}

/** A real calendar day, 18 or more years before today (UTC), after 1900. */
function checkBirthDate(day: string): void {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 1900) {
    throw new AppError('validation_failed', RECORDS_MESSAGES.birthDateInvalid, { date_of_birth: RECORDS_MESSAGES.birthDateInvalid });
  }
  const now = new Date();
  const adult = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  if (d > adult) throw new AppError('validation_failed', RECORDS_MESSAGES.underAge, { date_of_birth: RECORDS_MESSAGES.underAge });
}

export async function saveIdentity(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { legal_name: string; date_of_birth: string },
): Promise<RecordsIdentity> {
  checkBirthDate(q.date_of_birth);
  const verdict = await storage.acceptUpload(file, {
    allowed: DOC_TYPES,
    maxBytes: PORTFOLIO_LIMITS.uploadMaxBytes,
    typeMessage: RECORDS_MESSAGES.documentType,
  });
  let body = file.body;
  if (verdict.mime !== 'application/pdf') {
    try {
      body = await stripImageMetadata(file.body, verdict.mime);
    } catch {
      throw new AppError('unsupported_media_type', RECORDS_MESSAGES.documentType, { file: RECORDS_MESSAGES.documentType });
    }
  }
  // No storage_objects row: that table is walked by owner (an erasure would take the copy with it),
  // and this file must outlive the account; the records row is its record.
  const key = randomKey(`records/${userId}`, verdict.ext);
  await ctx.storage.put(DOC_BUCKET, key, body, verdict.mime);
  try {
    const { row, replaced } = await ctx.db.transaction((tx) =>
      repo.saveIdentity(tx, {
        user_id: userId,
        legal_name: q.legal_name,
        date_of_birth: q.date_of_birth,
        id_document_key: key,
        id_document_type: verdict.mime,
      }),
    );
    // A replaced document stays: a record made before may point at it (records are never rewritten).
    if (replaced && replaced !== key) ctx.log.info({ userId }, 'records identity document replaced; the earlier copy is kept');
    return presentIdentity(row);
  } catch (e) {
    await ctx.storage.delete(DOC_BUCKET, key).catch(() => {});
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------
// Opening and filling a record

export interface NewRecord {
  itemId: string;
  ownerId: string;
  title: string | null;
  kind: 'image' | 'video';
  productionDate: string;
}

/** In the item's upload transaction (on 'portfolio.item_created'): the record exists when the item does. */
export async function openRecord(ctx: AppContext, tx: Executor, input: NewRecord): Promise<void> {
  const custodian = recordsCustodian(ctx);
  const record = await repo.insertRecord(tx, {
    item_id: input.itemId,
    owner_id: input.ownerId,
    item_title: input.title,
    item_kind: input.kind,
    production_date: input.productionDate,
    custodian_name: custodian.name,
    custodian_title: custodian.title,
    custodian_address: custodian.address ?? '(address not configured)',
  });
  if (record) await syncPerformers(tx, record);
}

/** On 'credits.item_changed': a tag made or answered, or a release, reaches the item's record in its transaction. */
export async function followItemChange(_ctx: AppContext, tx: Executor, itemId: string): Promise<void> {
  const record = await repo.findRecordByItem(tx, itemId);
  if (record) await syncPerformers(tx, record);
}

/**
 * The producer and every tagged co-performer get a row; what is known of them is filled in where the
 * row has nothing yet (a legal identity given later completes the record; one already copied is never
 * rewritten), and the verification, consent and release follow their current state.
 */
async function syncPerformers(db: Executor, record: repo.RecordRow): Promise<void> {
  const consents = await credits.consentsOfItem(db, record.item_id);
  const people = [
    { user_id: record.owner_id, role: 'producer' as const, status: 'producer' as const, decided_at: null as Date | null },
    ...consents
      .filter((c) => c.member_id !== record.owner_id)
      .map((c) => ({ user_id: c.member_id, role: 'co_performer' as const, status: c.status, decided_at: c.decided_at })),
  ];
  const ids = people.map((p) => p.user_id);
  const [rows, identities, names, releases, verified] = await Promise.all([
    repo.performersOf(db, [record.id]),
    repo.identitiesOf(db, ids),
    usernamesOf(db, ids),
    credits.itemsWithRelease(db, [record.item_id]),
    Promise.all(ids.map((id) => compliance.identityVerifiedAtIn(db, id))),
  ]);
  const identityOf = new Map(identities.map((i) => [i.user_id, i]));
  const existing = new Map(rows.map((r) => [r.user_id, r]));
  const release = releases.has(record.item_id);
  let changed = false;
  for (const [i, p] of people.entries()) {
    const identity = identityOf.get(p.user_id);
    const verifiedAt = verified[i] ?? null;
    const row = existing.get(p.user_id);
    if (!row) {
      await repo.insertPerformer(db, {
        record_id: record.id,
        user_id: p.user_id,
        role: p.role,
        username: names.get(p.user_id) ?? null,
        legal_name: identity?.legal_name ?? null,
        date_of_birth: identity?.date_of_birth ?? null,
        id_document_key: identity?.id_document_key ?? null,
        identity_verified: Boolean(verifiedAt),
        identity_verified_at: verifiedAt,
        consent_status: p.status,
        consent_decided_at: p.decided_at,
        release_on_file: release,
      });
      changed = true;
      continue;
    }
    const patch: Partial<repo.PerformerRow> = {};
    if (!row.legal_name && !row.date_of_birth && !row.id_document_key && identity) {
      patch.legal_name = identity.legal_name;
      patch.date_of_birth = identity.date_of_birth;
      patch.id_document_key = identity.id_document_key;
    }
    if (!row.identity_verified && verifiedAt) {
      patch.identity_verified = true;
      patch.identity_verified_at = verifiedAt;
    }
    if (row.consent_status !== p.status) {
      patch.consent_status = p.status;
      patch.consent_decided_at = p.decided_at;
    }
    if (row.release_on_file !== release) patch.release_on_file = release;
    if (Object.keys(patch).length) {
      await repo.updatePerformer(db, row.id, patch);
      changed = true;
    }
  }
  if (changed) await repo.touchRecord(db, record.id);
}

// ---------------------------------------------------------------------------------------------------
// Records staff

const performerComplete = (p: repo.PerformerRow) =>
  Boolean(p.legal_name && p.date_of_birth && p.id_document_key && p.identity_verified) &&
  (p.role === 'producer' || p.consent_status === 'confirmed');

function presentPerformer(ctx: AppContext, p: repo.PerformerRow): RecordPerformer {
  return {
    user_id: p.user_id,
    role: p.role,
    username: p.username,
    legal_name: p.legal_name,
    date_of_birth: p.date_of_birth,
    id_document_key: p.id_document_key,
    id_document_url: p.id_document_key ? ctx.storage.url(DOC_BUCKET, p.id_document_key, DOC_LINK_SECONDS) : null,
    identity_verified: p.identity_verified,
    identity_verified_at: p.identity_verified_at?.toISOString() ?? null,
    consent: { status: p.consent_status, decided_at: p.consent_decided_at?.toISOString() ?? null },
    release_on_file: p.release_on_file,
    complete: performerComplete(p),
    added_at: p.added_at.toISOString(),
  };
}

function presentRecord(ctx: AppContext, r: repo.RecordRow, performers: repo.PerformerRow[], itemImageUrl: string | null): Record2257 {
  return {
    id: r.id,
    item_id: r.item_id,
    item_title: r.item_title,
    item_kind: r.item_kind === 'image' || r.item_kind === 'video' ? r.item_kind : null,
    item_image_url: itemImageUrl,
    owner_id: r.owner_id,
    production_date: r.production_date,
    custodian: { name: r.custodian_name, title: r.custodian_title, address: r.custodian_address },
    performers: performers.map((p) => presentPerformer(ctx, p)),
    complete: performers.length > 0 && performers.every(performerComplete),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function listRecords(ctx: AppContext): Promise<{ records: RecordSummary[] }> {
  const rows = await repo.listRecords(ctx.db, LIST_MAX);
  const [performers, owners] = await Promise.all([
    repo.performersOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    usernamesOf(ctx.db, [...new Set(rows.map((r) => r.owner_id))]),
  ]);
  return {
    records: rows.map((r) => {
      const mine = performers.filter((p) => p.record_id === r.id);
      return {
        id: r.id,
        item_id: r.item_id,
        item_title: r.item_title,
        owner_username: owners.get(r.owner_id) ?? null,
        production_date: r.production_date,
        performers: mine.length,
        complete: mine.length > 0 && mine.every(performerComplete),
        created_at: r.created_at.toISOString(),
      };
    }),
  };
}

/** The record, brought up to date first (a co-performer who confirmed since, a verification since). */
async function currentRecord(ctx: AppContext, itemId: string) {
  return ctx.db.transaction(async (tx) => {
    const record = await repo.findRecordByItem(tx, itemId);
    if (!record) throw new AppError('not_found', RECORDS_MESSAGES.recordNotFound);
    await syncPerformers(tx, record);
    const fresh = (await repo.findRecordByItem(tx, itemId)) ?? record;
    return { record: fresh, performers: await repo.performersOf(tx, [record.id]) };
  });
}

export async function recordOf(ctx: AppContext, itemId: string): Promise<Record2257> {
  const { record, performers } = await currentRecord(ctx, itemId);
  return presentRecord(ctx, record, performers, await portfolio.itemOriginalFor(ctx, itemId, 'staff'));
}

/** The record for an inspection: a PDF with every field and the ID documents; the export is audited. */
export async function exportRecord(ctx: AppContext, actor: Actor, itemId: string): Promise<{ name: string; body: Buffer }> {
  const { record, performers } = await currentRecord(ctx, itemId);
  // A link in a PDF would outlive its signature: the inspection copy names no URL.
  const view = presentRecord(ctx, record, performers, null);
  const documents = await Promise.all(
    performers.map(async (p) => (p.id_document_key ? ((await ctx.storage.get(DOC_BUCKET, p.id_document_key))?.body ?? null) : null)),
  );
  const body = await buildRecordPdf({ record: view, documents, productName: ctx.config.PRODUCT_NAME, exportedAt: new Date() });
  await recordAdminAction(ctx.db, {
    adminId: actor.userId,
    actionType: 'records_2257_exported',
    resourceType: 'records_2257',
    resourceId: record.id,
    details: { item_id: itemId },
  });
  return { name: `2257-record-${itemId}.pdf`, body };
}
