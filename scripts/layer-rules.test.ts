// The layer rules (docs/ARCHITECTURE.md, "Layers") are Biome `noRestrictedImports` overrides in biome.json,
// so `npm test`'s lint step fails on a wrong import with a message naming the rule. This test proves the
// rules bite: it lints probe files, laid out like the real tree, with the project's own biome.json, and
// checks that each wrong import is refused by the rule meant for it and each right one passes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

/** [file the import is written in, what it imports, the rule that must refuse it (null: allowed)]. */
const PROBES: [string, string, string | null][] = [
  // Server: platform is the floor.
  ['apps/server/src/platform/db/probe.ts', '../../features/auth/service.ts', 'server-platform-is-the-floor'],
  ['apps/server/src/platform/probe.ts', '../http/route.ts', 'server-platform-is-the-floor'],
  ['apps/server/src/platform/probe.ts', '../app.ts', 'server-platform-is-the-floor'],
  ['apps/server/src/platform/probe.ts', './db/client.ts', null],
  ['apps/server/src/platform/probe.ts', '@mb/contract/ui-text', null],
  // Server: http/ knows no feature.
  ['apps/server/src/http/probe.ts', '../features/auth/repository.ts', 'server-http-knows-no-feature'],
  ['apps/server/src/http/probe.ts', '../features/seo/meta.ts', 'server-http-knows-no-feature'],
  ['apps/server/src/http/probe.ts', '../platform/errors.ts', null],
  // Server: features reach each other through their index only (what each says others may call).
  ['apps/server/src/features/seo/probe.ts', '../blog/repository.ts', 'server-feature-via-index'],
  ['apps/server/src/features/profiles/probe.ts', '../storage/routes.ts', 'server-feature-via-index'],
  ['apps/server/src/features/profiles/probe.ts', '../auth/presenter.ts', 'server-feature-via-index'],
  ['apps/server/src/features/seo/probe.ts', '../blog/index.ts', null],
  ['apps/server/src/features/seo/probe.ts', '../blog/service.ts', 'server-feature-via-index'],
  ['apps/server/src/features/seo/deep/probe.ts', '../../blog/index.ts', null],
  ['apps/server/src/features/seo/probe.ts', './html.ts', null],
  ['apps/server/src/features/seo/probe.ts', '../../http/route.ts', 'server-feature-core-knows-no-http'],
  ['apps/server/src/features/seo/probe.ts', '../../platform/context.ts', null],
  ['apps/server/src/features/seo/deep/probe.ts', '../../blog/repository.ts', 'server-feature-via-index'],
  ['apps/server/src/features/seo/probe.ts', '../../app.ts', 'server-root-on-top'],
  // Server: only routes.ts speaks HTTP; the rest of a feature stands on platform/.
  ['apps/server/src/features/blog/service.ts', '../../http/errors.ts', 'server-feature-core-knows-no-http'],
  ['apps/server/src/features/blog/repository.ts', '../../http/context.ts', 'server-feature-core-knows-no-http'],
  ['apps/server/src/features/blog/service.ts', '../../platform/errors.ts', null],
  ['apps/server/src/features/blog/routes.ts', '../../http/route.ts', null],
  ['apps/server/src/features/blog/routes.ts', '../auth/repository.ts', 'server-feature-via-index'],
  // Server: a schema names another feature's table, nothing more.
  ['apps/server/src/features/staff/schema.ts', '../auth/schema.ts', null],
  ['apps/server/src/features/staff/schema.ts', '../auth/service.ts', 'server-schema-via-schema'],
  // Server: only repositories touch the database.
  ['apps/server/src/features/blog/routes.ts', 'drizzle-orm', 'server-db-in-repository'],
  ['apps/server/src/features/blog/service.ts', './schema.ts', 'server-db-in-repository'],
  ['apps/server/src/features/blog/repository.ts', 'drizzle-orm', null],
  // Server: the built-in compliance hub is another system, reached over HTTP only.
  ['apps/server/src/features/compliance/probe.ts', '../../hub/service.ts', 'server-hub-over-http'],
  ['apps/server/src/features/compliance/routes.ts', '../../hub/plugin.ts', 'server-hub-over-http'],
  ['apps/server/src/hub/probe.ts', '../features/compliance/service.ts', 'server-hub-stands-apart'],
  ['apps/server/src/hub/probe.ts', '../http/route.ts', 'server-hub-stands-apart'],
  ['apps/server/src/hub/probe.ts', '../platform/hub-protocol.ts', null],
  ['apps/server/src/features/compliance/probe.ts', '../../platform/hub-protocol.ts', null],
  // Server: the built-in payment provider likewise.
  ['apps/server/src/features/billing/probe.ts', '../../paybox/service.ts', 'server-paybox-over-http'],
  ['apps/server/src/features/billing/routes.ts', '../../paybox/plugin.ts', 'server-paybox-over-http'],
  ['apps/server/src/paybox/probe.ts', '../features/billing/service.ts', 'server-paybox-stands-apart'],
  ['apps/server/src/paybox/probe.ts', '../http/route.ts', 'server-paybox-stands-apart'],
  ['apps/server/src/paybox/probe.ts', '../platform/paybox-protocol.ts', null],
  ['apps/server/src/features/push/probe.ts', '../../pushbox/service.ts', 'server-pushbox-over-http'],
  ['apps/server/src/pushbox/probe.ts', '../features/push/service.ts', 'server-pushbox-stands-apart'],
  ['apps/server/src/features/billing/probe.ts', '../../platform/paybox-protocol.ts', null],
  // Contract stands alone.
  ['packages/contract/src/probe.ts', '../../../apps/server/src/platform/config.ts', 'contract-stands-alone'],
  // Web: lib is the floor, components know no feature, features never import app/.
  ['apps/web/src/lib/probe.ts', '../features/profiles', 'web-lib-is-the-floor'],
  ['apps/web/src/lib/probe.ts', '../components/ui/button', 'web-lib-is-the-floor'],
  ['apps/web/src/components/page/probe.tsx', '../../features/blog', 'web-components-know-no-feature'],
  ['apps/web/src/components/page/probe.tsx', '../../app/guards', 'web-components-know-no-feature'],
  ['apps/web/src/components/page/probe.tsx', '../../lib/api', null],
  ['apps/web/src/features/profiles/probe.tsx', '../../app/guards', 'web-feature-not-app'],
  ['apps/web/src/features/settings/probe.tsx', '../profiles/queries', 'web-feature-via-index'],
  ['apps/web/src/features/settings/sub/probe.tsx', '../../profiles/queries', 'web-feature-via-index'],
  ['apps/web/src/features/settings/probe.tsx', '../profiles', null],
  ['apps/web/src/features/settings/probe.tsx', '../profiles/index', null],
  ['apps/web/src/features/settings/probe.tsx', './account-tab', null],
  ['apps/web/src/features/settings/probe.tsx', '../../components/ui/button', null],
  ['apps/web/src/app/probe.tsx', '../features/profiles/queries', null],
  // Web: toasts through lib/toast.ts, which loads sonner with the first toast (not with the first page).
  ['apps/web/src/features/settings/probe.tsx', 'sonner', 'web-toast-via-lib'],
  ['apps/web/src/features/settings/sub/probe.tsx', 'sonner', 'web-toast-via-lib'],
  ['apps/web/src/app/shell/probe.tsx', 'sonner', 'web-toast-via-lib'],
  ['apps/web/src/lib/probe.ts', 'sonner', 'web-toast-via-lib'],
  ['apps/web/src/components/page/probe.tsx', 'sonner', 'web-toast-via-lib'],
  ['apps/web/src/lib/toast.ts', 'sonner', null],
  ['apps/web/src/lib/toast.ts', '../features/profiles', 'web-lib-is-the-floor'],
  ['apps/web/src/components/ui/sonner-toaster.tsx', 'sonner', null],
  ['apps/web/src/components/ui/sonner-toaster.tsx', '../../features/blog', 'web-components-know-no-feature'],
];

