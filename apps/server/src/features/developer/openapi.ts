import { errorBodySchema } from '@mb/contract/common';
import { API_RATE_LIMIT, API_SCOPE_AREAS, API_SCOPE_LABELS } from '@mb/contract/developer';
import { type PublicApiRouteDef, publicApiRoutes } from '@mb/contract/public-api';
import { z } from 'zod';

const json = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const RATE_HEADERS = {
  'RateLimit-Limit': { description: `Requests allowed per window (${API_RATE_LIMIT.max})`, schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in this window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
};

const error = (description: string, headers = true) => ({
  description,
  ...(headers ? { headers: RATE_HEADERS } : {}),
  content: { 'application/json': { schema: json(errorBodySchema, 'output') } },
});

/**
 * The public REST API as an OpenAPI 3.1 document (GET /api/public/v1/openapi.json), generated from the
 * contract's public-api.ts table: the same zod schemas validate the requests and check the answers.
 */
export function buildPublicOpenApi(opts: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(publicApiRoutes) as [string, PublicApiRouteDef][]) {
    const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const scope = def.scope ? `${def.scope.area}:${def.scope.level}` : null;
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      tags: [def.scope?.area ?? 'studios'],
      security: [{ apiKey: scope ? [scope] : [] }],
      'x-scope': scope,
      responses: {
        '200': {
          description: 'Success',
          headers: RATE_HEADERS,
          content: { 'application/json': { schema: json(def.response, 'output') } },
        },
        '400': error('The input is not valid (fields name what is wrong)'),
        '401': error('No API key, or one that is unknown, revoked or expired', false),
        '403': error(scope ? `The key lacks the scope ${scope}` : 'Refused'),
        '404': error('No such studio linked to your enterprise (or no such item of it)'),
        '429': {
          ...error(`More than ${API_RATE_LIMIT.max} requests in ${API_RATE_LIMIT.windowSeconds} s with this key`),
          headers: { ...RATE_HEADERS, 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
        },
      },
    };
    const parameters: unknown[] = [];
    if (def.params) {
      const p = json(def.params, 'input') as { properties?: Record<string, unknown> };
      for (const [n, schema] of Object.entries(p.properties ?? {})) parameters.push({ name: n, in: 'path', required: true, schema });
    }
    if (def.query) {
      const q = json(def.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [n, schema] of Object.entries(q.properties ?? {}))
        parameters.push({ name: n, in: 'query', required: q.required?.includes(n) ?? false, schema });
    }
    if (parameters.length) op.parameters = parameters;
    if (def.body) op.requestBody = { required: true, content: { 'application/json': { schema: json(def.body, 'input') } } };
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[def.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${opts.title} public API`,
      version: opts.version,
      description: [
        "Read your enterprise's linked studios from your own systems. Authenticate every request with an API key",
        'made on Developer Settings, as the header Authorization: Bearer mbk_live_….',
        'A key answers only for studios actively linked to your enterprise; a studio unlinked is 404 at once.',
        `Each key may make ${API_RATE_LIMIT.max} requests a minute; every answer carries RateLimit-Limit,`,
        'RateLimit-Remaining and RateLimit-Reset, and a refusal is 429 with Retry-After.',
        'Scopes are per area, read or write (write includes read). Errors are JSON: { "error": { "code", "message" } }.',
      ].join(' '),
    },
    servers: [{ url: opts.serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'mbk_live_…', description: 'An API key' } },
    },
    tags: [
      { name: 'studios', description: 'Your linked studios (any valid key)' },
      ...API_SCOPE_AREAS.map((a) => ({ name: a, description: `${API_SCOPE_LABELS[a].hint} Scopes ${a}:read, ${a}:write.` })),
    ],
    paths,
  };
}
