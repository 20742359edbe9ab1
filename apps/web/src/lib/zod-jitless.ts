// What `import … from 'zod'` resolves to in the web build (vite.config.ts aliases it here): zod itself,
// switched to jitless before any schema parses. Zod 4 otherwise probes for `new Function` on its first
// object parse; the strict CSP refuses it and the browser reports a CSP violation on every page that
// validates (Lighthouse's best practices). The interpreter is plenty fast for forms.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
