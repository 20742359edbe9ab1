import {
  ENTERPRISE_DASHBOARD_MESSAGES as D,
  DASHBOARD_DAILY_FIGURES,
  type DashboardFigures,
  ENTERPRISE_DASHBOARD_DAYS,
  type EnterpriseDashboard,
} from '@mb/contract/enterprise-dashboard';
import type { AppContext } from '../../platform/context.ts';
import type { OwnerDayCount } from '../../platform/db/day-counts.ts';
import { AppError } from '../../platform/errors.ts';
import * as bookings from '../bookings/index.ts';
import * as casting from '../casting/index.ts';
import * as events from '../events/index.ts';
import * as network from '../network/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentParty } from './presenter.ts';
import * as repo from './repository.ts';

/**
 * /enterprise-dashboard (issue 17; the rules are at the top of the contract's enterprise-dashboard.ts):
 * figures across the enterprise's ACTIVE linked studios, read through the owning features' services
 * (casting, bookings, events, portfolio, network), never their tables. The studios are read first, on
 * every request: an unlinked studio is out of the figures at once.
 */

type Figure = keyof DashboardFigures;

const DAY_MS = 86_400_000;

/** The first UTC day of the window: today and the days before it, ENTERPRISE_DASHBOARD_DAYS in all. */
function windowStart(now = new Date()): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return new Date(start.getTime() - (ENTERPRISE_DASHBOARD_DAYS - 1) * DAY_MS);
}

const zero = (): DashboardFigures => ({ casting_calls: 0, applicants: 0, bookings: 0, events: 0, portfolio_views: 0, followers: 0 });

export async function enterpriseDashboard(ctx: AppContext, userId: string): Promise<EnterpriseDashboard> {
  if ((await profiles.profileRowOf(ctx.db, userId))?.profile_type !== 'enterprise') throw new AppError('forbidden', D.enterpriseOnly);
  const links = (await repo.linksOfEnterprise(ctx.db, userId)).filter((l) => l.status === 'active');
  const ids = links.map((l) => l.studio_id);
  const since = windowStart();
  const days = Array.from({ length: ENTERPRISE_DASHBOARD_DAYS }, (_, i) => ({
    day: new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
    casting_calls: 0,
    applicants: 0,
    bookings: 0,
    events: 0,
    followers: 0,
  }));
  if (!ids.length) return { totals: zero(), studios: [], per_day: days };
  const [cards, calls, applicants, booked, published, views, followers] = await Promise.all([
    profiles.memberCards(ctx.db, ids),
    casting.callCountsOf(ctx, ids, since),
    casting.applicationCountsOf(ctx, ids, since),
    bookings.bookingCountsOf(ctx, ids, since),
    events.publishedCountsOf(ctx, ids, since),
    portfolio.viewTotalsOf(ctx, ids),
    network.followerCountsOf(ctx, ids, since),
  ]);
  const read: [Figure, OwnerDayCount[]][] = [
    ['casting_calls', calls],
    ['applicants', applicants],
    ['bookings', booked],
    ['events', published],
    ['portfolio_views', views],
    ['followers', followers],
  ];

  const perStudio = new Map(ids.map((id) => [id, zero()]));
  const totals = zero();
  const byDay = new Map(days.map((d) => [d.day, d]));
  const daily = new Set<Figure>(DASHBOARD_DAILY_FIGURES);
  for (const [figure, rows] of read) {
    for (const r of rows) {
      const studio = perStudio.get(r.owner);
      if (!studio) continue;
      if (r.day === null) {
        studio[figure] += r.n;
        totals[figure] += r.n;
      } else if (daily.has(figure)) {
        const d = byDay.get(r.day);
        if (d) d[figure as (typeof DASHBOARD_DAILY_FIGURES)[number]] += r.n;
      }
    }
  }
  return {
    totals,
    studios: ids.map((id) => {
      const p = presentParty(id, cards.get(id));
      return { id, name: p.name, username: p.username, avatar_url: p.avatar_url, figures: perStudio.get(id) ?? zero() };
    }),
    per_day: days,
  };
}
