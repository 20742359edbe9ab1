// Web files with hard-coded user-facing English still to convert (issue 36). scripts/i18n.test.ts fails when
// a file not listed has some, and when a listed file has none left: take it off the list as you convert it.
// Regenerate the list with `node scripts/i18n-hardcoded.mjs --pending > scripts/i18n-pending.ts` only to take files off.
export const PENDING: string[] = [
  'apps/web/src/app/loader.tsx',
  'apps/web/src/components/image-picker.tsx',
  'apps/web/src/components/page/lazy-load-failure.tsx',
  'apps/web/src/components/qr-scanner.tsx',
  'apps/web/src/entry-server.tsx',
  'apps/web/src/features/onboarding/steps-business.tsx',
];
