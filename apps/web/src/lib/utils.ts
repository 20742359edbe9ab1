import { type ClassValue, clsx } from 'clsx';

/**
 * Class names joined, a later Tailwind utility replacing an earlier one it conflicts with (same
 * variants, same CSS property): `cn('px-4 bg-primary', 'px-2')` gives `bg-primary px-2`. This is what
 * tailwind-merge does, in a few hundred bytes instead of its 8.5 kB gzip on every first page (issue
 * 11): the groups below cover the utilities this code base writes, and utils.test.ts checks that `cn`
 * and tailwind-merge agree on every pair of the classes in apps/web/src. A class no group knows is
 * kept as written, like tailwind-merge keeps classes it does not know.
 */
export const cn = (...inputs: ClassValue[]) => merged(clsx(inputs));

// A page asks for the same lists again and again (every button of a kind, every card of a grid): each
// distinct list is merged once. Hydrating the pricing page merged about 20 ms of lists on a 2-core
// machine, most of them repeats (issue 33). Bounded: emptied when full.
const MERGED = new Map<string, string>();
const MERGED_MAX = 2000;
function merged(list: string): string {
  let out = MERGED.get(list);
  if (out === undefined) {
    if (MERGED.size >= MERGED_MAX) MERGED.clear();
    out = mergeClasses(list);
    MERGED.set(list, out);
  }
  return out;
}

const words = (s: string) => s.split(' ');
const is = (set: string) => {
  const w = new Set(words(set));
  return (v: string) => w.has(v);
};
const arbitrary = (v: string) => v[0] === '[' || v[0] === '(';
const number = (v: string) => /^(\d+(\.\d+)?|px)$/.test(v);
const arbitraryLength = (v: string) => /^\[(-?[\d.]+(px|r?em|%|vh|vw|dvh)?|length:.*)\]$/.test(v);
/** A spacing or position value: 4, 1.5, px, auto, full, 1/2, [3px], (--var). */
const spacing = (v: string) => /^(\d+(\.\d+)?|px|auto|full|\d+\/\d+)$/.test(v) || arbitrary(v);
const sizes = is('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl');
const shadows = is('2xs xs sm md lg xl 2xl none inner');
const lineStyles = is('solid dashed dotted double none hidden');

/** Utilities that are one word. */
const KEYWORDS: Record<string, string> = {};
for (const [group, list] of [
  ['display', 'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item'],
  ['position', 'static fixed absolute relative sticky'],
  ['visibility', 'visible invisible collapse'],
  ['sr', 'sr-only not-sr-only'],
  ['isolation', 'isolate isolation-auto'],
  ['text-overflow', 'truncate text-ellipsis text-clip'],
  ['text-decoration', 'underline overline line-through no-underline'],
  ['font-style', 'italic not-italic'],
  ['text-transform', 'uppercase lowercase capitalize normal-case'],
  ['fvn-spacing', 'tabular-nums proportional-nums'],
  ['font-smoothing', 'antialiased subpixel-antialiased'],
  ['grow', 'grow'],
  ['shrink', 'shrink'],
  ['resize', 'resize'],
  ['filter', 'filter'],
  ['outline-w', 'outline'],
  ['border-w', 'border'],
  ['rounded', 'rounded'],
  ['shadow', 'shadow'],
  ['ring-w', 'ring'],
  ['blur', 'blur'],
  ['backdrop-blur', 'backdrop-blur'],
  ['drop-shadow', 'drop-shadow'],
  ['transition', 'transition'],
  ['divide-y', 'divide-y'],
  ['divide-x', 'divide-x'],
] as const)
  for (const w of words(list)) KEYWORDS[w] = group;

