// The escaping template for this feature's server-rendered page: every interpolated value is escaped
// unless it was produced by `html` itself, so a label or title can never become markup. (The same
// small helper as features/seo/html.ts, which another feature may not import.)

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** Markup this feature wrote itself (the icons). */
export const trusted = (s: string) => new SafeHtml(s);

type Value = string | number | SafeHtml | null | undefined | false | readonly Value[];

const render = (v: Value): string => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
};

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
