import { z } from 'zod';
import { okSchema } from './common.ts';
import { optionalText, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from './portfolio.ts';
import { profileIdentifierParams, RESERVED_USERNAMES } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Bio links (/biolink/{slug}: server-rendered, no app bundle): a member's page of links, its editor and
// its route table. Its limits and words are the portfolio family's (PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES).

export const BIOLINK_SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const bioLinkSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(BIOLINK_SLUG_RE, 'Addresses are 3-40 characters: lowercase letters, numbers and dashes.')
  // Never a word the site uses for its own pages or keeps from usernames (help, admin, support, ...).
  .refine((s) => !RESERVED_USERNAMES.has(s), PORTFOLIO_MESSAGES.bioLinkSlugReserved);

/** Icons detected from a link's address (the page shows the network's mark; 'link' otherwise). */
export const BIOLINK_ICONS = [
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'onlyfans',
  'fansly',
  'patreon',
  'twitch',
  'reddit',
  'telegram',
  'snapchat',
  'facebook',
  'linkedin',
  'website',
  'email',
  'link',
] as const;
export type BioLinkIcon = (typeof BIOLINK_ICONS)[number];

/** Hosts (and their subdomains) of each network's mark. */
const BIOLINK_HOSTS: readonly (readonly [BioLinkIcon, readonly string[]])[] = [
  ['instagram', ['instagram.com', 'instagr.am']],
  ['x', ['x.com', 'twitter.com']],
  ['tiktok', ['tiktok.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['onlyfans', ['onlyfans.com']],
  ['fansly', ['fansly.com']],
  ['patreon', ['patreon.com']],
  ['twitch', ['twitch.tv']],
  ['reddit', ['reddit.com', 'redd.it']],
  ['telegram', ['t.me', 'telegram.me', 'telegram.org']],
  ['snapchat', ['snapchat.com']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
];

/**
 * The mark a bio link gets, from its address alone (the server stores it, the editor shows it while
 * typing): a known network by its host or a subdomain of it, 'email' for mailto:, 'website' for any
 * other web address, 'link' when the text is no address yet.
 */
export function detectBioLinkIcon(url: string): BioLinkIcon {
  const text = url.trim();
  if (/^mailto:/i.test(text)) return 'email';
  // The host of an http(s) address: after the scheme and any user info, before a port, path, query or fragment.
  const m = /^https?:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(text);
  if (!m?.[1]) return 'link';
  const host = m[1].toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return 'link';
  for (const [icon, hosts] of BIOLINK_HOSTS) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return icon;
  }
  return 'website';
}

const httpUrl = z
  .string()
  .trim()
  .max(PORTFOLIO_LIMITS.bioLinkUrlMax, PORTFOLIO_MESSAGES.invalidUrl)
  .pipe(
    z.union(
      [
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: PORTFOLIO_MESSAGES.invalidUrl }),
        z.string().regex(/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/, PORTFOLIO_MESSAGES.invalidUrl),
        // One message when neither fits (a union otherwise says 'Invalid input').
      ],
      { error: PORTFOLIO_MESSAGES.invalidUrl },
    ),
  );

export const bioLinkInput = z.object({
  /** Present for a link that already exists (keeps its click count). */
  id: z.uuid().optional(),
  label: z.string().trim().min(1, 'Label is required').max(PORTFOLIO_LIMITS.bioLinkLabelMax),
  url: httpUrl,
});
export const bioLinkPageInput = z.object({
  slug: bioLinkSlugSchema,
  title: optionalText(PORTFOLIO_LIMITS.bioLinkTitleMax).optional(),
  theme_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, PORTFOLIO_MESSAGES.invalidColor),
  adult_gate: z.boolean(),
  links: z.array(bioLinkInput).max(PORTFOLIO_LIMITS.bioLinksMax, PORTFOLIO_MESSAGES.bioLinkTooMany),
});
export type BioLinkPageInput = z.input<typeof bioLinkPageInput>;

export const bioLinkSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  icon: z.enum(BIOLINK_ICONS),
  position: z.number().int(),
  clicks: z.number().int(),
});
export type BioLink = z.infer<typeof bioLinkSchema>;
export const bioLinkPageSchema = z.object({
  slug: z.string(),
  title: z.string().nullable(),
  theme_color: z.string(),
  adult_gate: z.boolean(),
  links: z.array(bioLinkSchema),
  /** PUBLIC_URL/biolink/{slug}. */
  url: z.string(),
  views: z.number().int(),
  updated_at: z.string(),
});
export type BioLinkPage = z.infer<typeof bioLinkPageSchema>;
export const myBioLinkSchema = z.object({ page: bioLinkPageSchema.nullable() });
/** A member's bio links for their profile page (click counts are the owner's only). */
export const publicBioLinksSchema = z.object({
  slug: z.string(),
  url: z.string(),
  links: z.array(bioLinkSchema.omit({ clicks: true })),
});

/** Bio links (features/biolinks); the page itself is server-rendered at /biolink/{slug}. */
export const bioLinkRoutes = {
  myBioLink: {
    method: 'GET',
    path: '/api/v1/biolink/me',
    summary: 'Your bio link page with click counts, or null',
    tag: 'biolinks',
    access: 'user',
    delegated: 'viewer',
    response: myBioLinkSchema,
  },
  saveBioLink: {
    method: 'PUT',
    path: '/api/v1/biolink/me',
    summary: 'Create or replace your bio link page: address, title, theme colour, 18+ gate, up to 20 ordered links',
    tag: 'biolinks',
    access: 'user',
    delegated: 'manager',
    body: bioLinkPageInput,
    response: bioLinkPageSchema,
  },
  deleteBioLink: {
    method: 'DELETE',
    path: '/api/v1/biolink/me',
    summary: 'Delete your bio link page',
    tag: 'biolinks',
    access: 'user',
    delegated: 'manager',
    response: okSchema,
  },
  memberBioLinks: {
    method: 'GET',
    path: '/api/v1/biolink/members/:identifier',
    summary: "A member's bio links for their profile page (null when they have none; 404 when the profile is not visible)",
    tag: 'biolinks',
    access: 'public',
    delegated: 'viewer',
    params: profileIdentifierParams,
    // A member without a page is a normal state, not a missing resource: the profile page asks for
    // every visitor, and a 404 would be an error in every visitor's console.
    response: publicBioLinksSchema.nullable(),
  },
} as const satisfies Record<string, RouteDef>;
