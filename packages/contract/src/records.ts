import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';
import { RECORDS_RULE } from './staff-rule.ts';

// 2257 records (issue 18; 18 U.S.C. § 2257, 28 C.F.R. Part 75): for every portfolio item that depicts
// people, the custodian's record — each performer's legal name, date of birth and ID document (kept in
// the private identity bucket), the production date, linked to the identity verification and to the
// co-performer consents. Kept apart from public data: only staff holding the `records` permission read
// or export them; no public presenter carries any of it.

export const RECORDS_MESSAGES = {
  productionDateNeeded: 'Please give the production date (the day it was shot) for work that shows people.',
  productionDateFuture: 'The production date cannot be in the future.',
  legalNameNeeded: 'Please give your full legal name as it appears on your ID document.',
  birthDateInvalid: 'Please give your date of birth (YYYY-MM-DD).',
  underAge: 'Performers must be 18 or older.',
  documentType: 'Please choose a photo (JPEG, PNG or WebP) or a PDF of your ID document.',
  recordNotFound: 'No 2257 record for that item.',
} as const;

/** A calendar day, YYYY-MM-DD. */
export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.');

/** The member's own records identity (never shown to anyone else but records staff). */
export const recordsIdentitySchema = z.object({
  legal_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  has_document: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RecordsIdentity = z.infer<typeof recordsIdentitySchema>;

/** PUT /records/me/identity: the fields in the query, the ID document as multipart field "file". */
export const recordsIdentityQuery = z.object({
  legal_name: z.string().trim().min(2, RECORDS_MESSAGES.legalNameNeeded).max(200),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, RECORDS_MESSAGES.birthDateInvalid),
});

export const recordPerformerSchema = z.object({
  user_id: z.uuid(),
  role: z.enum(['producer', 'co_performer']),
  username: z.string().nullable(),
  legal_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  /** The ID document's key in the private identity bucket. */
  id_document_key: z.string().nullable(),
  /** A 5-minute link to the ID document, for records staff. */
  id_document_url: z.string().nullable(),
  identity_verified: z.boolean(),
  identity_verified_at: z.string().nullable(),
  consent: z.object({ status: z.enum(['producer', 'pending', 'confirmed', 'declined']), decided_at: z.string().nullable() }),
  release_on_file: z.boolean(),
  /** Missing legal name, date of birth, ID document or verification. */
  complete: z.boolean(),
  added_at: z.string(),
});
export type RecordPerformer = z.infer<typeof recordPerformerSchema>;

export const record2257Schema = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  item_title: z.string().nullable(),
  item_kind: z.enum(['image', 'video']).nullable(),
  /**
   * The depiction as stored (the full view, or a video's poster): the original, never the copy with the
   * owner's watermark; a link for records staff (an hour at least). Null once the item is gone.
   */
  item_image_url: z.string().nullable(),
  owner_id: z.uuid(),
  production_date: z.string(),
  custodian: z.object({ name: z.string(), title: z.string(), address: z.string() }),
  performers: z.array(recordPerformerSchema),
  complete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Record2257 = z.infer<typeof record2257Schema>;

export const recordSummarySchema = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  item_title: z.string().nullable(),
  owner_username: z.string().nullable(),
  production_date: z.string(),
  performers: z.number().int(),
  complete: z.boolean(),
  created_at: z.string(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

const itemParams = z.object({ itemId: idParam() });

export const recordsRoutes = {
  myRecordsIdentity: {
    method: 'GET',
    path: '/api/v1/records/me/identity',
    summary: "2257 records: the member's own legal name, date of birth and whether an ID document is on file",
    tag: 'records',
    access: 'user',
    delegated: 'never',
    response: recordsIdentitySchema,
  },
  saveRecordsIdentity: {
    method: 'PUT',
    path: '/api/v1/records/me/identity',
    summary: '2257 records: give legal name and date of birth (query) and the ID document (multipart field "file")',
    tag: 'records',
    access: 'user',
    delegated: 'never',
    multipart: true,
    query: recordsIdentityQuery,
    response: recordsIdentitySchema,
  },
  records2257: {
    method: 'GET',
    path: '/api/v1/admin/records',
    summary: '2257 records: the newest records (staff with the records permission)',
    tag: 'records',
    access: { staff: RECORDS_RULE },
    delegated: 'never',
    response: z.object({ records: z.array(recordSummarySchema) }),
  },
  record2257: {
    method: 'GET',
    path: '/api/v1/admin/records/:itemId',
    summary: "2257 records: one portfolio item's record with its performers (staff with the records permission)",
    tag: 'records',
    access: { staff: RECORDS_RULE },
    delegated: 'never',
    params: itemParams,
    response: record2257Schema,
  },
  exportRecord2257: {
    method: 'GET',
    path: '/api/v1/admin/records/:itemId/export',
    summary: "2257 records: one item's record for an inspection (application/pdf with the ID documents)",
    tag: 'records',
    access: { staff: RECORDS_RULE },
    delegated: 'never',
    params: itemParams,
  },
} as const satisfies Record<string, RouteDef>;
