// The web app's messages as written in its code: `t('area.key', 'English text', values?)` (docs/ARCHITECTURE.md
// "Languages"). Read by the extraction (scripts/i18n-extract.mjs writes src/locales/en.ts), its check
// (scripts/i18n.test.ts) and the build's plugin (vite.config.ts compiles the English ICU messages).
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

/** The build's plugin: an English message with ICU syntax becomes Lingui's compiled form, so the browser needs no parser for English. */
export function linguiInline() {
  return {
    name: 'mb-lingui-inline',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('t(')) return null;
      let changed = false;
      const out = code.replace(MESSAGE_CALL, (all, call, q, msgId, comma, _q2, body) => {
        const text = unescapeLiteral(body);
        if (!text.includes('{')) return all;
        changed = true;
        return `${call}${q}${msgId}${q}${comma}${JSON.stringify(compileMessage(text))}`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
