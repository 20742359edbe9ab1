import { Fragment, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { useLocale } from '../lib/i18n';
import { ensureFreshSession } from '../lib/session';
import { installBootWatch } from './boot-watch';
import { startBoot } from './loader';
import type { createAppRouter } from './router';
import { SessionIntentProvider } from './session-intent';
import { StartupErrorBoundary } from './startup-error';

if (typeof document !== 'undefined') {
  const root = document.getElementById('root');
  if (root) installBootWatch({ root });
  // Loader phase 'auth': the stored session is checked (refreshed when under 300 s remain).
  startBoot(() => ensureFreshSession().catch(() => null));
}

/**
 * Everything around the router; the build's prerender (entry-server.tsx) wraps its static router in the
 * same. TanStack Query's provider is not here: it loads with the routes and chrome that read through it
 * (lib/query.tsx), so the first page does not carry the library.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // A language switch renders every page and dialog again in the new language (lib/i18n.ts); the
  // router, the session and the query cache live outside and are kept.
  const locale = useLocale();
  return (
    <StartupErrorBoundary>
      <SessionIntentProvider>
        <Fragment key={locale}>{children}</Fragment>
      </SessionIntentProvider>
      <Toaster />
    </StartupErrorBoundary>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
