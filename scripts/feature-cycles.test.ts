// Features form a ranking with no loops (docs/ARCHITECTURE.md, "Layers"). The path-based lint in
// biome.json says which files of another feature one may import; it cannot see a loop, where feature A
// imports B and B, by any road, imports A back. This test reads every import statement of the server's
// and the web's features (static, dynamic `import()`, `import type`, `typeof import()`, re-exports: a
// type-only loop is still a loop), folds the files into their features, and fails on each cycle, naming
// it and the files whose imports make each arrow. It does the same for the contract's files, which
// must import each other without a loop too.
//
// `FEATURE_RANKING=1 vitest run --project unit scripts/feature-cycles.test.ts` prints the ranking: each
// feature's level is the length of its longest chain of imports down to a feature that imports none.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Source files under `dir`, tests left out: a test may wire features together that the product keeps apart. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|tsx|mts)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Every module specifier a file names: imports, re-exports, `import()`, `import('x').T`, `declare module 'x'`. */
function specifiers(file: string, text = readFileSync(file, 'utf8')): string[] {
  // Vite's parser (oxc) reads TypeScript with its types; TypeScript 7 has no JavaScript API to do it.
  const parsed = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  if (parsed.errors.length) throw new Error(`${file}: ${parsed.errors.map((e) => e.message).join('; ')}`);
  const out: string[] = [];
  const literal = (n: { type: string; value?: unknown } | null | undefined) => {
    if (n?.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
  };
  new Visitor({
    ImportDeclaration: (n) => literal(n.source),
    ExportNamedDeclaration: (n) => literal(n.source),
    ExportAllDeclaration: (n) => literal(n.source),
    ImportExpression: (n) => literal(n.source),
    TSImportType: (n) => literal(n.source),
    TSModuleDeclaration: (n) => literal(n.id),
    TSImportEqualsDeclaration: (n) => {
      if (n.moduleReference.type === 'TSExternalModuleReference') literal(n.moduleReference.expression);
    },
  }).visit(parsed.program);
  return out;
}

/** An arrow between two nodes, with the `file -> specifier` imports that make it. */
type Graph = Map<string, Map<string, string[]>>;

function addEdge(g: Graph, from: string, to: string, why: string) {
  if (!g.has(from)) g.set(from, new Map());
  if (!g.has(to)) g.set(to, new Map());
  const edges = g.get(from) as Map<string, string[]>;
  const whys = edges.get(to) ?? [];
  if (!whys.includes(why)) edges.set(to, [...whys, why]);
}

/** The graph of `features/*` in `featuresDir`, folded to one node per feature folder. */
function featureGraph(featuresDir: string): Graph {
  const g: Graph = new Map();
  const featureOf = (abs: string) => {
    const rel = path.relative(featuresDir, abs);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
    return rel.split(path.sep)[0] || null;
  };
  for (const name of readdirSync(featuresDir)) {
    if (statSync(path.join(featuresDir, name)).isDirectory()) g.set(name, g.get(name) ?? new Map());
  }
  for (const file of sources(featuresDir)) {
    const from = featureOf(file) as string;
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) addEdge(g, from, to, `${path.relative(root, file)} imports '${spec}'`);
    }
  }
  return g;
}

/** The graph of the contract's files, one node per file (`routes.ts`, `profiles.ts`...). */
function contractGraph(srcDir: string): Graph {
  const g: Graph = new Map();
  const files = sources(srcDir);
  const known = new Set(files.map((f) => path.relative(srcDir, f)));
  for (const file of files) {
    const from = path.relative(srcDir, file);
    g.set(from, g.get(from) ?? new Map());
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const rel = path.relative(srcDir, path.resolve(path.dirname(file), spec));
      const to = [rel, `${rel}.ts`, `${rel}.tsx`, path.join(rel, 'index.ts')].find((c) => known.has(c));
      if (to && to !== from) addEdge(g, from, to, `${from} imports '${spec}'`);
    }
  }
  return g;
}

/** Strongly connected components with more than one node (Tarjan): each is a knot of loops. */
function knots(g: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) strong(v);
  return out;
}

