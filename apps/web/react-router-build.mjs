// React Router as the build ships it (vite.config.ts; docs/ARCHITECTURE.md "First page").
//
// 1. Its production build. The package's exports name only its development build (upstream issue 14102),
//    which runs its development warnings and checks in every visitor's browser.
// 2. Its route table computed once. Every `matchRoutes` call flattens and ranks the whole table again, and
//    flattening compiles a regular expression for every level of every branch: with this app's table
//    (about 230 routes under six pathless levels) that was 12-25 ms per call on a 2-core machine, four
//    times that on a throttled phone, called once by the router and once more by every `matchRoutes`.
//    The patch keeps a route array's flattened table (keyed by the array, so a new table is computed
//    afresh) and each distinct pattern's compiled expression (a bounded map; an expression without the
//    `g` flag keeps no state, and the parameter list beside it is only read).
// 3. A path matched against only the branches that can match it. The router tries the ranked branches one
//    after the other, each through every level of its route, until one matches: `/` was tried against
//    nearly every branch, twice as the router started. A branch whose address starts with a fixed
//    segment (`/events/...`) cannot match a path whose first segment is another word, and is passed over
//    (only plain ASCII segments, where the router's case-insensitive test is the same as comparing the
//    lower-cased words; a partial match, used for routes discovered on navigation, tries them all).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const productionEntry = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

const PATCHES = [
  {
    name: 'flattenAndRankRoutes',
    from: 'function flattenAndRankRoutes(routes) {',
    to: `var mbRankedTables = new WeakMap();
function flattenAndRankRoutes(routes) {
  let ranked = mbRankedTables.get(routes);
  if (!ranked) {
    ranked = mbFlattenAndRankRoutes(routes);
    mbRankedTables.set(routes, ranked);
  }
  return ranked;
}
function mbFlattenAndRankRoutes(routes) {`,
  },
  {
    name: 'matchRoutesImpl',
    from: `  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(`,
    to: `  let mbFirst = allowPartial ? null : mbFirstSegment(decoded);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    if (mbFirst !== null && mbBranchFirstSegment(branches[i]) !== null && mbBranchFirstSegment(branches[i]) !== mbFirst) continue;
    matches = matchRouteBranch(`,
  },
  {
    name: 'matchRouteBranch',
    from: 'function matchRouteBranch(branch, pathname, allowPartial = false) {',
    to: `function mbFirstSegment(pathname) {
  return (pathname.split("/")[1] ?? "").toLowerCase();
}
function mbBranchFirstSegment(branch) {
  if (branch.mbFirst === undefined) {
    let first = branch.path.split("/")[1] ?? "";
    branch.mbFirst = /^[A-Za-z0-9._~-]+$/.test(first) && !branch.routesMeta.some((meta) => meta.caseSensitive) ? first.toLowerCase() : null;
  }
  return branch.mbFirst;
}
function matchRouteBranch(branch, pathname, allowPartial = false) {`,
  },
  {
    name: 'compilePath',
    from: 'function compilePath(path, caseSensitive = false, end = true) {',
    to: `var mbCompiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = mbCompiledPaths.get(key);
  if (!compiled) {
    if (mbCompiledPaths.size >= 2000) mbCompiledPaths.clear();
    compiled = mbCompilePath(path, caseSensitive, end);
    mbCompiledPaths.set(key, compiled);
  }
  return compiled;
}
function mbCompilePath(path, caseSensitive = false, end = true) {`,
  },
];

/** The module of React Router that holds the route matching: its path, for the patch to find. */
const isMatchingModule = (id, code) =>
  /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id) && code.includes('function flattenRoutes(');

/** Applies the patches to one module's code; throws when the code no longer has what they replace. */
export function patchRouteMatching(code) {
  let out = code;
  for (const { name, from, to } of PATCHES) {
    if (out.split(from).length !== 2) {
      throw new Error(
        `react-router-build: ${name} is no longer written as the patch expects in this React Router version. ` +
          'Check whether it now keeps its route table itself, then update or drop the patch.',
      );
    }
    out = out.replace(from, to);
  }
  return out;
}

/** The Vite plugin: resolves `react-router` to its production build and patches its route matching. */
export function reactRouterBuild() {
  let patched = 0;
  return {
    name: 'mb-react-router-build',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      patched = 0;
    },
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
    transform(code, id) {
      if (!isMatchingModule(id, code)) return null;
      patched += 1;
      return { code: patchRouteMatching(code), map: null };
    },
    buildEnd(error) {
      if (!error && patched === 0) this.error("react-router-build: React Router's route matching was not found to patch.");
    },
  };
}
