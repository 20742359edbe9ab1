import { errorBodySchema } from '@mb/contract/common';
import { type RouteDef, routes } from '@mb/contract/routes';
import { z } from 'zod';

const json = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });

/** OpenAPI 3.1 generated from the contract's route table; served at /api/docs. */
export function buildOpenApi(opts: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
    const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: Record<string, unknown> = {
      operationId: name,
      summary: def.summary,
      tags: [def.tag],
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: def.response ? { 'application/json': { schema: json(def.response, 'output') } } : undefined,
        },
        default: { description: 'Error', content: { 'application/json': { schema: json(errorBodySchema, 'output') } } },
      },
    };
    if (def.access !== 'public') op.security = [{ bearer: [] }];
    if (def.rateLimit?.length) {
      (op.responses as Record<string, unknown>)['429'] = {
        description: `Throttled (${def.rateLimit.join(', ')}): RateLimit-Limit/Remaining/Reset on every answer, Retry-After on this one`,
        content: { 'application/json': { schema: json(errorBodySchema, 'output') } },
      };
    }
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
