import { errorBodySchema } from '@mb/contract/common';
import type { RouteDef } from '@mb/contract/route-def';
import { routes } from '@mb/contract/routes';
import { z } from 'zod';

const json = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/**
 * The refusals every route can give, documented once and referred to by each operation that can give
 * them. What applies follows from the route's contract entry, as handle() applies it (http/route.ts).
 */
const REFUSALS = {
  BadRequest: errorResponse('The input is not valid: `fields` names each field that is wrong'),
  Unauthenticated: errorResponse('Not signed in, or the session has ended'),
  Forbidden: errorResponse('Signed in, but not allowed (a staff rule, a sub-user role, a setting or the policy of the item)'),
  NotFound: errorResponse('No such item, or none this caller may see'),
  PayloadTooLarge: errorResponse('The file is larger than this route takes'),
  UnsupportedMediaType: errorResponse('The file is not of a type this route takes (judged by its bytes)'),
  Unprocessable: errorResponse('The file did not pass the upload check'),
  Throttled: {
    description: 'Too many requests: RateLimit-Limit/Remaining/Reset on every answer, Retry-After on this one',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    content: { 'application/json': { schema: ERROR_REF } },
  },
} as const;
const ref = (name: keyof typeof REFUSALS) => ({ $ref: `#/components/responses/${name}` });

/** The 4xx answers one route can give: every check of handle() that applies to it. */
function refusals(def: RouteDef): Record<string, unknown> {
  const out: Record<string, unknown> = {
    // Every route's params, query and body are checked (characters PostgreSQL cannot store, then the schema).
    '400': ref('BadRequest'),
  };
  if (def.access !== 'public') {
    out['401'] = ref('Unauthenticated');
    // Staff rules, and a delegated sub-user's role, refuse before the handler on any signed-in route.
    out['403'] = ref('Forbidden');
  }
  if (/:[A-Za-z_]+/.test(def.path)) out['404'] = ref('NotFound');
  if (def.multipart) {
    out['413'] = ref('PayloadTooLarge');
    out['415'] = ref('UnsupportedMediaType');
    out['422'] = ref('Unprocessable');
  }
  // Declared throttles, and the default one every write gets (http/rate-limit.ts).
  if (def.rateLimit?.length || def.method !== 'GET') out['429'] = ref('Throttled');
  return out;
}

/**
 * OpenAPI 3.1 generated from the contract's route table; served at /api/docs. Held to Redocly's
 * recommended rules like the public API's document (openapi.test.ts): every operation says its
 * security (an empty list when public) and its 4xx answers, and the server is named.
 */
export function buildOpenApi(opts: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      tags: [def.tag],
      security: def.access === 'public' ? [] : [{ bearer: [] }],
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: def.response ? { 'application/json': { schema: json(def.response, 'output') } } : undefined,
        },
        ...refusals(def),
        default: { description: 'Error', content: { 'application/json': { schema: ERROR_REF } } },
      },
    };
    if (def.rateLimit?.length) op['x-rate-limits'] = def.rateLimit;
    if (def.body) op.requestBody = { required: true, content: { 'application/json': { schema: json(def.body, 'input') } } };
    if (def.multipart) {
      op.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
      };
    }
    if (def.query) {
      const q = json(def.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      op.parameters = Object.entries(q.properties ?? {}).map(([n, schema]) => ({
        name: n,
        in: 'query',
        required: q.required?.includes(n) ?? false,
        schema,
      }));
    }
    if (def.params) {
      const p = json(def.params, 'input') as { properties?: Record<string, unknown> };
      op.parameters = [
        ...((op.parameters as unknown[]) ?? []),
        ...Object.entries(p.properties ?? {}).map(([n, schema]) => ({ name: n, in: 'path', required: true, schema })),
      ];
    }
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[def.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: `${opts.title} API`, version: opts.version },
    servers: [{ url: opts.serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: json(errorBodySchema, 'output') },
      responses: REFUSALS,
    },
    paths,
  };
}
