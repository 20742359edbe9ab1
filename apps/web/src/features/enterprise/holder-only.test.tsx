import { DELEGATION_MESSAGES } from '@mb/contract/enterprise-sub-users';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// HolderOnly over a mocked API (issue 31): in a delegated session the account holder's own sections
// (data exports, 2257 identity, sign-in security) say why they are kept back instead of failing to load.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'studio' } }) }));

const { HolderOnly } = await import('./holder-only');

const routes = [
  {
    path: '/settings',
    element: (
      <HolderOnly title="Your data">
        <h2>Export your data</h2>
      </HolderOnly>
    ),
  },
];

const linked = (delegated: boolean) => ({ accounts: [], active_id: 'studio', delegated });

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('HolderOnly', () => {
  it('in a delegated session: the reason, and none of the section (it would only be refused)', async () => {
    apiMock.mockImplementation(async () => linked(true));
    renderRoutes(routes, '/settings');
    expect(await screen.findByText(DELEGATION_MESSAGES.never)).toBeTruthy();
    expect(screen.getByText('Your data')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Export your data' })).toBeNull();
  });

  it("in the member's own session: the section", async () => {
    apiMock.mockImplementation(async () => linked(false));
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Export your data' })).toBeTruthy();
    expect(screen.queryByText(DELEGATION_MESSAGES.never)).toBeNull();
  });
});