let dir = '';
/** For each probe: the layer rules Biome named on its line. */
const found = new Map<number, string[]>();

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mb-layers-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  // Probes in the same file become one import per line, so each diagnostic's line names its probe.
  const files = new Map<string, number[]>();
  PROBES.forEach(([file], i) => {
    files.set(file, [...(files.get(file) ?? []), i]);
  });
  const byLine = new Map<string, number>();
  for (const [file, cases] of files) {
    const p = path.join(dir, file);
    mkdirSync(path.dirname(p), { recursive: true });
    const lines = cases.map((i, n) => {
      byLine.set(`${file}:${n + 1}`, i);
      return `import * as m${n} from '${PROBES[i]?.[1]}';`;
    });
    writeFileSync(p, `${lines.join('\n')}\nexport const x = [${cases.map((_, n) => `m${n}`).join(', ')}];\n`);
  }
  let out: string;
  try {
    out = execFileSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    // Biome exits non-zero when it found errors; its report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { diagnostics: { message: string; location: { path: string; start: { line: number } } }[] };
  for (const d of report.diagnostics) {
    const rule = /\[layer ([a-z-]+)\]/.exec(d.message)?.[1];
    const i = byLine.get(`${d.location.path}:${d.location.start.line}`);
    if (rule && i !== undefined) found.set(i, [...(found.get(i) ?? []), rule]);
  }
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('layer rules', () => {
  PROBES.forEach(([file, spec, rule], i) => {
    it(`${file} importing ${spec}: ${rule ? `refused by ${rule}` : 'allowed'}`, () => {
      expect(found.get(i) ?? []).toEqual(rule ? [rule] : []);
    });
  });

  it('the real tree passes (npm test lints it; this only checks the probes reached Biome)', () => {
    expect(found.size).toBeGreaterThan(0);
  });
});
