import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/**
 * Web unit tests: renders `routes` in a memory router at `path`, inside a fresh query client that does
 * not retry (a refused call shows its error at once). Answers the router (to read where it went) and
 * the client (to seed or read the cache).
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<RouterProvider router={router} />, { wrapper });
  return { router, client };
}
