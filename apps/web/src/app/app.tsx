import { LIMITS } from '@mb/contract/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { router } from './router';

// Spec §9: data fresh for 5 minutes, 1 retry.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: LIMITS.queryStaleMs, retry: LIMITS.queryRetries, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={LIMITS.tooltipDelayMs} skipDelayDuration={LIMITS.tooltipSkipDelayMs}>
        <RouterProvider router={router} />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
