import { isProfileUuid, type PublicProfile, usernameSchema } from '@mb/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { accountHidden } from '../auth/index.ts';
import { geoHiddenFrom } from './geo.ts';
import { presentPublicProfile } from './presenter.ts';
import * as repo from './repository.ts';

// What the server's page answers of a member's public page need: its HTTP status and its meta. A
// members-only, suspended or erased profile answers as for nobody.

/**
 * The status and headers the server sends /{slug} with: 404 when no member has that username, and for
 * a members-only profile too (a page request carries no token: the answer must not tell visitors the
 * account exists; a signed-in member's browser still loads the app and shows the profile).
 */
export async function pageAnswerForSlug(ctx: AppContext, slug: string) {
  const parsed = usernameSchema.safeParse(slug);
  const row = parsed.success ? await repo.findProfileByUsername(ctx.db, parsed.data) : undefined;
  if (!row || row.visibility === 'members' || (await accountHidden(ctx.db, row.id))) return undefined;
  // Hidden from the visitor's place: a 404 like a missing page; the app says PROFILE_UNAVAILABLE.
  if (await geoHiddenFrom(ctx, row.id, null)) return { status: 404, headers: { 'x-robots-tag': 'noindex' } };
  return { status: 200, headers: row.noindex ? { 'x-robots-tag': 'noindex' } : undefined };
}

/**
 * What a profile page's first HTML says about the member (features/seo: title, description, picture,
 * noindex), for profiles anyone may see. A members-only profile answers undefined like an unknown
 * one: a page request carries no token, and the page must not tell visitors the account exists.
 */
export async function profilePageMeta(ctx: AppContext, identifier: string): Promise<PublicProfile | undefined> {
  const row = await findByIdentifier(ctx.db, identifier);
  if (!row || row.visibility === 'members' || (await accountHidden(ctx.db, row.id))) return undefined;
  if (await geoHiddenFrom(ctx, row.id, null)) return undefined;
  return presentPublicProfile(row);
}

/** A profile row by username or id (spec §5: any-case UUIDs); a malformed identifier finds nothing. */
export async function findByIdentifier(db: Executor, identifier: string) {
  const key = identifier.trim();
  if (isProfileUuid(key)) return repo.findProfileById(db, key.toLowerCase());
  return usernameSchema.safeParse(key).success ? repo.findProfileByUsername(db, key) : undefined;
}