/** Utilities with a value, by prefix: the group, or a function of the value (undefined: unknown). */
type Rule = string | ((v: string) => string | undefined);
const RULES: Record<string, Rule> = {
  text: (v) =>
    sizes(v) || arbitraryLength(v)
      ? 'font-size'
      : is('left center right justify start end')(v)
        ? 'text-alignment'
        : is('wrap nowrap balance pretty')(v)
          ? 'text-wrap'
          : 'text-color',
  bg: (v) =>
    is('auto cover contain')(v)
      ? 'bg-size'
      : is('center top bottom left right')(v)
        ? 'bg-position'
        : /^(no-)?repeat/.test(v)
          ? 'bg-repeat'
          : /^linear|^radial|^conic|^\[(url|[a-z-]*gradient)\(/.test(v) || v === 'none'
            ? 'bg-image'
            : 'bg-color',
  border: (v) => {
    const m = /^([xytrblse])(?:-(.+))?$/.exec(v);
    if (m) return `${m[2] === undefined || number(m[2]) || arbitraryLength(m[2]) ? 'border-w' : 'border-color'}-${m[1]}`;
    return number(v) || arbitraryLength(v) ? 'border-w' : lineStyles(v) ? 'border-style' : 'border-color';
  },
  ring: (v) => (number(v) || arbitraryLength(v) ? 'ring-w' : v === 'inset' ? 'ring-w-inset' : 'ring-color'),
  'ring-offset': (v) => (number(v) || arbitraryLength(v) ? 'ring-offset-w' : 'ring-offset-color'),
  outline: (v) => (number(v) || arbitraryLength(v) ? 'outline-w' : lineStyles(v) || v === 'none' ? 'outline-style' : 'outline-color'),
  'outline-offset': 'outline-offset',
  shadow: (v) => (shadows(v) || (arbitrary(v) && !/^\[color:/.test(v)) ? 'shadow' : 'shadow-color'),
  font: (v) =>
    is('thin extralight light normal medium semibold bold extrabold black')(v) || /^\[\d/.test(v) ? 'font-weight' : 'font-family',
  rounded: (v) => {
    const m = /^(tl|tr|br|bl|ss|se|ee|es|[tblrse])(?:-|$)/.exec(v);
    return m ? `rounded-${m[1]}` : 'rounded';
  },
  flex: (v) => (is('row row-reverse col col-reverse')(v) ? 'flex-direction' : is('wrap wrap-reverse nowrap')(v) ? 'flex-wrap' : 'flex'),
  list: (v) => (is('inside outside')(v) ? 'list-style-position' : 'list-style-type'),
  decoration: (v) =>
    number(v) || v === 'auto' || v === 'from-font'
      ? 'text-decoration-thickness'
      : lineStyles(v) || v === 'wavy'
        ? 'text-decoration-style'
        : 'text-decoration-color',
  object: (v) => (is('contain cover fill none scale-down')(v) ? 'object-fit' : 'object-position'),
  break: (v) => (is('normal words all keep')(v) ? 'break' : undefined),
  content: (v) =>
    arbitrary(v) ? 'content' : is('normal center start end between around evenly baseline stretch')(v) ? 'align-content' : undefined,
  divide: (v) => (number(v) ? undefined : 'divide-color'),
  animate: (v) => (is('spin ping pulse bounce none')(v) || arbitrary(v) ? 'animate' : undefined),
  stroke: (v) => (number(v) ? 'stroke-w' : 'stroke'),
  // Only order's own values: 'order-status' is a word, not a class.
  order: (v) => (number(v) || is('first last none')(v) || arbitrary(v) ? 'order' : undefined),
};
// The rest: the prefix is the group ('overflow-x-auto' is overflow-x, which overflow overrides).
for (const p of words(
  'divide-y divide-x grow shrink resize transition blur backdrop-blur drop-shadow line-clamp col-span row-span grid-cols grid-rows items justify justify-items justify-self self place-items place-content place-self overflow overflow-x overflow-y overscroll overscroll-x overscroll-y leading tracking whitespace hyphens underline-offset opacity z basis aspect cursor select touch pointer-events appearance accent align duration ease delay scale scale-x scale-y rotate translate-x translate-y brightness fill space-x space-y scroll-mt gap gap-x gap-y size w h min-w min-h max-w max-h',
))
  RULES[p] = p;
for (const p of words('from via to')) RULES[p] = (v) => (/%$/.test(v) ? `${p}%` : p);
for (const p of words('p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me inset inset-x inset-y top right bottom left start end'))
  RULES[p] = (v) => (spacing(v) ? p : undefined);

const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: words('inset-x inset-y start end top right bottom left'),
  'inset-x': words('start end right left'),
  'inset-y': words('top bottom'),
  flex: words('basis grow shrink'),
  gap: ['gap-x', 'gap-y'],
  p: words('px py ps pe pt pr pb pl'),
  px: words('ps pe pr pl'),
  py: words('pt pb'),
  m: words('mx my ms me mt mr mb ml'),
  mx: words('ms me mr ml'),
  my: words('mt mb'),
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: words(
    'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
  ),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': words('border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l'),
  'border-w-x': words('border-w-s border-w-e border-w-r border-w-l'),
  'border-w-y': words('border-w-t border-w-b'),
  'border-color': words(
    'border-color-x border-color-y border-color-s border-color-e border-color-t border-color-r border-color-b border-color-l',
  ),
  'border-color-x': words('border-color-s border-color-e border-color-r border-color-l'),
  'border-color-y': words('border-color-t border-color-b'),
};
const ORDER_SENSITIVE = is('* ** after backdrop before details-content file first-letter first-line marker placeholder selection');

/** The class's group, for its base (no variants, no important mark, no postfix such as /90). */
function groupOf(base: string): string | undefined {
  const b = base[0] === '-' ? base.slice(1) : base;
  const keyword = KEYWORDS[b];
  if (keyword) return keyword;
  // The longest prefix with a rule: 'overflow-x-auto' is overflow-x before overflow.
  for (let i = b.lastIndexOf('-'); i > 0; i = b.lastIndexOf('-', i - 1)) {
    const rule = RULES[b.slice(0, i)];
    if (rule === undefined) continue;
    return typeof rule === 'string' ? rule : rule(b.slice(i + 1));
  }
  return undefined;
}

/** Variants in tailwind-merge's canonical order: sorted, except across arbitrary and order-sensitive ones. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === '[' || ORDER_SENSITIVE(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...out, ...run.sort()].join(':');
}

function mergeClasses(list: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = list.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i] as string;
    // Variants end at the last ':' outside brackets; a '/' outside them starts a postfix (bg-primary/90).
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = -1;
    for (let j = 0; j < cls.length; j++) {
      const c = cls[j];
      if (c === '[' || c === '(') depth++;
      else if (c === ']' || c === ')') depth--;
      else if (depth === 0 && c === ':') {
        variants.push(cls.slice(start, j));
        start = j + 1;
      } else if (depth === 0 && c === '/') slash = j;
    }
    let base = cls.slice(start);
    let postfix = slash - start;
    const important = base.endsWith('!') || base.startsWith('!');
    if (important) {
      if (base.startsWith('!')) postfix--;
      base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1);
    }
    // tailwind-merge looks the class up without its postfix first, then with it.
    const group = (postfix > 0 ? groupOf(base.slice(0, postfix)) : undefined) ?? groupOf(base);
    if (group) {
      const key = variantKey(variants) + (important ? '!' : '');
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const g of CONFLICTS[group] ?? []) taken.add(key + g);
    }
    kept.push(cls);
  }
  return kept.reverse().join(' ');
}
