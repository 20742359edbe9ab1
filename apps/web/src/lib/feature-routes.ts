import type { RouteObject } from 'react-router';

/**
 * The routes a feature registers, grouped by who may open them. Each feature exports one of these from
 * its `routes.tsx`; app/router.tsx puts every group behind its guard and inside (or outside) the app
 * layout, so a feature never imports the shell's guards.
 */
export interface FeatureRoutes {
  /**
   * Anyone, inside the app layout, for a page that reads nothing through TanStack Query (its reads go
   * through lib/public-data.ts): the pages a visitor opens first, loaded without the query library
   * (docs/ARCHITECTURE.md "First page"). Such a page calling useQuery fails ("No QueryClient set").
   */
  plain?: RouteObject[];
  /** Anyone, inside the app layout. */
  public?: RouteObject[];
  /** Signed-in members, inside the app layout. */
  member?: RouteObject[];
  /** Signed-in members whose profile is complete (spec §2); others are sent to finish it. */
  complete?: RouteObject[];
  /** Any staff role. */
  staff?: RouteObject[];
  /** Admins only. */
  admin?: RouteObject[];
  /** Admins holding the content_moderation permission. */
  'admin-moderation'?: RouteObject[];
  /** Staff holding the `records` permission (the 2257 records, issue 18), whatever their role. */
  records?: RouteObject[];
  /** Staff holding the `content` permission (the blog's writing desk, issue 31), whatever their role. */
  content?: RouteObject[];
  /** Signed-in members, without the app layout (spec §2: /messages). */
  bare?: RouteObject[];
  /** Anyone, matched after every other route in the layout (the /{slug} catch-all). */
  last?: RouteObject[];
}
