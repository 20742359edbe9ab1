import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three tiers (docs/ARCHITECTURE.md "Tests"): unit next to the code, API tests against a real
// database through the running app, and Playwright (e2e/, run by scripts/e2e.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file gets its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Files share a worker's loaded modules (importing the server costs ~5 s a file); each still
          // builds its own app over its own database. Module-level registrations therefore replace, never append.
          isolate: false,
          // A project with its own maxWorkers must run in its own group (vitest 4 refuses otherwise).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
