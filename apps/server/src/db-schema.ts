// Every table, for drizzle-kit (npm run db:generate) and tests. Each feature owns its tables in its own schema.ts.
export * from './features/auth/schema.ts';
export * from './features/biolinks/schema.ts';
export * from './features/blog/schema.ts';
export * from './features/business/schema.ts';
export * from './features/compliance/schema.ts';
export * from './features/contact/schema.ts';
export * from './features/credits/schema.ts';
export * from './features/directory/schema.ts';
export * from './features/moderation/schema.ts';
export * from './features/notifications/schema.ts';
export * from './features/portfolio/schema.ts';
export * from './features/portfolio-shares/schema.ts';
export * from './features/profiles/schema.ts';
export * from './features/security/schema.ts';
export * from './features/staff/schema.ts';
export * from './hub/schema.ts';
export * from './platform/db/platform-schema.ts';
