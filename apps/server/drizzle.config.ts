import { defineConfig } from 'drizzle-kit';

// Every table: each feature owns its tables in its own schema.ts, found here by pattern, so a new
// feature's tables need no list to join. Paths are from the repository root (npm run db:generate).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/features/*/schema.ts',
    './apps/server/src/hub/schema.ts',
    './apps/server/src/paybox/schema.ts',
    './apps/server/src/platform/db/platform-schema.ts',
  ],
  out: './apps/server/migrations',
});
