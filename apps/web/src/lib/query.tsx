import { LIMITS } from '@mb/contract/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';

// The app's one query cache, and the providers that hand it to what reads through TanStack Query.
// The library is not part of the first page (issue 11, docs/ARCHITECTURE.md "First page"): the
// public pages a visitor opens first read through lib/public-data.ts, and everything else gets the
// client from a provider that loads with it: the route tree's query routes (QueryOutlet, app/router.tsx)
// and the members' lazily loaded chrome (withQuery). Every provider hands out the same client.

// Spec §9: data fresh for 5 minutes, 1 retry.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: LIMITS.queryStaleMs, retry: LIMITS.queryRetries, refetchOnWindowFocus: false } },
});

/**
 * The server's render of a visitor's page (entry-server.tsx) brings its own client per request: the
 * providers below hand that one out instead of the module's, so two renders never share answers.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/**
 * Puts the answers a server-rendered page came with (entry-server.tsx: TanStack Query's dehydrated
 * state, successful queries only) into the app's cache, dated as the server read them. Not the library's
 * own `hydrate`: that would add its hydration code (3 kB) to every member's first page.
 */
export function hydrateAnswers(state: { queries?: { queryKey: readonly unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] }) {
  for (const q of state.queries ?? []) queryClient.setQueryData(q.queryKey, q.state.data, { updatedAt: q.state.dataUpdatedAt });
}

export function WithQuery({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route element: the child routes read through TanStack Query. */
export function QueryOutlet() {
  return (
    <WithQuery>
      <Outlet />
    </WithQuery>
  );
}

/** The component inside the query provider (a lazily loaded piece of the members' chrome). */
export function withQuery<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <WithQuery>
      <Inner {...props} />
    </WithQuery>
  );
  Wrapped.displayName = `WithQuery(${Inner.displayName ?? Inner.name})`;
  return Wrapped;
}
