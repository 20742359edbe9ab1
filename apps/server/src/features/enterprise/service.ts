import type { Session } from '@mb/contract/auth';
import { BOOKINGS_APP_ID } from '@mb/contract/bookings';
import {
  type EnterpriseAccountInput,
  type LinkedAccount,
  type LinkedAccounts,
  ENTERPRISE_MESSAGES as M,
  type MyEnterprise,
  type PublicEnterprise,
  type StudioDashboard,
  type StudioLink,
} from '@mb/contract/enterprise';
import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as bookings from '../bookings/index.ts';
import * as casting from '../casting/index.ts';
import * as events from '../events/index.ts';
import * as network from '../network/index.ts';
import * as notifications from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { emptyAccount, type Party, presentAccount, presentEntry, presentLink, presentParty } from './presenter.ts';
import * as repo from './repository.ts';
import { enterprisesOfSubUser, subUserRoleOf } from './sub-users.ts';

/**
 * Enterprise accounts and their studios (issue 17; this feature's README.md). Only profile_type
 * enterprise invites; only studio accounts are invited and answer; either side unlinks. Unlinking
 * ends every delegated session of the pair at once (auth's `endDelegated`, in the same transaction).
 */

async function profileTypeOf(ctx: AppContext, userId: string) {
  return (await profiles.profileRowOf(ctx.db, userId))?.profile_type;
}

async function requireEnterprise(ctx: AppContext, userId: string) {
  if ((await profileTypeOf(ctx, userId)) !== 'enterprise') throw new AppError('forbidden', M.enterpriseOnly);
}

async function requireStudio(ctx: AppContext, userId: string) {
  if ((await profileTypeOf(ctx, userId)) !== 'studio') throw new AppError('forbidden', M.studioOnlyAnswer);
}

/** Cards of both sides of the links, in one read. */
async function partiesOf(db: Executor, links: repo.LinkRow[]): Promise<Map<string, Party>> {
  const ids = [...new Set(links.flatMap((l) => [l.enterprise_id, l.studio_id]))];
  if (!ids.length) return new Map();
  const [cards, accounts] = await Promise.all([profiles.memberCards(db, ids), repo.accountsOf(db, ids)]);
  return new Map(ids.map((id) => [id, presentParty(id, cards.get(id), accounts.get(id))]));
}

async function present(db: Executor, links: repo.LinkRow[]): Promise<StudioLink[]> {
  const parties = await partiesOf(db, links);
  return links.map((l) => presentLink(l, parties));
}

export async function myEnterprise(ctx: AppContext, userId: string): Promise<MyEnterprise> {
  await requireEnterprise(ctx, userId);
  const [account, links] = await Promise.all([repo.accountOf(ctx.db, userId), repo.linksOfEnterprise(ctx.db, userId)]);
  return { account: account ? presentAccount(account) : emptyAccount(), links: await present(ctx.db, links) };
}

export async function updateMyEnterprise(ctx: AppContext, userId: string, input: EnterpriseAccountInput): Promise<MyEnterprise> {
  await requireEnterprise(ctx, userId);
  await repo.saveAccount(ctx.db, userId, {
    company_name: input.company_name,
    business_email: input.business_email.trim().toLowerCase(),
    website: input.website,
    about: input.about,
  });
  return myEnterprise(ctx, userId);
}

/** The studio named by a username, a profile id or the e-mail of its account. */
async function findStudio(ctx: AppContext, ref: string) {
  const key = ref.trim().replace(/^@/, '');
  const id = key.includes('@') ? await auth.accountIdByEmail(ctx.db, key) : (await profiles.profileByIdentifier(ctx.db, key))?.id;
  const row = id ? await profiles.profileRowOf(ctx.db, id) : undefined;
  if (!row) throw new AppError('not_found', M.studioNotFound, { studio: M.studioNotFound });
  if (row.profile_type !== 'studio') throw new AppError('validation_failed', M.studiosOnly, { studio: M.studiosOnly });
  return row;
}

/** The company name an enterprise goes by: its company details, else its profile's name. */
async function companyNameOf(ctx: AppContext, enterpriseId: string): Promise<string> {
  const parties = await partiesOf(ctx.db, [{ enterprise_id: enterpriseId, studio_id: enterpriseId } as repo.LinkRow]);
  return parties.get(enterpriseId)?.name ?? 'An enterprise';
}

