import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * Feature modules (docs/ARCHITECTURE.md "Feature modules"). Every feature has a `module.ts` that says, in
 * one typed object, what it gives the app (routes, jobs, items for other features' extension points,
 * listeners for other features' events, answers other features ask for by name) and what it needs. The
 * composition root (app.ts) is the ordered list of modules; `installModules` puts them into the app
 * instance's registry (`ctx.features`), never into module globals, so two apps in one process (the
 * tests) never share a hook.
 *
 * The three vocabularies are interfaces that the owning feature augments where it defines the thing:
 *
 *   declare module '../../platform/modules.ts' {
 *     interface FeatureEvents { 'portfolio.item_published': { tx: Tx; itemId: string; ownerId: string } }
 *     interface Extensions { 'moderation.kind': ModerationTypeDef }
 *     interface Provisions { 'billing.subscription_summary': (ctx: AppContext, userId: string) => Promise<Summary> }
 *   }
 *
 * so every name is typed and searchable: `grep "'portfolio.item_published'"` finds the emitter, the
 * listeners and the declaration.
 */

/** Something that happened in one feature that others may react to. The emitting feature declares it. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features
export interface FeatureEvents {}

/** A place where a feature takes contributions from others (moderation kinds, bucket guards...). The owner declares it. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features
export interface Extensions {}

/**
 * An answer one feature gives others by name, where importing it would run against the ranking (the
 * asker sits below the answerer). The asking feature declares the shape; the answering module provides it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features
export interface Provisions {}

export type EventName = keyof FeatureEvents;
export type Listener<E extends EventName> = (ctx: AppContext, event: FeatureEvents[E]) => void | Promise<void>;

export interface FeatureModule {
  /** The feature's folder name. */
  name: string;
  /** Its HTTP routes; modules register in list order (the SPA fallback comes after all). */
  routes?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  /** Its scheduled and background work (platform/jobs): job kinds and their schedules. */
  jobs?(ctx: AppContext): void;
  /** What it adds to other features' extension points (and its own). */
  extend?: { [P in keyof Extensions]?: readonly Extensions[P][] };
  /** How it reacts to other features' events; listeners run in module order, awaited, inside the emitter's transaction when the event carries one. */
  on?: { [E in EventName]?: Listener<E> };
  /** The answers it gives others by name. */
  provide?: { [K in keyof Provisions]?: Provisions[K] };
  /** The answers it asks others for; installing fails when one is missing, naming it. */
  need?: readonly (keyof Provisions)[];
}

/** Identity helper that keeps a module's literal types checked against FeatureModule. */
export const defineModule = (m: FeatureModule): FeatureModule => m;

/** One app instance's modules, as installed. */
export class FeatureRegistry {
  private list: readonly FeatureModule[] = [];
  private readonly points = new Map<string, unknown[]>();
  private readonly listeners = new Map<string, { module: string; fn: Listener<EventName> }[]>();
  private readonly answers = new Map<string, { module: string; value: unknown }>();

  get modules(): readonly FeatureModule[] {
    return this.list;
  }

  /**
   * Takes the modules in order; throws on a name twice, an answer given twice, or a need no module
   * answers. Installing again (a second app built on the same context, as some tests do) starts over,
   * so nothing is contributed twice.
   */
  install(modules: readonly FeatureModule[]): void {
    this.points.clear();
    this.listeners.clear();
    this.answers.clear();
    const names = new Set<string>();
    for (const m of modules) {
      if (names.has(m.name)) throw new Error(`feature module '${m.name}' is listed twice`);
      names.add(m.name);
      for (const [point, items] of Object.entries(m.extend ?? {})) {
        const list = this.points.get(point) ?? [];
        list.push(...(items as unknown[]));
        this.points.set(point, list);
      }
      for (const [event, fn] of Object.entries(m.on ?? {})) {
        const list = this.listeners.get(event) ?? [];
        list.push({ module: m.name, fn: fn as Listener<EventName> });
        this.listeners.set(event, list);
      }
      for (const [name, value] of Object.entries(m.provide ?? {})) {
        const given = this.answers.get(name);
        if (given) throw new Error(`'${name}' is provided by both '${given.module}' and '${m.name}'`);
        this.answers.set(name, { module: m.name, value });
      }
    }
    for (const m of modules)
      for (const need of m.need ?? [])
        if (!this.answers.has(need)) throw new Error(`feature module '${m.name}' needs '${String(need)}', which no listed module provides`);
    this.list = modules;
  }

  /** Everything contributed to an extension point, in module order. */
  extensions<P extends keyof Extensions>(point: P): readonly Extensions[P][] {
    return (this.points.get(point as string) ?? []) as Extensions[P][];
  }

  /** The answer a module provides under this name; throws naming it when none does. */
  provision<K extends keyof Provisions>(name: K): Provisions[K] {
    const given = this.answers.get(name as string);
    if (!given) throw new Error(`no feature module provides '${String(name)}'`);
    return given.value as Provisions[K];
  }

  /** Who listens to an event, in order (for the generated graph and for `emit`). */
  listenersOf<E extends EventName>(event: E): readonly { module: string; fn: Listener<E> }[] {
    return (this.listeners.get(event as string) ?? []) as { module: string; fn: Listener<E> }[];
  }
}

/** Tells every listener of the event, one after another in module order; a listener's throw reaches the emitter (and rolls back its transaction). */
export async function emit<E extends EventName>(ctx: AppContext, event: E, payload: FeatureEvents[E]): Promise<void> {
  for (const l of ctx.features.listenersOf(event)) await l.fn(ctx, payload);
}

/** Shorthand for `ctx.features.provision(name)`. */
export const provision = <K extends keyof Provisions>(ctx: AppContext, name: K): Provisions[K] => ctx.features.provision(name);

/** Shorthand for `ctx.features.extensions(point)`. */
export const extensions = <P extends keyof Extensions>(ctx: AppContext, point: P): readonly Extensions[P][] =>
  ctx.features.extensions(point);

/** Installs the modules into the app's registry and registers their jobs and routes, in list order. */
export async function installModules(app: FastifyInstance, ctx: AppContext, modules: readonly FeatureModule[]): Promise<void> {
  ctx.features.install(modules);
  for (const m of modules) m.jobs?.(ctx);
  for (const m of modules) await m.routes?.(app, ctx);
}
