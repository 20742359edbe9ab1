// zod without its `new Function` probe. Zod 4 probes for eval on its first object parse; the strict CSP
// refuses it and the browser reports a CSP violation on every page that validates (Lighthouse's best
// practices). `z.config({ jitless: true })` would need zod in the first page; zod keeps that same
// configuration object on `globalThis.__zod_globalConfig` and adopts one that is already there, so the
// entry calls this before any zod module loads (zod arrives later, with the first page that validates).
// A function, not a side-effect import: the web package is marked free of side effects.
export function zodJitless() {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
}
