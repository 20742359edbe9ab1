import type { StaffStatus } from '@mb/contract/staff';
import type { SecurityStatus } from '@mb/contract/twofactor';
import { TWOFACTOR_MESSAGES } from '@mb/contract/twofactor';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-routes';

// RequireStaff over a mocked API: a staff member who must still turn on a second factor gets the
// reason and the way to Settings → Security instead of the staff page; one who has it gets the page.

const apiMock = vi.fn();
vi.mock('../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: class extends Error {} }));
vi.mock('../lib/auth', () => ({ useSession: () => ({ user: { id: 'moderator' } }) }));

const { RequireStaff } = await import('./guards');

const moderator: StaffStatus = { is_staff: true, is_admin: false, role: 'moderator', permissions: ['content_moderation'] };
const security = (mustEnrol: boolean): SecurityStatus => ({
  totp_enabled: !mustEnrol,
  totp_enabled_at: null,
  recovery_codes_left: 0,
  passkeys: [],
  staff_must_enrol: mustEnrol,
});

const routes = [
  {
    element: <RequireStaff rule={{}} />,
    children: [{ path: '/moderation', element: <h1>Moderation queue</h1> }],
  },
];

afterEach(() => {
  cleanup();
  apiMock.mockReset();
  localStorage.clear();
});

describe('RequireStaff and the second factor', () => {
  it('sends staff without a second factor to Settings → Security', async () => {
    apiMock.mockImplementation(async (name: string) => (name === 'myStaffStatus' ? moderator : security(true)));
    renderRoutes(routes, '/moderation');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in required' })).toBeTruthy();
    expect(screen.getByText(TWOFACTOR_MESSAGES.staffMustEnrol)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' }).getAttribute('href')).toBe('/settings?tab=security');
    expect(screen.queryByRole('heading', { name: 'Moderation queue' })).toBeNull();
  });

  it('shows the staff page to staff who have one', async () => {
    apiMock.mockImplementation(async (name: string) => (name === 'myStaffStatus' ? moderator : security(false)));
    renderRoutes(routes, '/moderation');
    expect(await screen.findByRole('heading', { name: 'Moderation queue' })).toBeTruthy();
    expect(screen.queryByText('Two-factor sign-in required')).toBeNull();
  });
});
