// The feature graph (docs/FEATURE-GRAPH.md), built from code: who emits which event (the literal name in
// each `emit(ctx, '<name>', ...)` under a feature's folder), who listens (each module's `on`, in the order
// of the real FEATURE_MODULES list), who asks for which provision (`need`, and each `provision(ctx,
// '<name>')` call) and who answers it (`provide`), and who gives items to which extension point
// (`extend`; the point's owner is the feature that declares it in `interface Extensions`). The test next
// to this file keeps docs/FEATURE-GRAPH.md in step (`npm run gen:graph` rewrites it) and fails on an event
// nobody emits.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The parts of a FeatureModule the graph reads (platform/modules.ts), kept structural so this file imports no server code. */
export interface ModuleShape {
  name: string;
  on?: object;
  provide?: object;
  need?: readonly PropertyKey[];
  extend?: Record<string, readonly unknown[] | undefined>;
}

export interface FeatureGraph {
  /** Module names, in list order. */
  modules: string[];
  events: { name: string; declaredBy: string[]; emittedBy: string[]; listenedBy: string[] }[];
  provisions: { name: string; declaredBy: string[]; askedBy: string[]; calledBy: string[]; answeredBy: string[] }[];
  extensions: { name: string; ownedBy: string[]; givers: { module: string; items: number }[] }[];
}

const VOCABULARIES = ['FeatureEvents', 'Provisions', 'Extensions'] as const;
type Vocabulary = (typeof VOCABULARIES)[number];

/** Every .ts file under a folder (tests left out), in a stable order. */
function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...sourcesUnder(p));
    else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** The source with comments blanked out (strings kept), so braces and names inside comments do not count. */
function withoutComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      // A quote or double quote ends at the line's end at the latest (a stray one in a regex stays local).
      let j = i + 1;
      while (j < src.length && src[j] !== c && (c === '`' || src[j] !== '\n')) j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The body of the brace block that opens at or after `from`. */
function blockAfter(src: string, from: number): string {
  const open = src.indexOf('{', from);
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

/** The quoted keys at the top level of an interface body ('portfolio.item_published': ...). */
function topLevelKeys(body: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || (c === '>' && body[i - 1] !== '=')) depth--;
    else if (c === "'" || c === '"') {
      const end = body.indexOf(c, i + 1);
      if (depth === 0 && /^\s*\??\s*:/.test(body.slice(end + 1))) keys.push(body.slice(i + 1, end));
      i = end;
    }
  }
  return keys;
}

