import { LIMITS } from '@mb/contract/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { ensureFreshSession } from '../lib/session';
import { installBootWatch } from './boot-watch';
import { startBoot } from './loader';
import type { createAppRouter } from './router';
import { SessionIntentProvider } from './session-intent';
import { StartupErrorBoundary } from './startup-error';

// Spec §9: data fresh for 5 minutes, 1 retry.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: LIMITS.queryStaleMs, retry: LIMITS.queryRetries, refetchOnWindowFocus: false } },
});

if (typeof document !== 'undefined') {
  const root = document.getElementById('root');
  if (root) installBootWatch({ root });
  // Loader phase 'auth': the stored session is checked (refreshed when under 300 s remain).
  startBoot(() => ensureFreshSession().catch(() => null));
}

/** Everything around the router; the build's prerender (entry-server.tsx) wraps its static router in the same. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <StartupErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionIntentProvider>{children}</SessionIntentProvider>
        <Toaster />
      </QueryClientProvider>
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
