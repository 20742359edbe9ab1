import { z } from 'zod';
import { isEmailApply } from './careers-apply.ts';
import { idParam, isHttpsAddress } from './common.ts';
import type { RouteDef } from './route-def.ts';
import { CONTENT_RULE } from './staff-rule.ts';

// Careers openings on /careers (issue 31): staff with the `content` permission manage them at
// /admin/careers, as they write the blog. The site installs four example openings (is_example): /careers
// marks them as examples and offers no apply link for them until the operator replaces them.

export { isEmailApply } from './careers-apply.ts';

export const CAREERS_LIMITS = {
  titleMax: 120,
  teamMax: 60,
  locationMax: 120,
  typeMax: 60,
  summaryMax: 1000,
  pointMax: 300,
  pointsMax: 12,
  applyMax: 500,
  sortMax: 10_000,
} as const;

export const CAREERS_MESSAGES = {
  titleNeeded: 'Enter the title of the role.',
  titleTooLong: `The title can be at most ${CAREERS_LIMITS.titleMax} characters.`,
  teamNeeded: 'Enter the team.',
  teamTooLong: `The team can be at most ${CAREERS_LIMITS.teamMax} characters.`,
  locationNeeded: 'Enter where the role is based.',
  locationTooLong: `The location can be at most ${CAREERS_LIMITS.locationMax} characters.`,
  typeNeeded: 'Enter the type of the role, for example Full-time.',
  typeTooLong: `The type can be at most ${CAREERS_LIMITS.typeMax} characters.`,
  summaryNeeded: 'Enter a short summary of the role.',
  summaryTooLong: `The summary can be at most ${CAREERS_LIMITS.summaryMax} characters.`,
  pointTooLong: `Each line can be at most ${CAREERS_LIMITS.pointMax} characters.`,
  tooManyPoints: `List at most ${CAREERS_LIMITS.pointsMax} lines.`,
  applyInvalid: 'Enter an https:// address or an e-mail address where candidates apply, or leave it empty.',
  sortInvalid: `The order must be a whole number from 0 to ${CAREERS_LIMITS.sortMax}.`,
  notFound: 'That opening no longer exists.',
} as const;

/**
 * Where candidates apply: an https address with a host and no credentials (z.url parses it; the contract
 * has no DOM or Node types for URL), or an e-mail address (the page makes a mailto link of it).
 */
const HTTPS = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
export const isApplyTarget = (value: string): boolean => isEmailApply(value) || (HTTPS.safeParse(value).success && isHttpsAddress(value));

const line = (needed: string, max: number, tooLong: string) => z.string().trim().min(1, needed).max(max, tooLong);
const points = z
  .array(z.string().trim().max(CAREERS_LIMITS.pointMax, CAREERS_MESSAGES.pointTooLong))
  .transform((xs) => xs.filter((x) => x.length > 0))
  .pipe(z.array(z.string()).max(CAREERS_LIMITS.pointsMax, CAREERS_MESSAGES.tooManyPoints))
  .default([]);

/** The editor's fields. An empty apply address means "apply by e-mail to the careers address" (server configuration). */
export const careerOpeningInput = z.object({
  title: line(CAREERS_MESSAGES.titleNeeded, CAREERS_LIMITS.titleMax, CAREERS_MESSAGES.titleTooLong),
  team: line(CAREERS_MESSAGES.teamNeeded, CAREERS_LIMITS.teamMax, CAREERS_MESSAGES.teamTooLong),
  location: line(CAREERS_MESSAGES.locationNeeded, CAREERS_LIMITS.locationMax, CAREERS_MESSAGES.locationTooLong),
  employment_type: line(CAREERS_MESSAGES.typeNeeded, CAREERS_LIMITS.typeMax, CAREERS_MESSAGES.typeTooLong),
  summary: line(CAREERS_MESSAGES.summaryNeeded, CAREERS_LIMITS.summaryMax, CAREERS_MESSAGES.summaryTooLong),
  you_will: points,
  you_have: points,
  apply_to: z
    .string()
    .trim()
    .max(CAREERS_LIMITS.applyMax, CAREERS_MESSAGES.applyInvalid)
    .refine((v) => v === '' || isApplyTarget(v), CAREERS_MESSAGES.applyInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  is_example: z.boolean().default(false),
  published: z.boolean().default(false),
  sort_order: z
    .number(CAREERS_MESSAGES.sortInvalid)
    .int(CAREERS_MESSAGES.sortInvalid)
    .min(0, CAREERS_MESSAGES.sortInvalid)
    .max(CAREERS_LIMITS.sortMax, CAREERS_MESSAGES.sortInvalid)
    .default(0),
});
export type CareerOpeningInput = z.input<typeof careerOpeningInput>;

/** An opening as the public page shows it. */
export const careerOpeningSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employment_type: z.string(),
  summary: z.string(),
  you_will: z.array(z.string()),
  you_have: z.array(z.string()),
  /** An https address or an e-mail address; null: apply by e-mail to the careers address. Always null for an example. */
  apply_to: z.string().nullable(),
  /** Installed with the site: marked as an example and not open for applications. */
  is_example: z.boolean(),
});
export type CareerOpening = z.infer<typeof careerOpeningSchema>;

export const careerOpeningsSchema = z.object({ openings: z.array(careerOpeningSchema) });
export type CareerOpenings = z.infer<typeof careerOpeningsSchema>;

/** An opening as staff see it, published or not. */
export const staffCareerOpeningSchema = careerOpeningSchema.extend({
  published: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffCareerOpening = z.infer<typeof staffCareerOpeningSchema>;

export const staffCareerOpeningsSchema = z.object({ openings: z.array(staffCareerOpeningSchema) });

const openingIdParams = z.object({ id: idParam(CAREERS_MESSAGES.notFound) });
const TAG = 'careers';

export const careersRoutes = {
  careerOpenings: {
    method: 'GET',
    path: '/api/v1/careers',
    summary: 'Published careers openings, in the order staff set',
    tag: TAG,
    access: 'public',
    delegated: 'viewer',
    response: careerOpeningsSchema,
  },
  staffCareerOpenings: {
    method: 'GET',
    path: '/api/v1/admin/careers',
    summary: 'Careers (staff with the content permission): every opening, published or not, in page order',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    response: staffCareerOpeningsSchema,
  },
  createCareerOpening: {
    method: 'POST',
    path: '/api/v1/admin/careers',
    summary: 'Careers (staff with the content permission): add an opening',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    status: 201,
    body: careerOpeningInput,
    response: staffCareerOpeningSchema,
  },
  updateCareerOpening: {
    method: 'PUT',
    path: '/api/v1/admin/careers/:id',
    summary: 'Careers (staff with the content permission): change an opening (a published one changes at once)',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: openingIdParams,
    body: careerOpeningInput,
    response: staffCareerOpeningSchema,
  },
  deleteCareerOpening: {
    method: 'DELETE',
    path: '/api/v1/admin/careers/:id',
    summary: 'Careers (staff with the content permission): delete an opening for good',
    tag: TAG,
    access: { staff: CONTENT_RULE },
    delegated: 'never',
    params: openingIdParams,
    response: z.object({ ok: z.literal(true) }),
  },
} as const satisfies Record<string, RouteDef>;
