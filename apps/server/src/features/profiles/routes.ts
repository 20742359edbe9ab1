import { LIMITS } from '@mb/contract/limits';
import { isProfileUuid, RESERVED_USERNAMES, usernameSchema } from '@mb/contract/profiles';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { PageHook } from '../../http/spa.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import { uploadAvatar } from './avatar.ts';
import * as service from './service.ts';

/** Whether a path segment looks like a file (the SPA fallback keeps its JSON 404 for missing files). */
const looksLikeFile = (s: string) => /\.[a-z0-9]{2,5}$/i.test(s);

export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  // Writes all go to /me: the actor's own row is the only one a request can reach.
  handle(app, ctx, routes.myProfile, ({ actor }) => service.getMyProfile(ctx, actor.userId));
  handle(app, ctx, routes.updateMyProfile, ({ actor, body }) => service.updateMyProfile(ctx, actor.userId, body));
  handle(app, ctx, routes.onboarding, ({ actor, body }) => service.onboardingAction(ctx, actor.userId, body));
  handle(app, ctx, routes.uploadAvatar, async ({ actor, req }) => {
    assertContentLength(req, LIMITS.avatarMaxBytes, MESSAGES.avatar.tooLarge);
    const file = await readSingleFile(req, LIMITS.avatarMaxBytes, { tooLarge: MESSAGES.avatar.tooLarge, noFile: MESSAGES.avatar.noFile });
    return uploadAvatar(ctx, actor.userId, file);
  });
  // Blocks and mutes: always the signed-in member's own lists.
  handle(app, ctx, routes.myBlocks, ({ actor }) => service.myRelations(ctx, actor.userId));
  handle(app, ctx, routes.relation, ({ actor, params }) => service.relationWith(ctx, actor.userId, params.userId));
  handle(app, ctx, routes.block, ({ actor, params }) => service.setRelation(ctx, actor.userId, params.userId, 'block', true));
  handle(app, ctx, routes.unblock, ({ actor, params }) => service.setRelation(ctx, actor.userId, params.userId, 'block', false));
  handle(app, ctx, routes.mute, ({ actor, params }) => service.setRelation(ctx, actor.userId, params.userId, 'mute', true));
  handle(app, ctx, routes.unmute, ({ actor, params }) => service.setRelation(ctx, actor.userId, params.userId, 'mute', false));
  // Location (/location): the member's own only.
  handle(app, ctx, routes.myLocation, ({ actor }) => service.getMyLocation(ctx, actor.userId));
  handle(app, ctx, routes.updateMyLocation, ({ actor, body }) => service.updateMyLocation(ctx, actor.userId, body));
  handle(app, ctx, routes.publicProfile, ({ actor, params }) => service.getPublicProfile(ctx, params.identifier, actor));
}

/** The statuses of the profile pages the SPA fallback serves (the profiles module gives them to 'http.page_status'). */
export const profilePageStatus: readonly PageHook[] = [
  // /{slug}: a member's public page, or a real 404 when no member has that username (spec §2).
  async (ctx, path) => {
    const m = /^\/([^/]+)$/.exec(path);
    if (!m?.[1]) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(m[1]).trim().toLowerCase();
    } catch {
      return { status: 404 };
    }
    if (RESERVED_USERNAMES.has(slug)) return undefined;
    const answer = await service.pageAnswerForSlug(ctx, slug);
    if (answer) return answer;
    return looksLikeFile(slug) ? undefined : { status: 404 };
  },
  // /model/{username}: a username may end like a file name (ruby.vale), which the SPA fallback would
  // answer with a JSON 404. Any well-formed identifier is the app's page (signed in; the app decides),
  // with no lookup, so the status tells nobody whether the member exists.
  async (_ctx, path) => {
    const m = /^\/model\/([^/]+)$/.exec(path);
    if (!m?.[1]) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(m[1]).trim();
    } catch {
      return undefined;
    }
    return isProfileUuid(key) || usernameSchema.safeParse(key).success ? { status: 200 } : undefined;
  },
];