/** What a feature's source says: the names it declares in each vocabulary, the events it emits, the provisions it calls. */
function scanFeature(dir: string) {
  const declared: Record<Vocabulary, Set<string>> = { FeatureEvents: new Set(), Provisions: new Set(), Extensions: new Set() };
  const emits = new Set<string>();
  const calls = new Set<string>();
  for (const file of sourcesUnder(dir)) {
    const src = withoutComments(readFileSync(file, 'utf8'));
    for (const m of src.matchAll(/declare module '[^']*platform\/modules\.ts'/g)) {
      const block = blockAfter(src, m.index ?? 0);
      for (const vocabulary of VOCABULARIES) {
        const at = block.search(new RegExp(`interface ${vocabulary}\\b`));
        if (at >= 0) for (const key of topLevelKeys(blockAfter(block, at))) declared[vocabulary].add(key);
      }
    }
    for (const m of src.matchAll(/\bemit\(\s*[\w.]+\s*,\s*'([^']+)'/g)) emits.add(m[1] as string);
    for (const m of src.matchAll(/\bprovision\(\s*[\w.]+\s*,\s*'([^']+)'/g)) calls.add(m[1] as string);
  }
  return { declared, emits, calls };
}

const sorted = (s: Iterable<string>) => [...s].sort();

/** Builds the graph from the installed module list and the features' folders (apps/server/src/features/<name>). */
export function buildFeatureGraph(modules: readonly ModuleShape[], featuresDir: string): FeatureGraph {
  const folders = readdirSync(featuresDir)
    .filter((f) => statSync(path.join(featuresDir, f)).isDirectory())
    .sort();
  const scans = new Map(folders.map((f) => [f, scanFeature(path.join(featuresDir, f))]));
  const whoDeclares = (vocabulary: Vocabulary, name: string) => folders.filter((f) => scans.get(f)?.declared[vocabulary].has(name));

  const eventNames = new Set<string>();
  for (const s of scans.values()) for (const n of [...s.declared.FeatureEvents, ...s.emits]) eventNames.add(n);
  for (const m of modules) for (const n of Object.keys(m.on ?? {})) eventNames.add(n);
  const events = sorted(eventNames).map((name) => ({
    name,
    declaredBy: whoDeclares('FeatureEvents', name),
    emittedBy: folders.filter((f) => scans.get(f)?.emits.has(name)),
    listenedBy: modules.filter((m) => name in (m.on ?? {})).map((m) => m.name),
  }));

  const provisionNames = new Set<string>();
  for (const s of scans.values()) for (const n of [...s.declared.Provisions, ...s.calls]) provisionNames.add(n);
  for (const m of modules) for (const n of [...Object.keys(m.provide ?? {}), ...(m.need ?? []).map(String)]) provisionNames.add(n);
  const provisions = sorted(provisionNames).map((name) => ({
    name,
    declaredBy: whoDeclares('Provisions', name),
    askedBy: modules.filter((m) => (m.need ?? []).map(String).includes(name)).map((m) => m.name),
    calledBy: folders.filter((f) => scans.get(f)?.calls.has(name)),
    answeredBy: modules.filter((m) => name in (m.provide ?? {})).map((m) => m.name),
  }));

  const pointNames = new Set<string>();
  for (const s of scans.values()) for (const n of s.declared.Extensions) pointNames.add(n);
  for (const m of modules) for (const n of Object.keys(m.extend ?? {})) pointNames.add(n);
  const extensions = sorted(pointNames).map((name) => ({
    name,
    ownedBy: whoDeclares('Extensions', name),
    givers: modules.filter((m) => m.extend?.[name] !== undefined).map((m) => ({ module: m.name, items: m.extend?.[name]?.length ?? 0 })),
  }));

  return { modules: modules.map((m) => m.name), events, provisions, extensions };
}

/** What is wrong with the links, each naming the rule and the fix (empty when all is well). */
export function graphProblems(g: FeatureGraph): string[] {
  const out: string[] = [];
  for (const e of g.events) {
    if (!e.emittedBy.length && e.declaredBy.length)
      out.push(`event '${e.name}' is declared (in ${e.declaredBy.join(', ')}) but no feature emits it: emit it, or delete the declaration`);
    if (!e.emittedBy.length && e.listenedBy.length)
      out.push(`event '${e.name}' has listeners (${e.listenedBy.join(', ')}) but no feature emits it: it never fires`);
    if (e.emittedBy.length && !e.declaredBy.length)
      out.push(`event '${e.name}' is emitted (by ${e.emittedBy.join(', ')}) but not declared in FeatureEvents`);
  }
  for (const p of g.provisions) {
    for (const f of p.calledBy)
      if (!p.askedBy.includes(f))
        out.push(
          `'${f}' calls provision '${p.name}' but its module does not list it in \`need\`: add it, so installing checks it is answered`,
        );
    if (!p.answeredBy.length) out.push(`provision '${p.name}' is answered by no module: add it to the answering module's \`provide\``);
  }
  return out;
}

/** A Markdown table with its columns padded to one width (as the formatter writes them). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

const nodeId = (name: string) => name.replace(/[^A-Za-z0-9]/g, '_');
const list = (names: readonly string[]) => (names.length ? names.map((n) => `\`${n}\``).join(', ') : '(none)');

/** docs/FEATURE-GRAPH.md. */
export function renderFeatureGraph(g: FeatureGraph): string {
  const lines: string[] = [];
  const edges: string[] = [];
  const linked = new Set<string>();
  const edge = (from: string, arrow: string, to: string) => {
    if (from === to) return;
    linked.add(from);
    linked.add(to);
    edges.push(`  ${nodeId(from)} ${arrow} ${nodeId(to)}`);
  };
  for (const e of g.events) for (const from of e.emittedBy) for (const to of e.listenedBy) edge(from, `-- "${e.name}" -->`, to);
  for (const p of g.provisions) for (const from of p.askedBy) for (const to of p.answeredBy) edge(from, `-. "${p.name}" .->`, to);
  for (const x of g.extensions)
    for (const giver of x.givers) for (const owner of x.ownedBy) edge(giver.module, `== "${x.name}" ==>`, owner);

  lines.push(
    '# Feature graph',
    '',
    '<!-- Generated by `npm run gen:graph` (scripts/feature-graph.ts) from the feature modules and their source. Do not edit. -->',
    '',
    'How the server features are linked, read from the code: each module in `FEATURE_MODULES`',
    '(apps/server/src/app.ts) and each `emit(ctx, ...)` and `provision(ctx, ...)` in its folder. A feature',
    "that only imports another feature's service does not appear here.",
    '',
    '- `A -- "event" --> B`: A emits the event, B listens (in its module\'s `on`). Listeners run one after',
    "  another in module order, awaited, inside the emitter's transaction when the event carries `tx`.",
    '- `A -. "provision" .-> B`: A asks (its module\'s `need`), B answers (its `provide`).',
    '- `A == "point" ==> B`: A gives items to B\'s extension point (its module\'s `extend`).',
    '',
    '```mermaid',
    'flowchart LR',
    ...g.modules.filter((m) => linked.has(m)).map((m) => `  ${nodeId(m)}[${m}]`),
    ...edges,
    '```',
    '',
    '## Events',
    '',
    ...table(
      ['Event', 'Emitted by', 'Listened to by (in order)'],
      g.events.map((e) => [`\`${e.name}\``, list(e.emittedBy), list(e.listenedBy)]),
    ),
    '',
    '## Provisions',
    '',
    ...table(
      ['Provision', 'Asked by', 'Answered by'],
      g.provisions.map((p) => [`\`${p.name}\``, list(p.askedBy), list(p.answeredBy)]),
    ),
    '',
    '## Extension points',
    '',
    ...table(
      ['Extension point', 'Owner', 'Given by (items)'],
      g.extensions.map((x) => [
        `\`${x.name}\``,
        list(x.ownedBy),
        x.givers.length ? x.givers.map((v) => `\`${v.module}\` (${v.items})`).join(', ') : '(none)',
      ]),
    ),
    '',
  );
  return lines.join('\n');
}
