import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';
import { MEDIA_SAFETY_RULE } from './staff-rule.ts';

// Media safety (issue 18): every upload is scanned before anything is stored; an image (or a video's
// frames) whose perceptual hash is near one on the staff's blocklist is refused with a neutral
// message, kept out of every bucket anyone can reach, and reported to staff.

/** A 64-bit perceptual hash (dHash) as 16 lower-case hex digits. */
export const mediaHashSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{16}$/, 'A hash is 16 hexadecimal digits (a 64-bit dHash).');

/** Two hashes at most this many bits apart are the same picture (resized, recompressed, lightly edited). */
export const MEDIA_HASH_MATCH_BITS = 10;

export const MEDIA_HASH_CATEGORIES = ['csam', 'ncii', 'terrorism', 'other'] as const;
export type MediaHashCategory = (typeof MEDIA_HASH_CATEGORIES)[number];
export const MEDIA_HASH_CATEGORY_LABELS: Record<MediaHashCategory, string> = {
  csam: 'Child sexual abuse material',
  ncii: 'Non-consensual intimate imagery',
  terrorism: 'Terrorist content',
  other: 'Other illegal content',
};

export const MEDIA_SAFETY_MESSAGES = {
  /** What the uploader reads: neutral, never the reason or that a list matched. */
  uploadBlocked: 'This file cannot be published.',
  hashExists: 'This hash is already on the list.',
  hashNotFound: 'That hash is not on the list.',
  reportNotFound: 'That report does not exist.',
  notAnImage: 'Please choose a JPEG, PNG, WebP or GIF image.',
  tooLittleDetail: 'This picture has too little detail to match safely: its hash would also block plain, empty images.',
  alertTitle: 'Urgent: a blocked upload',
  alertContent: 'An upload matched the media blocklist and was stopped. Review it and report it to the authorities.',
} as const;

export const mediaHashSourceSchema = z.enum(['staff_image', 'staff_hex']);

export const mediaHashEntrySchema = z.object({
  id: z.uuid(),
  hash: z.string(),
  category: z.enum(MEDIA_HASH_CATEGORIES),
  reason: z.string(),
  source: mediaHashSourceSchema,
  added_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
  matches: z.number().int(),
});
export type MediaHashEntry = z.infer<typeof mediaHashEntrySchema>;

export const mediaScanReportSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  uploader: z.object({ id: z.uuid(), username: z.string().nullable(), email: z.string().nullable() }),
  ip: z.string(),
  route: z.string(),
  hash: z.string(),
  distance: z.number().int(),
  matched: z.object({ id: z.uuid().nullable(), hash: z.string(), category: z.enum(MEDIA_HASH_CATEGORIES), reason: z.string() }),
  file: z.object({ bucket: z.string(), key: z.string(), content_type: z.string(), size: z.number().int() }),
  /** A 5-minute link to the quarantined file, for the people who prepare the report. */
  file_url: z.string().nullable(),
  status: z.enum(['open', 'reported']),
  reported_at: z.string().nullable(),
  report_reference: z.string().nullable(),
  reported_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type MediaScanReport = z.infer<typeof mediaScanReportSchema>;

export const mediaSafetyOverviewSchema = z.object({
  threshold_bits: z.number().int(),
  hashes: z.array(mediaHashEntrySchema),
  reports: z.array(mediaScanReportSchema),
});
export type MediaSafetyOverview = z.infer<typeof mediaSafetyOverviewSchema>;

const reasonText = z.string().trim().min(3, 'Please say in a few words what this is (3 characters at least).').max(500);

export const addMediaHashInput = z.object({
  hash: mediaHashSchema,
  category: z.enum(MEDIA_HASH_CATEGORIES),
  reason: reasonText,
});
export type AddMediaHashInput = z.input<typeof addMediaHashInput>;

/** Adding by image: the file is hashed and never stored. */
export const addMediaHashImageQuery = z.object({ category: z.enum(MEDIA_HASH_CATEGORIES), reason: reasonText });

export const markReportedInput = z.object({
  reference: z.string().trim().min(3, 'Please give the reference the authority gave the report.').max(200),
});

const idParams = z.object({ id: idParam() });

export const mediaSafetyRoutes = {
  mediaSafetyOverview: {
    method: 'GET',
    path: '/api/v1/admin/media-safety',
    summary: 'Media safety: the hash blocklist and the blocked uploads with their reports (content moderation staff)',
    tag: 'media-safety',
    access: { staff: MEDIA_SAFETY_RULE },
    delegated: 'never',
    response: mediaSafetyOverviewSchema,
  },
  addMediaHash: {
    method: 'POST',
    path: '/api/v1/admin/media-safety/hashes',
    summary: 'Media safety: add a perceptual hash (16 hex digits) to the blocklist',
    tag: 'media-safety',
    access: { staff: MEDIA_SAFETY_RULE },
    delegated: 'never',
    status: 201,
    body: addMediaHashInput,
    response: mediaHashEntrySchema,
  },
  addMediaHashFromImage: {
    method: 'POST',
    path: '/api/v1/admin/media-safety/hashes/image',
    summary: 'Media safety: add the perceptual hash of an image (multipart field "file"; the image itself is not kept)',
    tag: 'media-safety',
    access: { staff: MEDIA_SAFETY_RULE },
    delegated: 'never',
    status: 201,
    multipart: true,
    query: addMediaHashImageQuery,
    response: mediaHashEntrySchema,
  },
  removeMediaHash: {
    method: 'DELETE',
    path: '/api/v1/admin/media-safety/hashes/:id',
    summary: 'Media safety: take a hash off the blocklist (reports that matched it keep a copy)',
    tag: 'media-safety',
    access: { staff: MEDIA_SAFETY_RULE },
    delegated: 'never',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  },
  markScanReported: {
    method: 'POST',
    path: '/api/v1/admin/media-safety/reports/:id/reported',
    summary: "Media safety: record that a blocked upload was reported to the authorities, with the authority's reference",
    tag: 'media-safety',
    access: { staff: MEDIA_SAFETY_RULE },
    delegated: 'never',
    params: idParams,
    body: markReportedInput,
    response: mediaScanReportSchema,
  },
} as const satisfies Record<string, RouteDef>;
