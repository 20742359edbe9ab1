// The `lighthouse` figure of `npm run bench` (scripts/bench.md): Lighthouse 12's Node API with its
// default (mobile) settings, on the bench's running server, for the public first pages. Debian's
// Chromium (never a downloaded browser), headless, in a throwaway profile; the browser may only reach
// 127.0.0.1 (every other host name resolves to nothing). Each run is bounded in time.
// BENCH_LIGHTHOUSE_JSON_DIR=<dir> also writes each run's full report there (<page>-<run>.json), to read
// audits such as render-blocking-resources, network-requests and long-tasks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The pages visitors land on (issue 33), in the order they run: the marketing pages, then a member's
 * pages (seeded by scripts/bench-visitor-pages.mjs; their paths are given to lighthouseRun) and the two
 * public lists. A page is named by its path, or by what it is when its path is made by the seed.
 */
export const LIGHTHOUSE_PAGES = ['/', '/pricing', '/auth', 'profile', 'listing', 'event', '/business-directory', '/events'];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const METRICS = {
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  fcp_ms: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  speed_index_ms: 'speed-index',
};
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUN_TIMEOUT_MS = 120_000;

const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run of `url` in the launched browser: scores (0-1) and metrics (ms; CLS unitless). */
async function runOnce(url, port) {
  const result = await withTimeout(
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 45_000 }),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const dumpDir = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
  if (dumpDir) {
    mkdirSync(dumpDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    writeFileSync(path.join(dumpDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]));
  // What costs points outside performance: weighted audits that did not pass.
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => {
        // inspector-issues says which kind (e.g. 'Content security policy'); other audits name only themselves.
        const kinds = [...new Set((lhr.audits[ref.id].details?.items ?? []).map((i) => i.issueType).filter(Boolean))];
        return `${c}: ${ref.id}${kinds.length ? ` (${kinds.join(', ')})` : ''}`;
      }),
  );
  return { scores, metrics, failed, warnings: lhr.runWarnings ?? [], lighthouse_version: lhr.lighthouseVersion };
}

/**
 * Runs Lighthouse `runs` times on each page of `base` (one browser for all) and reports per page the
 * median of each score and metric over the runs. `h`: { log, round, cleanups }.
 */
export async function lighthouseRun(h, { base, runs, pages = LIGHTHOUSE_PAGES, seeded = {} }) {
  const { log, round, cleanups } = h;
  const flags = ['--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
  if (process.getuid?.() === 0) flags.push('--no-sandbox');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: flags, logLevel: 'silent', handleSIGINT: false });
  const killSync = () => {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {}
  };
  process.on('exit', killSync);
  let killed = false;
  const kill = async () => {
    if (killed) return;
    killed = true;
    await chrome.kill();
    process.off('exit', killSync);
  };
  cleanups.push(kill);
  const started = Date.now();
  const out = {};
  let version = null;
  let chromiumVersion = null;
  try {
    chromiumVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((r) => r.json())
      .then((j) => j.Browser ?? null)
      .catch(() => null);
    for (const page of pages) {
      const pagePath = page.startsWith('/') ? page : seeded[page];
      if (!pagePath) throw new Error(`lighthouse: no path for the page '${page}' (not seeded)`);
      const samples = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART, more often on a busy machine):
        // that run is taken again, up to twice, instead of failing the whole bench.
        let s;
        for (let attempt = 1; ; attempt++) {
          try {
            s = await runOnce(`${base}${pagePath}`, chrome.port);
            break;
          } catch (e) {
            if (attempt >= 3 || !String(e?.message).includes('NO_NAVSTART')) throw e;
            console.error(`[bench] lighthouse ${page}: no trace recorded (NO_NAVSTART), running it again`);
          }
        }
        version = s.lighthouse_version;
        samples.push(s);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s.scores[c]))]));
      const metrics = Object.fromEntries(
        Object.keys(METRICS).map((k) => [k, round(median(samples.map((s) => s.metrics[k])), k === 'cls' ? 3 : 0)]),
      );
      const warnings = [...new Set(samples.flatMap((s) => s.warnings))];
      const failed = [...new Set(samples.flatMap((s) => s.failed))];
      out[page] = {
        ...(pagePath !== page ? { path: pagePath } : {}),
        scores,
        ...metrics,
        performance_per_run: samples.map((s) => s.scores.performance),
        failed_audits: failed,
        ...(warnings.length ? { warnings } : {}),
      };
      log(
        `lighthouse ${page}: performance ${scores.performance}, accessibility ${scores.accessibility}, seo ${scores.seo}, ` +
          `best practices ${scores['best-practices']}; LCP ${metrics.lcp_ms} ms, TBT ${metrics.tbt_ms} ms, FCP ${metrics.fcp_ms} ms, ` +
          `CLS ${metrics.cls}, SI ${metrics.speed_index_ms} ms`,
      );
    }
  } finally {
    await kill();
  }
  return {
    lighthouse_version: version,
    chromium: chromiumVersion,
    settings: 'default config (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown)',
    runs_per_page: runs,
    aggregate: runs > 1 ? 'median of each figure over the runs' : 'single run',
    duration_s: round((Date.now() - started) / 1000),
    pages: out,
  };
}