export async function inviteStudio(ctx: AppContext, userId: string, ref: string): Promise<{ link: StudioLink }> {
  await requireEnterprise(ctx, userId);
  const studio = await findStudio(ctx, ref);
  const existing = await repo.pairLink(ctx.db, userId, studio.id);
  if (existing) throw new AppError('conflict', existing.status === 'active' ? M.alreadyLinked : M.alreadyInvited);
  const company = await companyNameOf(ctx, userId);
  try {
    const link = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertLink(tx, userId, studio.id);
      await notifications.notify(ctx, tx, studio.id, {
        type: 'enterprise_link',
        title: M.inviteTitle,
        content: words(NOTICE_TEXT.enterprise.inviteContent, { company }),
        action_url: '/studio-dashboard#linked-enterprises',
      });
      return row;
    });
    return { link: (await present(ctx.db, [link]))[0] as StudioLink };
  } catch (e) {
    if (isUniqueViolation(e, 'enterprise_studio_links_pair')) throw new AppError('conflict', M.alreadyInvited);
    throw e;
  }
}

export async function studioEnterprises(ctx: AppContext, userId: string): Promise<{ links: StudioLink[] }> {
  await requireStudio(ctx, userId);
  return { links: await present(ctx.db, await repo.linksOfStudio(ctx.db, userId)) };
}

/** The studio's invitation `id`: a link of someone else, or not an invitation, is "no such link". */
async function answerable(ctx: AppContext, userId: string, id: string) {
  await requireStudio(ctx, userId);
  const link = await repo.linkById(ctx.db, id);
  if (!link || link.studio_id !== userId || link.status !== 'invited') throw new AppError('not_found', M.linkNotFound);
  return link;
}

export async function accept(ctx: AppContext, userId: string, id: string): Promise<{ link: StudioLink }> {
  await answerable(ctx, userId, id);
  const studioName = (await partiesOf(ctx.db, [{ enterprise_id: userId, studio_id: userId } as repo.LinkRow])).get(userId)?.name;
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockLinkOf(tx, id, userId);
    if (!locked || locked.studio_id !== userId || locked.status !== 'invited') throw new AppError('not_found', M.linkNotFound);
    const active = await repo.activate(tx, id);
    await notifications.notify(ctx, tx, active.enterprise_id, {
      type: 'enterprise_link',
      title: M.acceptedTitle,
      content: words(NOTICE_TEXT.enterprise.acceptedContent, { studio: studioName ?? words(NOTICE_TEXT.enterprise.aStudio) }),
      action_url: '/enterprise-profile?tab=studios',
    });
    return active;
  });
  return { link: (await present(ctx.db, [row]))[0] as StudioLink };
}

export async function decline(ctx: AppContext, userId: string, id: string): Promise<{ ok: true }> {
  await answerable(ctx, userId, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockLinkOf(tx, id, userId);
    if (!locked || locked.studio_id !== userId || locked.status !== 'invited') throw new AppError('not_found', M.linkNotFound);
    await repo.deleteLink(tx, id);
  });
  return { ok: true };
}

/** Either side ends a link (or the enterprise withdraws its invitation); the other side is told. */
export async function unlink(ctx: AppContext, userId: string, id: string): Promise<{ ok: true }> {
  const link = await repo.linkById(ctx.db, id);
  if (!link || (link.enterprise_id !== userId && link.studio_id !== userId)) throw new AppError('not_found', M.linkNotFound);
  const parties = await partiesOf(ctx.db, [link]);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockLinkOf(tx, id, userId);
    if (!locked) throw new AppError('not_found', M.linkNotFound);
    await repo.deleteLink(tx, id);
    // The pair's delegated sessions ('Use Platform as') end with the link, in its transaction.
    await auth.endDelegated(ctx, tx, { actorId: locked.enterprise_id, subjectId: locked.studio_id }, 'unlinked');
    if (locked.status === 'active') {
      const other = userId === locked.enterprise_id ? locked.studio_id : locked.enterprise_id;
      await notifications.notify(ctx, tx, other, {
        type: 'enterprise_link',
        title: M.unlinkedTitle,
        content: words(NOTICE_TEXT.enterprise.unlinkedContent, {
          other: parties.get(userId)?.name ?? words(NOTICE_TEXT.enterprise.yourPartner),
        }),
        action_url: other === locked.studio_id ? '/studio-dashboard#linked-enterprises' : '/enterprise-profile?tab=studios',
      });
    }
  });
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------------
// 'Use Platform as' (spec §2, §3 Linked account entry, §4 Active account).

