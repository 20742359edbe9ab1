import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests over the built app (scripts/e2e.mjs builds first) with a fresh DATA_DIR, in Debian's
// Chromium: never a downloaded browser.
const port = Number(process.env.E2E_PORT ?? 3900);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;
// The compliance hub's DNS TXT proofs resolve through a local DNS server (e2e/dns-server.ts) on its own
// UDP port; its records file is named here once and inherited by the workers that write it.
process.env.E2E_DNS_PORT ??= String(port + 1000);
process.env.E2E_DNS_RECORDS ??= path.join(mkdtempSync(path.join(os.tmpdir(), 'mb-e2e-dns-')), 'records.json');

// Chromium 15x prewarms its omnibox popups as WebUI pages (chrome://omnibox-popup.top-chrome), two
// renderers per browser that redraw at every navigation: in headless runs they took about a third of
// Chromium's CPU (scripts/bench.md "Test time"). They are turned off. A second --disable-features replaces
// the first, so Playwright's own list (chromiumSwitches.ts in playwright-core 1.65) is repeated before them.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export default defineConfig({
  testDir: './specs',
  globalSetup: './dns-server.ts',
  // Room for a loaded machine (the suite has met load averages of 30 on 2 cores): limits only bite on a hang.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A server that stops answering fails every test after it, each at its full timeout: in CI the run
  // ends after this many failures, so the report comes in time and shows the first ones.
  maxFailures: process.env.CI ? 30 : 0,
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  // scripts/e2e.mjs gives each run its own folder, so parallel runs do not wipe each other's traces.
  outputDir: process.env.E2E_OUTPUT ?? path.join(os.tmpdir(), 'mb-e2e-results'),
  use: {
    baseURL,
    // Recording a trace (a snapshot at every action, a screencast) cost a quarter of the tier's CPU on
    // tests that pass (scripts/bench.md "Test time"): it is kept for a retry (CI retries once). For a
    // trace of a first failure, run with E2E_TRACE=retain-on-failure.
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'on-first-retry',
    // Pages as a member who asked for less motion sees them: no transitions, spinners or pulses to
    // draw frame after frame. The suite is bound by Chromium's CPU on 2 cores, and still pages cost
    // about 40% less of it (scripts/bench.md "Test time"). A spec about motion itself sets its own.
    contextOptions: { reducedMotion: 'reduce' },
    // The app registers a service worker (issue 36); specs that test it allow it (push.spec.ts), the rest
    // see the network as the page makes it, so their request routes and counts are the page's own.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${path.resolve(import.meta.dirname, '../apps/server/dist/main.js')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Many sign-ups from one address in a few seconds; throttling has its own API tests.
      RATE_LIMITS: 'off',
      // Nor is load shed on a busy test machine (the cap on requests in flight stays); it has its own API tests.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_QUEUE_DELAY_MS: '0',
      NODE_ENV: 'test',
      // One trusted proxy: geoblock.spec.ts sends a visitor's address in X-Forwarded-For (no header: the socket's).
      TRUST_PROXY: '1',
      // Test hooks: the built-in payment provider lapses a subscription; /api/v1/test-hooks (ads: a budget marked
      // paid without a checkout). Refused in production.
      TEST_HOOKS: 'on',
      COMPLIANCE_DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
      // The footer's outside links follow these; Roadmap is left unset to show a link without a target is hidden.
      FOOTER_DOCUMENTATION_URL: 'https://docs.example.test/guide',
      FOOTER_SUPPORT_URL: 'https://support.example.test',
    },
  },
});
