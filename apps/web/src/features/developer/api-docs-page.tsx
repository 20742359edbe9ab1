import { FileCode } from 'lucide-react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { t } from '../../lib/i18n';
import { DeveloperSettingsHeader } from './developer-nav';
import { usePublicApiDocument } from './queries';

// The public API's documentation, drawn from its OpenAPI document (GET /api/public/v1/openapi.json):
// endpoints, their scope, parameters, body and an example curl against this site's address.

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
}
interface Operation {
  operationId: string;
  summary: string;
  'x-scope'?: string | null;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { description: string; content?: { 'application/json'?: { schema: Schema } } }>;
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** A short type for a schema: `string (uuid)`, `"a" | "b"`, `object[]`. */
function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  const ty = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  if (ty === 'array') return `${typeOf(s.items)}[]`;
  return s.format ? `${ty} (${s.format})` : ty;
}

/** An example value of a schema, for the curl body and the response sketch. */
function example(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return example(s.anyOf[0], depth + 1);
  const ty = Array.isArray(s.type) ? s.type[0] : s.type;
  if (ty === 'object' && s.properties) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, example(v, depth + 1)]));
  if (ty === 'array') return [example(s.items, depth + 1)];
  if (ty === 'integer' || ty === 'number') return 0;
  if (ty === 'boolean') return true;
  if (ty === 'null') return null;
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return ty === 'string' ? 'string' : null;
}

const METHOD: Record<string, 'success' | 'info' | 'warning'> = { get: 'success', post: 'info', delete: 'warning' };

export default function ApiDocsPage() {
  usePageMeta(
    `${t('developer.docs.title', 'API docs')} · ${t('developer.title', 'Developer Settings')}`,
    t('developer.docs.meta', 'The public REST API of your enterprise’s linked studios: endpoints, scopes and examples.'),
  );
  const q = usePublicApiDocument();
  const doc = q.data as Document | undefined;
  const base = window.location.origin;
  const ops = doc
    ? Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op })))
    : [];
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="developer-settings-title">
      <DeveloperSettingsHeader
        description={t(
          'developer.docs.description',
          'The public REST API: what each endpoint answers, the scope it needs, and how to call it.',
        )}
      />
      {q.isPending ? (
        <Loading label={t('developer.docs.loading', 'Loading the API docs...')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={t('developer.docs.loadFailed', 'Could not load the API docs')}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : !doc || ops.length === 0 ? (
        <EmptyState icon={FileCode} title={t('developer.docs.noEndpoints', 'No endpoints')}>
          {t('developer.docs.noEndpointsText', 'The API document lists no endpoints.')}
        </EmptyState>
      ) : (
        <div className="grid gap-6" data-testid="api-docs">
          <div className="grid gap-2 rounded-lg border bg-card p-4 text-sm text-card-foreground">
            <h2 className="text-lg font-semibold">
              {doc.info.title} <span className="text-sm font-normal text-muted-foreground">v{doc.info.version}</span>
            </h2>
            <p className="text-muted-foreground">{doc.info.description}</p>
            <p>
              {t('developer.docs.baseUrl', 'Base URL:')}{' '}
              <code className="break-all rounded bg-muted px-1 py-0.5 font-mono text-xs">{base}</code> ·{' '}
              {t('developer.docs.machine', 'Machine-readable:')}{' '}
              <a href="/api/public/v1/openapi.json" className="underline underline-offset-4">
                openapi.json
              </a>
            </p>
          </div>
          {ops.map(({ path, method, op }) => (
            <Endpoint key={`${method} ${path}`} base={base} path={path} method={method} op={op} />
          ))}
        </div>
      )}
    </section>
  );
}

function Endpoint({ base, path, method, op }: { base: string; path: string; method: string; op: Operation }) {
  const body = op.requestBody?.content['application/json'].schema;
  const ok = op.responses['200']?.content?.['application/json']?.schema;
  const curl = [
    `curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} "${base}${path}"`,
    '  -H "Authorization: Bearer $MB_API_KEY"',
    ...(body ? ['  -H "Content-Type: application/json"', `  -d '${JSON.stringify(example(body))}'`] : []),
  ].join(' \\\n');
  return (
    <article
      className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      id={op.operationId}
      data-testid="api-endpoint"
    >
      <header className="grid gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant={METHOD[method] ?? 'outline'}>{method.toUpperCase()}</Badge>
          <code className="min-w-0 break-all font-mono text-sm">{path}</code>
        </div>
        <h3 className="font-medium">{op.summary}</h3>
        <p className="text-xs text-muted-foreground">
          {t('developer.docs.scope', 'Scope:')}{' '}
          {op['x-scope'] ? <code className="font-mono">{op['x-scope']}</code> : t('developer.docs.anyKey', 'any valid key')}
        </p>
      </header>
      {op.parameters?.length ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">{t('developer.docs.parameters', 'Parameters')}</h4>
          <ul className="grid gap-1 text-sm">
            {op.parameters.map((p) => (
              <li key={`${p.in}:${p.name}`} className="flex flex-wrap gap-x-2">
                <code className="font-mono">{p.name}</code>
                <span className="text-muted-foreground">
                  {p.in}, {typeOf(p.schema)}
                  {p.required ? `, ${t('developer.docs.required', 'required')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {body ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">{t('developer.docs.body', 'Body')}</h4>
          <ul className="grid gap-1 text-sm">
            {Object.entries(body.properties ?? {}).map(([name, s]) => (
              <li key={name} className="flex flex-wrap gap-x-2">
                <code className="font-mono">{name}</code>
                <span className="text-muted-foreground">
                  {typeOf(s)}
                  {body.required?.includes(name) ? `, ${t('developer.docs.required', 'required')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">{t('developer.docs.example', 'Example')}</h4>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">{curl}</pre>
      </div>
      {ok ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{t('developer.docs.response', 'Response (200)')}</summary>
          <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-muted p-3 font-mono text-xs">
            {JSON.stringify(example(ok), null, 2)}
          </pre>
        </details>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('developer.docs.errors', 'Errors:')}{' '}
        {Object.keys(op.responses)
          .filter((s) => s !== '200')
          .join(', ')}{' '}
        {t('developer.docs.as', 'as')} <code className="font-mono">{'{ "error": { "code", "message" } }'}</code>.
      </p>
    </article>
  );
}