async function entriesOf(ctx: AppContext, ids: string[]): Promise<LinkedAccount[]> {
  const [cards, accounts] = await Promise.all([profiles.memberCards(ctx.db, ids), repo.accountsOf(ctx.db, ids)]);
  return ids.map((id) => presentEntry(id, cards.get(id), accounts.get(id)));
}

/**
 * The accounts a member may use the platform as: an enterprise (or an enterprise acting as one of its
 * studios) has itself first, then its actively linked studios; anyone else only their own account.
 */
export async function linkedAccounts(ctx: AppContext, actor: Actor): Promise<LinkedAccounts> {
  const principal = actor.delegatedBy ?? actor.userId;
  const type = await profileTypeOf(ctx, principal);
  // An enterprise's studios; for anyone else, the enterprises they are a sub-user of (never those enterprises' studios).
  const others = type === 'enterprise' ? await activeStudioIdsOf(ctx.db, principal) : await enterprisesOfSubUser(ctx.db, principal);
  return { accounts: await entriesOf(ctx, [principal, ...others]), active_id: actor.userId, delegated: Boolean(actor.delegatedBy) };
}

/**
 * Switches: to an actively linked studio (a delegated session, made from the enterprise's own), or back
 * to the enterprise (its own session again). Anything else is "not linked", as is a link ended meanwhile.
 */
export async function useLinkedAccount(
  ctx: AppContext,
  actor: Actor,
  id: string,
  client: { ip: string; userAgent: string | null },
): Promise<{ session: Session; account: LinkedAccount }> {
  const principal = actor.delegatedBy ?? actor.userId;
  if (id === actor.userId) throw new AppError('bad_request', 'You are already using the platform as this account.');
  if (id === principal) {
    const session = await auth.resumeOwnSession(ctx, actor);
    return { session, account: (await entriesOf(ctx, [principal]))[0] as LinkedAccount };
  }
  const type = await profileTypeOf(ctx, principal);
  // A sub-user acts for the enterprise with their role recorded on the session (enterprise-sub-users.ts).
  const role = type === 'enterprise' ? null : await subUserRoleOf(ctx.db, id, principal);
  if (type === 'enterprise' ? !(await isActivelyLinked(ctx.db, principal, id)) : !role) throw new AppError('not_found', M.accountNotLinked);
  const session = await auth.startDelegatedSession(ctx, actor, id, client, role);
  return { session, account: (await entriesOf(ctx, [id]))[0] as LinkedAccount };
}

// ---------------------------------------------------------------------------------------------------
// /studio-dashboard (issue 17): read through the casting, bookings, events, network and portfolio
// services. Each section fails alone (null, logged); a section of an app not installed says so.

async function section<T>(ctx: AppContext, name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    ctx.log.error({ err, section: name }, 'studio dashboard section failed');
    return null;
  }
}

const UPCOMING_MAX = 5;

export async function studioDashboard(ctx: AppContext, userId: string): Promise<StudioDashboard> {
  if ((await profileTypeOf(ctx, userId)) !== 'studio') throw new AppError('forbidden', M.studioDashboardOnly);
  const [castingPart, bookingsPart, eventsPart, statsPart] = await Promise.all([
    section(ctx, 'casting', async () => {
      const { items } = await casting.myCalls(ctx, userId);
      return {
        calls: items.map((c) => ({
          id: c.id,
          title: c.title,
          status: c.status,
          accepting: c.accepting,
          deadline: c.deadline,
          applicants: c.applicants ?? 0,
        })),
      };
    }),
    section(ctx, 'bookings', async () => {
      if (!(await apps.hasActiveInstallation(ctx, userId, BOOKINGS_APP_ID))) return { installed: false, requests: 0, upcoming: [] };
      const b = await bookings.ownerBookings(ctx, userId);
      return {
        installed: true,
        requests: b.requests.length,
        upcoming: b.upcoming.slice(0, UPCOMING_MAX).map((x) => ({
          id: x.id,
          title: x.service.name,
          with: x.booker.display_name?.trim() || x.booker.username || 'A member',
          starts_at: x.starts_at,
        })),
      };
    }),
    section(ctx, 'events', async () => {
      if (!(await apps.hasActiveInstallation(ctx, userId, MB_EVENTS_APP_ID))) return { installed: false, upcoming: [] };
      const { events: list } = await events.myEvents(ctx, userId);
      const now = Date.now();
      return {
        installed: true,
        upcoming: list
          .filter((e) => e.status !== 'cancelled' && Date.parse(e.end_date) >= now)
          .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date))
          .slice(0, UPCOMING_MAX)
          .map((e) => ({ id: e.id, title: e.title, starts_at: e.start_date, status: e.status })),
      };
    }),
    section(ctx, 'stats', async () => {
      const [summary, views] = await Promise.all([network.summary(ctx, userId, null), portfolio.portfolioViewsOf(ctx, userId)]);
      return { followers: summary.counts.followers, portfolio_views: views };
    }),
  ]);
  return { casting: castingPart, bookings: bookingsPart, events: eventsPart, stats: statsPart };
}