/** Shortest road from `from` to `to` inside `within`, both ends included (breadth first). */
function road(g: Graph, from: string, to: string, within: Set<string>): string[] | null {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift() as string;
    if (v === to) {
      const out = [to];
      while (out[0] !== from) out.unshift(prev.get(out[0] as string) as string);
      return out;
    }
    for (const w of [...(g.get(v)?.keys() ?? [])].sort()) {
      if (within.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return null;
}

/**
 * The loops of `g`: for each arrow inside a knot, the shortest loop through it, each loop once, told as
 * `a -> b -> a` with the imports behind every arrow. Every arrow that takes part in a loop is named.
 */
function cycles(g: Graph): { loop: string[]; because: string[] }[] {
  const seen = new Set<string>();
  const out: { loop: string[]; because: string[] }[] = [];
  for (const knot of knots(g)) {
    const within = new Set(knot);
    for (const a of knot) {
      for (const b of [...(g.get(a)?.keys() ?? [])].sort()) {
        if (!within.has(b)) continue;
        const back = road(g, b, a, within) as string[];
        const loop = [a, ...back];
        // One name per loop, whichever arrow found it: start it at its smallest node.
        const ring = loop.slice(0, -1);
        const start = ring.indexOf([...ring].sort()[0] as string);
        const canonical = [...ring.slice(start), ...ring.slice(0, start)];
        const key = canonical.join(' -> ');
        if (seen.has(key)) continue;
        seen.add(key);
        const named = [...canonical, canonical[0] as string];
        const because = named.slice(0, -1).flatMap((v, i) => {
          const w = named[i + 1] as string;
          return [`  ${v} -> ${w}:`, ...(g.get(v)?.get(w) ?? []).map((why) => `    ${why}`)];
        });
        out.push({ loop: named, because });
      }
    }
  }
  return out;
}

/** Levels of a loop-free graph: 0 for a node that imports none, else one more than its highest import. */
function ranking(g: Graph): Map<number, string[]> {
  const level = new Map<string, number>();
  const depth = (v: string, path: Set<string>): number => {
    const known = level.get(v);
    if (known !== undefined) return known;
    if (path.has(v)) return 0; // a loop: the test fails on it anyway
    path.add(v);
    let d = 0;
    for (const w of g.get(v)?.keys() ?? []) d = Math.max(d, depth(w, path) + 1);
    path.delete(v);
    level.set(v, d);
    return d;
  };
  const out = new Map<number, string[]>();
  for (const v of [...g.keys()].sort()) {
    const d = depth(v, new Set());
    out.set(d, [...(out.get(d) ?? []), v]);
  }
  return new Map([...out].sort(([a], [b]) => a - b));
}

const report = (tag: string, side: string, g: Graph) =>
  cycles(g).map(({ loop, because }) => [`[${tag}] ${side}: ${loop.join(' -> ')}`, ...because].join('\n'));

/** Reading every source file of a side takes a few seconds on a busy machine. */
const READ_TIMEOUT = 60_000;

const GRAPHS: [string, () => Graph][] = [
  ['server', () => featureGraph(path.join(root, 'apps/server/src/features'))],
  ['web', () => featureGraph(path.join(root, 'apps/web/src/features'))],
];

describe('features form a ranking with no loops', () => {
  for (const [side, build] of GRAPHS) {
    it(
      `${side}: no feature imports itself back through others`,
      () => {
        const g = build();
        expect(g.size).toBeGreaterThan(10);
        if (process.env.FEATURE_RANKING) {
          const lines = [...ranking(g)].map(([level, names]) => `  ${level}: ${names.join(', ')}`);
          console.log(`${side} features by level (each imports only lower levels):\n${lines.join('\n')}`);
        }
        const found = report('feature-cycle', side, g);
        expect(found, `\n${found.join('\n\n')}\n`).toEqual([]);
      },
      READ_TIMEOUT,
    );
  }

  it(
    'contract: its files import each other without a loop',
    () => {
      const found = report('contract-cycle', 'contract', contractGraph(path.join(root, 'packages/contract/src')));
      expect(found, `\n${found.join('\n\n')}\n`).toEqual([]);
    },
    READ_TIMEOUT,
  );
});

describe('the cycle finder', () => {
  const graph = (edges: [string, string][]): Graph => {
    const g: Graph = new Map();
    for (const [a, b] of edges) addEdge(g, a, b, `${a}.ts imports '../${b}'`);
    return g;
  };

  it('names a loop once, from its smallest node, with the imports behind each arrow', () => {
    const found = cycles(
      graph([
        ['staff', 'security'],
        ['security', 'staff'],
        ['security', 'platform'],
      ]),
    );
    expect(found.map((c) => c.loop.join(' -> '))).toEqual(['security -> staff -> security']);
    expect(found[0]?.because).toEqual([
      '  security -> staff:',
      "    security.ts imports '../staff'",
      '  staff -> security:',
      "    staff.ts imports '../security'",
    ]);
  });

  it('names every loop of a knot, long ones too', () => {
    const found = cycles(
      graph([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['b', 'a'],
        ['c', 'd'],
      ]),
    );
    expect(found.map((c) => c.loop.join(' -> ')).sort()).toEqual(['a -> b -> a', 'a -> b -> c -> a']);
  });

  it('ranks a loop-free graph by longest chain down', () => {
    expect([
      ...ranking(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
          ['d', 'c'],
        ]),
      ),
    ]).toEqual([
      [0, ['c']],
      [1, ['b', 'd']],
      [2, ['a']],
    ]);
  });

  it('sees every kind of import, type-only ones too', () => {
    const file = path.join(root, 'probe.ts');
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = await import('./e');",
      "type F = typeof import('./f');",
      "type G = import('./g').G;",
      "declare module './h' {}",
      "import i = require('./i');",
      "export type { J } from './j';",
    ].join('\n');
    expect(specifiers(file, text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h', './i', './j']);
  });
});
