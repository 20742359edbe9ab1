// The web app's messages as written in its code: `t('area.key', 'English text', values?)` (docs/ARCHITECTURE.md
// "Languages"). Read by the extraction (scripts/i18n-extract.mjs writes src/locales/en.ts), its check
// (scripts/i18n.test.ts) and the build's plugin (vite.config.ts compiles the English ICU messages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A `t(` call with a literal id and a literal English message, in single or double quotes. */
export const MESSAGE_CALL = /(\bt\(\s*)(['"])([A-Za-z0-9_.-]+)\2(\s*,\s*)(['"])((?:\\.|(?!\5)[^\\\n])*)\5/g;

/** The text of a JS string literal's body. */
export function unescapeLiteral(body) {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e) => {
    if (e[0] === 'u') return String.fromCodePoint(Number.parseInt(e.replace(/[u{}]/g, ''), 16));
    if (e[0] === 'x') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r' }[e] ?? e;
  });
}

/** Every message of one file: [id, English text]. */
export function messagesOf(code) {
  return [...code.matchAll(MESSAGE_CALL)].map((m) => [m[3], unescapeLiteral(m[6])]);
}

/** The app's source files that hold messages (what scripts/i18n-extract.mjs reads too). */
export function messageSourceFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'locales' && e.name !== 'test') out.push(...messageSourceFiles(p));
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

/** A short id for each message id of the app, the same in every build of the same source. */
export function shortIds(srcDir) {
  const ids = new Set();
  for (const file of messageSourceFiles(srcDir)) for (const [id] of messagesOf(readFileSync(file, 'utf8'))) ids.add(id);
  return new Map([...ids].sort().map((id, i) => [id, i.toString(36)]));
}

/** A catalogue's keys (`  'area.key': ...` at a line's start, as the catalogues are written). */
const CATALOGUE_KEY = /^(\s*)(['"])([A-Za-z0-9_.-]+)\2(\s*:)/gm;

/**
 * The build's plugin. An English message with ICU syntax becomes Lingui's compiled form, so the browser
 * needs no parser for English. And every message id becomes a short one (`'public.hero.title'` → `'4f'`)
 * in the code and in the other languages' catalogues alike: the ids are for people reading the source,
 * and in the browser they were bytes on every page and in every catalogue. The browser build and the
 * server bundle are built from the same source, so they agree.
 */
export function linguiInline() {
  let short = new Map();
  return {
    name: 'mb-lingui-inline',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      short = shortIds(join(import.meta.dirname, 'src'));
    },
    transform(code, id) {
      if (/[\\/]src[\\/]locales[\\/](?!en\.|compile\.)[^\\/]+\.ts$/.test(id)) {
        return {
          code: code.replace(CATALOGUE_KEY, (all, space, _q, key, colon) =>
            short.has(key) ? `${space}${JSON.stringify(short.get(key))}${colon}` : all,
          ),
          map: null,
        };
      }
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('t(')) return null;
      let changed = false;
      const out = code.replace(MESSAGE_CALL, (all, call, _q, msgId, comma, q2, body) => {
        const text = unescapeLiteral(body);
        const to = short.get(msgId) ?? msgId;
        if (!text.includes('{') && to === msgId) return all;
        changed = true;
        const message = text.includes('{') ? JSON.stringify(compileMessage(text)) : `${q2}${body}${q2}`;
        return `${call}${JSON.stringify(to)}${comma}${message}`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
