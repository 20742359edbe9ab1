import sanitizeHtml from 'sanitize-html';

// validate_and_sanitize_input (spec §7) and the suspicious-input patterns that security events record.

/**
 * Control characters that have no place in text a person typed: C0 (NUL included) except tab, line
 * feed and carriage return, DEL, C1, and the bidirectional overrides that make text read differently
 * from how it is stored ("Trojan Source").
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What rich text may keep: structure and emphasis, links to the web or e-mail. No images (uploads
 * have their own path through moderation), no style, no classes, no ids, no event handlers.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea, option: dropped with their content; other tags lose the tag, keep the text.
  disallowedTagsMode: 'discard',
  // Member-written links neither pass the page's authority nor get a handle on the opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer' }) },
};

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\ud800-\udbff]/.test(s[max - 1] ?? '') ? max - 1 : max;
  return s.slice(0, end);
}

export interface SanitizeOptions {
  maxLength: number;
  /** Keep a safe subset of HTML (RICH_TEXT); otherwise the text is plain and no markup is touched. */
  allowHtml?: boolean;
}

/**
 * validate_and_sanitize_input (spec §7): strips NUL and other control characters, normalizes line
 * ends, trims, and caps the length; with allowHtml, the HTML is cleaned to the allow-list above first
 * (and again after a cut, so a cut never leaves an open tag behind). Plain text is returned as text:
 * it is the renderer's job to escape it (React does), so `<` stays `<` rather than becoming `&lt;`.
 */
export function validateAndSanitizeInput(text: string, opts: SanitizeOptions): string {
  const max = Math.max(0, Math.floor(opts.maxLength));
  let s = text.replace(CONTROL, '').replace(/\r\n?/g, '\n');
  if (!opts.allowHtml) return cut(s.trim(), max).trim();
  s = sanitizeHtml(s, RICH_TEXT).trim();
  // Escaping can make a cut text longer again (a half tag becomes &lt;...): cut shorter until it fits.
  for (let limit = max; s.length > max && limit > 0; limit -= Math.max(1, s.length - max)) {
    s = sanitizeHtml(cut(s, limit), RICH_TEXT).trim();
  }
  return s.length > max ? '' : s;
}

/**
 * Patterns that ordinary members do not type: markup that runs script, SQL injection idioms, NUL.
 * Every repetition is bounded (no two unbounded runs that can split the same spaces), so hostile
 * input costs linear time: a unit test feeds each pattern a megabyte of '<', quotes and spaces.
 */
export const SUSPICIOUS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['nul_byte', /\u0000/],
  ['script_tag', /<\s{0,10}\/?\s{0,10}script\b/i],
  ['embedded_frame', /<\s{0,10}(?:iframe|object|embed|frameset)\b/i],
  ['event_handler', /<[a-z][^<>]{0,200}?[\s/]on[a-z]{3,20}\s{0,10}=/i],
  ['javascript_url', /(?:javascript|vbscript)\s{0,10}:[^\s]{0,100}?[(`]/i],
  ['data_html_url', /data\s{0,10}:\s{0,10}text\/html/i],
  ['sql_tautology', /['"]\s{0,10}\)?\s{0,10}(?:or|and)\s{1,10}['"]?\w{1,20}['"]?\s{0,10}=\s{0,10}['"]?\w{1,20}/i],
  ['sql_union', /\bunion\s{1,10}(?:all\s{1,10})?select\b/i],
  ['sql_statement', /['";]\s{0,10};?\s{0,10}(?:drop|truncate|alter)\s{1,10}(?:table|database)\b/i],
  ['sql_delay', /\b(?:pg_sleep|sleep|benchmark|waitfor\s{1,10}delay)\s{0,10}\(/i],
];

/** Longest stretch of one string that is checked: enough for any payload, bounded for a flood. */
export const SCAN_MAX = 20_000;

/** The names of the suspicious patterns a text contains (empty when it looks ordinary). */
export function findSuspiciousPatterns(text: string): string[] {
  const s = text.length > SCAN_MAX ? text.slice(0, SCAN_MAX) : text;
  return SUSPICIOUS.filter(([, re]) => re.test(s)).map(([name]) => name);
}

/** Fields never looked into: secrets are not for logs or events, whatever they contain. */
const SECRET_FIELD = /pass|token|secret|otp|code_verifier/i;

export interface SuspiciousFinding {
  /** Where it was: `body.bio`, `query.q`, `params.id`. */
  field: string;
  patterns: string[];
}

/**
 * Walks request input (params, query, a JSON body) for suspicious strings; names fields and
 * patterns, never the text itself. Bounded: 5 levels deep, 500 strings.
 */
export function scanInput(input: Record<string, unknown>): SuspiciousFinding[] {
  const found: SuspiciousFinding[] = [];
  let budget = 500;
  const walk = (value: unknown, path: string, depth: number) => {
    if (budget <= 0 || found.length >= 20) return;
    if (typeof value === 'string') {
      budget--;
      const patterns = findSuspiciousPatterns(value);
      if (patterns.length) found.push({ field: path, patterns });
      return;
    }
    if (depth >= 5 || value === null || typeof value !== 'object') return;
    for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      if (typeof k === 'string' && SECRET_FIELD.test(k)) continue;
      walk(v, `${path}.${k}`, depth + 1);
    }
  };
  for (const [part, value] of Object.entries(input)) walk(value, part, 0);
  return found;
}
