// Web files with hard-coded user-facing English still to convert (issue 36). scripts/i18n.test.ts fails when
// a file not listed has some, and when a listed file has none left: take it off the list as you convert it.
// Regenerate the list with `node scripts/i18n-hardcoded.mjs --pending > scripts/i18n-pending.ts` only to take files off.
export const PENDING: string[] = [];
