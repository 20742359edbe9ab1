import { LIMITS } from '@mb/contract/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { ensureFreshSession } from '../lib/session';
import { installBootWatch } from './boot-watch';
import { startBoot } from './loader';
import { router } from './router';
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

export function App() {
  return (
    <StartupErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionIntentProvider>
          <RouterProvider router={router} />
        </SessionIntentProvider>
        <Toaster />
      </QueryClientProvider>
    </StartupErrorBoundary>
  );
}
