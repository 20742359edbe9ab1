import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * Well-formed sample inputs made from a route's zod schema (through its JSON schema), so generic
 * tests (the authorization matrix, the fuzz test) can send input a handler would accept and then
 * vary it. Every object property is filled, optional ones too; unions give one sample per branch.
 * A sample is only returned when the schema itself accepts it.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

// Last resorts for patterns: a time of day ('HH:MM'), a hex colour ('#rrggbb'), then empty (a field that may be left blank, e.g. '^$|…').
const STRING_CANDIDATES = [
  'fuzzsample',
  'sample_1',
  'Sample Name',
  'sample-1',
  'abc',
  'a1',
  'SAMPLE',
  '12345',
  'a',
  '09:00',
  '#e11d48',
  '',
];

/** Refinements a JSON schema cannot carry (an e-mail checked by a refine, a URL): guessed from the property name. */
function byName(key: string | undefined, s: JsonSchema): string | undefined {
  const k = (key ?? '').toLowerCase();
  if (k.includes('email')) return `sample${randomBytes(4).toString('hex')}@example.test`;
  if (k.includes('password')) return `Velvet-Rope-${randomBytes(4).toString('hex')}`;
  // Same-site return targets (compliance): a path of this site, never an absolute URL.
  if (k === 'return_url' || k === 'target_url') return '/dashboard';
  if (k === 'domain' || k === 'domain_name') return `sample-${randomBytes(3).toString('hex')}.example.com`;
  if (k.includes('website') || k.endsWith('url')) return 'https://example.com/sample';
  // MB Bookings: an IANA zone (checked by a refine), a calendar date, and a window's end after its start.
  if (k === 'time_zone') return 'UTC';
  // Media safety (issue 18): a 64-bit perceptual hash, 16 hex digits.
  if (k === 'hash' && s.pattern) return '0123456789abcdef';
  if (k === 'date' && s.pattern) return new Date().toISOString().slice(0, 10);
  // A code without a pattern of its own is an authenticator's six digits (the pattern sits behind a transform).
  if (k === 'code' && !s.pattern) return '123456';
  if (k === 'end' && s.pattern?.includes(':')) return '17:00';
  // The lottery's entry window: it closes after it opens (a refine), so the sample closes a day later.
  if (k === 'closes_at') return new Date(Date.now() + 86_400_000).toISOString();
  // MB Trophy's windows follow each other (a refine): nominations open in a day, close in two, voting
  // opens then and closes in three.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  if (k === 'nominations_open_at') return day(1);
  if (k === 'nominations_close_at' || k === 'voting_open_at') return day(2);
  if (k === 'voting_close_at') return day(3);
  // MB Licensing: ISO 3166 country codes (checked by a refine).
  if (k === 'countries' || k === 'country') return 'US';
  // Geo-blocking's places below a country: ISO 3166-2 codes of US states and Canadian provinces (a refine).
  if (k === 'regions') return 'US-TX';
  if (k === 'username') return `sample_${randomBytes(3).toString('hex')}`;
  if (k.endsWith('_id') || k === 'id') return s.format === 'uuid' || !s.pattern ? randomUUID() : undefined;
  return undefined;
}

function sampleString(s: JsonSchema, key?: string): string {
  const named = byName(key, s);
  if (named !== undefined && (!s.maxLength || named.length <= s.maxLength)) return named;
  if (s.format === 'email') return `sample${randomBytes(4).toString('hex')}@example.test`;
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/sample';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return new Date().toISOString().slice(0, 10);
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const fit = (v: string) => {
    let out = v;
    while (out.length < min) out += v;
    return out.slice(0, Math.max(min, Math.min(max, out.length)));
  };
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    for (const c of STRING_CANDIDATES) {
      if (c === '' && min > 0) continue;
      const v = fit(c);
      if (re.test(v)) return v;
    }
  }
  return fit(`sample${randomBytes(3).toString('hex')}`);
}

function variants(s: JsonSchema, depth = 0, key?: string): unknown[] {
  if (depth > 8) return [null];
  if (s.const !== undefined) return [s.const];
  if (s.enum?.length) return [s.enum[0]];
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return branches.flatMap((b) => variants(b, depth + 1, key));
  if (s.allOf?.length) {
    const parts = s.allOf.map((b) => variants(b, depth + 1)[0]);
    return [Object.assign({}, ...parts.filter((p) => p && typeof p === 'object'))];
  }
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return [sampleString(s, key)];
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return [Math.min(lo, s.maximum ?? lo)];
    }
    case 'boolean':
      return [true];
    case 'null':
      return [null];
    case 'array': {
      if (s.prefixItems) return [s.prefixItems.map((p) => variants(p, depth + 1)[0])];
      const n = Math.max(1, s.minItems ?? 0);
      return [Array.from({ length: n }, () => (s.items ? variants(s.items, depth + 1, key)[0] : 'sample'))];
    }
    case 'object':
    case undefined: {
      if (!s.properties) return type === 'object' ? [{}] : ['sample'];
      // One sample per branch of the first property that has several (discriminated unions).
      const base: Record<string, unknown> = {};
      const out: Record<string, unknown>[] = [];
      for (const [k, v] of Object.entries(s.properties)) base[k] = variants(v, depth + 1, k)[0];
      out.push(base);
      for (const [k, v] of Object.entries(s.properties)) {
        const vs = variants(v, depth + 1, k);
        for (const alt of vs.slice(1)) out.push({ ...base, [k]: alt });
      }
      return out;
    }
    default:
      return [null];
  }
}

/** Samples the schema accepts (possibly none: then a test needs an explicit one). */
export function samplesFor(schema: z.ZodType | undefined): unknown[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found: unknown[] = [];
  for (const v of variants(json)) {
    // Optional properties the schema refuses in this combination are dropped one by one.
    let candidate = v;
    if (!schema.safeParse(candidate).success && candidate && typeof candidate === 'object' && !Array.isArray(candidate)) {
      const obj = { ...(candidate as Record<string, unknown>) };
      for (const k of Object.keys(obj)) {
        const without = { ...obj };
        delete without[k];
        if (schema.safeParse(without).success) {
          candidate = without;
          break;
        }
      }
    }
    if (schema.safeParse(candidate).success) found.push(candidate);
  }
  // A patch schema whose fields refuse each other's samples (a listing's rules across fields): each
  // property alone.
  if (found.length === 0) {
    for (const v of variants(json)) {
      if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
      for (const [k, x] of Object.entries(v)) if (schema.safeParse({ [k]: x }).success) found.push({ [k]: x });
      if (found.length) break;
    }
  }
  return found;
}

/** Paths (arrays of keys) to every string inside a value. */
export function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

/** Paths to every leaf (strings, numbers, booleans, null) and every object/array inside a value, root excluded. */
export function fieldPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const own = at.length ? [at] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => fieldPaths(v, [...at, i]))];
  if (value && typeof value === 'object') return [...own, ...Object.entries(value).flatMap(([k, v]) => fieldPaths(v, [...at, k]))];
  return own;
}

/** A deep copy of value with the thing at path replaced. */
export function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withValue(v, rest, replacement) : v));
  const obj = { ...(value as Record<string, unknown>) };
  obj[head] = withValue(obj[head], rest, replacement);
  return obj;
}

export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);
}
