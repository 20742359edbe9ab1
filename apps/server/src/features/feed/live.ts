import type { RealtimeEvent } from '@mb/contract/realtime';
import type { AppContext } from '../../platform/context.ts';
import { asViewer, viewerAddress } from '../../platform/viewer.ts';

/**
 * Live arrival (README.md). A new activity is ONE bus event on topic 'feed' (one
 * NOTIFY however many follow the actor). Each instance keeps, for the members with a feed socket open
 * on it, their source set (followed ∪ connected ∪ themselves, less muted and blocked: loaded once at
 * subscribe, shared by their tabs) and an index actor -> viewers, so an event costs one map lookup and
 * one send per interested socket here: never a query, never a loop over every socket.
 */

export type Deliver = (json: string) => void;
type SourceLoader = (ctx: AppContext, viewerId: string) => Promise<readonly string[]>;

interface Viewer {
  id: string;
  sources: Set<string>;
  sockets: Set<Deliver>;
  loadedAt: number;
  /** The sources being read again, if they are: an event meanwhile waits for them (see onEvent). */
  reloading: Promise<void> | null;
  /** The first socket's client address: every reload leaves out members hiding from its place (geo-blocking). */
  ip: string | null;
}

/** Sources older than this are read again by the sweep (a follow made elsewhere shows within it). */
const SOURCES_TTL_MS = 5 * 60_000;
const SWEEP_MS = 60_000;

export interface FeedFanout {
  attach(viewerId: string, deliver: Deliver): Promise<() => void>;
  /** Reads a viewer's sources again now (their follows or connections changed). */
  refresh(viewerId: string): Promise<void>;
  /** For tests and the bench: how many viewers and index entries this instance holds. */
  size(): { viewers: number; actors: number };
}

// One fan-out per context (a test may run two apps, two "instances", in one process).
const fanouts = new WeakMap<AppContext, FeedFanout>();

export function fanoutFor(ctx: AppContext, load: SourceLoader): FeedFanout {
  let f = fanouts.get(ctx);
  if (!f) {
    f = createFanout(ctx, load);
    fanouts.set(ctx, f);
  }
  return f;
}

function createFanout(ctx: AppContext, load: SourceLoader): FeedFanout {
  // Keyed by member and client address: two sockets of one member from different places each get the
  // sources of their own place (geo-blocking), so one in a blocked place never hears a hidden member.
  const viewers = new Map<string, Viewer>();
  const ofMember = new Map<string, Set<Viewer>>();
  const drop = (key: string, v: Viewer) => {
    viewers.delete(key);
    const mine = ofMember.get(v.id);
    mine?.delete(v);
    if (mine?.size === 0) ofMember.delete(v.id);
  };
  const live = (v: Viewer) => viewers.get(`${v.id} ${v.ip ?? ''}`) === v;
  const byActor = new Map<string, Set<Viewer>>();
  const reloadingViewers = new Set<Viewer>();
  let stopBus: (() => void) | null = null;
  let sweep: NodeJS.Timeout | null = null;

  const index = (v: Viewer, sources: Set<string>) => {
    for (const a of v.sources) {
      if (sources.has(a)) continue;
      const set = byActor.get(a);
      set?.delete(v);
      if (set?.size === 0) byActor.delete(a);
    }
    for (const a of sources) {
      const set = byActor.get(a) ?? new Set<Viewer>();
      byActor.set(a, set);
      set.add(v);
    }
    v.sources = sources;
    v.loadedAt = Date.now();
  };

  const reload = (v: Viewer): Promise<void> => {
    const reading = (async () => {
      const ids = await asViewer(v.ip, () => load(ctx, v.id));
      // Still wanted (no socket closed it meanwhile)?
      if (live(v)) index(v, new Set(ids));
    })().finally(() => {
      if (v.reloading !== reading) return;
      v.reloading = null;
      reloadingViewers.delete(v);
    });
    v.reloading = reading;
    reloadingViewers.add(v);
    return reading;
  };

  // Each socket hears it on the topic it subscribed to (`feed:{its member}`), as clients route by
  // topic: one serialization per interested member here, shared by their tabs.
  const send = (v: Viewer, event: RealtimeEvent) => {
    const framed = JSON.stringify({ ...event, topic: `feed:${v.id}` });
    for (const deliver of v.sockets) deliver(framed);
  };

  const onEvent = (event: RealtimeEvent) => {
    if (event.type === 'feed.sources_changed') {
      for (const v of ofMember.get(event.data.user_id) ?? []) reload(v).catch((err) => ctx.log.warn({ err }, 'feed sources reload failed'));
      return;
    }
    // A member changed the places they hide from: whoever has them as a source reads their sources
    // again, so a viewer in a newly blocked place stops hearing them (one lifted shows at the next sweep).
    if (event.type === 'feed.places_changed') {
      for (const v of [...(byActor.get(event.data.user_id) ?? [])])
        if (v.id !== event.data.user_id) reload(v).catch((err) => ctx.log.warn({ err }, 'feed sources reload failed'));
      return;
    }
    if (event.type !== 'feed.activity') return;
    const actor = event.data.actor_id;
    for (const v of byActor.get(actor) ?? []) if (!v.reloading) send(v, event);
    // A member whose sources are being read again (a follow or block committed just before this
    // activity, in bus order) is answered by the sources being read, not the old ones: a follow made
    // with the feed open brings the next activity, an unfollow stops it.
    for (const v of reloadingViewers) {
      v.reloading
        ?.then(() => {
          if (live(v) && v.sources.has(actor)) send(v, event);
        })
        .catch(() => {});
    }
  };

  const start = () => {
    if (stopBus) return;
    stopBus = ctx.bus.subscribe('feed', onEvent);
    sweep = setInterval(() => {
      const stale = Date.now() - SOURCES_TTL_MS;
      for (const v of viewers.values()) {
        if (v.loadedAt < stale) reload(v).catch((err) => ctx.log.warn({ err }, 'feed sources reload failed'));
      }
    }, SWEEP_MS);
    sweep.unref();
  };
  const stopIfIdle = () => {
    if (viewers.size > 0) return;
    stopBus?.();
    stopBus = null;
    if (sweep) clearInterval(sweep);
    sweep = null;
  };

  return {
    async attach(viewerId, deliver) {
      start();
      const ip = viewerAddress() ?? null;
      const key = `${viewerId} ${ip ?? ''}`;
      let v = viewers.get(key);
      if (!v) {
        v = { id: viewerId, sources: new Set(), sockets: new Set(), loadedAt: 0, reloading: null, ip };
        viewers.set(key, v);
        const mine = ofMember.get(viewerId) ?? new Set<Viewer>();
        ofMember.set(viewerId, mine);
        mine.add(v);
        v.sockets.add(deliver);
        try {
          await reload(v);
        } catch (e) {
          v.sockets.delete(deliver);
          if (v.sockets.size === 0) drop(key, v);
          stopIfIdle();
          throw e;
        }
      } else v.sockets.add(deliver);
      const viewer = v;
      return () => {
        viewer.sockets.delete(deliver);
        if (viewer.sockets.size > 0) return;
        index(viewer, new Set());
        drop(key, viewer);
        stopIfIdle();
      };
    },
    async refresh(viewerId) {
      await Promise.all([...(ofMember.get(viewerId) ?? [])].map(reload));
    },
    size: () => ({ viewers: viewers.size, actors: byActor.size }),
  };
}
