#!/usr/bin/env node
// Hard-coded user-facing English in the web app's components (issue 36): what the pseudo-language would
// leave unmarked. A static reading of each .tsx file, lenient on purpose (it looks for the common shapes,
// not every one): JSX text, the text attributes (aria-label, title, placeholder, label, alt, hint,
// description), and toasts' first argument, written as literals. `node scripts/i18n-hardcoded.mjs` lists
// each file's hits; scripts/i18n.test.ts compares the files with hits against scripts/i18n-pending.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'apps/web/src');

/** The product's own words and codes that stay as they are in every language. */
const NEUTRAL = /^(PRO|DMCA|RSE|OK|vAulth|2FA|NSFW|18\+|[A-Z]{2,5}|[\d\s.,:%+\-–—/·×]+)$/;
/** TypeScript's generic types, which the JSX-text shape also catches in `=> Promise<void>`. */
const TYPE_NAMES = /^(Promise|Record|Array|ReadonlyArray|Map|Set|Partial|Pick|Omit)$/;

const SHAPES = [
  // JSX text between tags on one line: >Some words<
  />\s*([A-Za-z][^<>{}`]*[a-z][^<>{}`]*?)\s*</g,
  // A line of JSX text on its own (multi-line children)
  /^\s+([A-Z][a-z]+(?: [^<>{}=;`]*)?[.?!:]?)\s*$/gm,
  // Text attributes as literals
  /\b(?:aria-label|title|placeholder|label|alt|hint|description)="([^"]*[A-Za-z]{2}[^"]*)"/g,
  // A toast's or a confirm's literal
  /\btoast(?:\.\w+)?\(\s*['"`]([^'"`]*[A-Za-z]{2}[^'"`]*)['"`]/g,
];

function files(dir = src) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!['locales', 'test'].includes(e.name)) out.push(...files(p));
    } else if (e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx')) out.push(p);
  }
  return out.sort();
}

/** One file's hard-coded strings. */
export function hardcodedIn(code) {
  // Comments and the class names say nothing to a user.
  const text = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')
    .replace(/className=(?:"[^"]*"|\{[^}]*\})/g, '');
  const hits = [];
  for (const shape of SHAPES) {
    for (const m of text.matchAll(shape)) {
      const s = m[1].trim();
      if (!s || NEUTRAL.test(s) || TYPE_NAMES.test(s) || /^[a-z][\w.-]*$/.test(s) || /[=;]|=>|&&|\|\||\w\(|\)\s*[?:]|\?\s*\(/.test(s))
        continue;
      hits.push(s);
    }
  }
  return hits;
}

/** Every .tsx file (path from the repository root) with its hard-coded strings; clean files left out. */
export function hardcodedFiles() {
  const out = new Map();
  for (const f of files()) {
    const hits = hardcodedIn(readFileSync(f, 'utf8'));
    if (hits.length) out.set(relative(root, f).split('\\').join('/'), hits);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = hardcodedFiles();
  if (process.argv.includes('--pending')) {
    console.log(`// Web files with hard-coded user-facing English still to convert (issue 36). scripts/i18n.test.ts fails when
// a file not listed has some, and when a listed file has none left: take it off the list as you convert it.
// Regenerate the list with \`node scripts/i18n-hardcoded.mjs --pending > scripts/i18n-pending.ts\` only to take files off.
export const PENDING: string[] = [\n${[...found.keys()].map((f) => `  '${f}',`).join('\n')}\n];`);
  } else {
    for (const [f, hits] of found) console.log(`${f} (${hits.length}): ${hits.slice(0, 3).join(' | ')}`);
    console.log(`${found.size} files with hard-coded strings`);
  }
}