// ---------------------------------------------------------------------------------------------------
// What other features ask (the account switcher, delegated sessions, the public page).

/** Whether `enterpriseId` is actively linked to `studioId` (read on `db`: a transaction passes its own). */
export async function isActivelyLinked(db: Executor, enterpriseId: string, studioId: string): Promise<boolean> {
  return (await repo.pairLink(db, enterpriseId, studioId))?.status === 'active';
}

/** The studios actively linked to an enterprise (ids, oldest link first). */
export async function activeStudioIdsOf(db: Executor, enterpriseId: string): Promise<string[]> {
  return (await repo.linksOfEnterprise(db, enterpriseId)).filter((l) => l.status === 'active').map((l) => l.studio_id);
}

/** The enterprise's active links (studio and since when), oldest first: what the public API lists. */
export async function activeLinksOf(db: Executor, enterpriseId: string): Promise<{ studio_id: string; accepted_at: Date | null }[]> {
  return (await repo.linksOfEnterprise(db, enterpriseId))
    .filter((l) => l.status === 'active')
    .map((l) => ({ studio_id: l.studio_id, accepted_at: l.accepted_at }));
}

/**
 * The enterprises actively linked to a studio (ids; read on `db`: a transaction passes its own).
 * Webhooks fan out to them ('enterprise.enterprises_of_studio').
 */
export async function activeEnterpriseIdsOfStudio(db: Executor, studioId: string): Promise<string[]> {
  return (await repo.linksOfStudio(db, studioId)).filter((l) => l.status === 'active').map((l) => l.enterprise_id);
}

export async function publicEnterprise(ctx: AppContext, id: string, actor: Actor | null = null): Promise<PublicEnterprise> {
  const row = await profiles.profileRowOf(ctx.db, id);
  if (row?.profile_type !== 'enterprise' || row.visibility === 'members' || (await auth.accountHidden(ctx.db, id)))
    throw new AppError('not_found', M.enterpriseNotFound);
  // Hidden from the request's place (geo-blocking): the neutral answer, never which rule.
  if (await profiles.geoHiddenFrom(ctx, id, actor?.userId ?? null)) throw new AppError('not_found', PROFILE_UNAVAILABLE);
  const [account, links] = await Promise.all([repo.accountOf(ctx.db, id), repo.linksOfEnterprise(ctx.db, id)]);
  const active = links.filter((l) => l.status === 'active');
  const parties = await partiesOf(ctx.db, active.length ? active : [{ enterprise_id: id, studio_id: id } as repo.LinkRow]);
  const me = parties.get(id);
  return {
    id,
    company_name: account?.company_name || me?.name || '',
    website: account?.website ?? '',
    about: account?.about ?? '',
    avatar_url: me?.avatar_url ?? null,
    username: me?.username ?? null,
    studios: active.map((l) => parties.get(l.studio_id)).filter((p): p is Party => Boolean(p)),
  };
}

/** The company page's meta (features/seo): undefined when there is no public enterprise with that id. */
export async function enterpriseMeta(ctx: AppContext, id: string): Promise<PublicEnterprise | undefined> {
  try {
    return await publicEnterprise(ctx, id);
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') return undefined;
    throw e;
  }
}

// /enterprise-dashboard (issue 17): figures across the active linked studios (dashboard.ts).
export { enterpriseDashboard } from './dashboard.ts';
