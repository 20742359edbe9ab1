import type { CastingCallDetail } from '@mb/contract/casting';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// A casting alert's notification and e-mail link /casting?call=<id>: the page shows that call first
// (issue 35), or says it is closed or gone.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: Error }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'viewer' } }) }));
vi.mock('../../lib/realtime', () => ({ useRealtime: () => {} }));

const { LinkedCall } = await import('./linked-call');

const CALL = '11111111-1111-4111-8111-111111111111';
const call: CastingCallDetail = {
  id: CALL,
  studio: {
    user_id: '22222222-2222-4222-8222-222222222222',
    username: 'studio',
    display_name: 'Studio',
    avatar_url: null,
    profile_type: 'studio',
    verified: false,
    location: null,
  },
  form_id: '33333333-3333-4333-8333-333333333333',
  title: 'Rooftop lead',
  role_description: 'A lead role.',
  starts_on: null,
  ends_on: null,
  location: 'Berlin',
  rate_min: null,
  rate_max: null,
  rate_unit: 'per_scene',
  content_types: [],
  disclosure: 'Full nudity.',
  deadline: '2099-01-01',
  status: 'open',
  accepting: true,
  created_at: '2026-12-01T00:00:00.000Z',
  applicants: null,
  my_application: null,
  form: { title: 'Form', description: null, fields: [] },
};

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('LinkedCall', () => {
  it('shows the call the link names, with Apply', async () => {
    apiMock.mockImplementation((name: string, o: { params: { id: string } }) =>
      name === 'castingCall' && o.params.id === CALL ? Promise.resolve(call) : Promise.reject(new Error(`unexpected ${name}`)),
    );
    renderRoutes([{ path: '/casting', element: <LinkedCall canApply /> }], `/casting?call=${CALL}`);
    expect(await screen.findByText('Rooftop lead')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('says so when the call is closed or gone', async () => {
    apiMock.mockRejectedValue(new Error('This casting call does not exist.'));
    renderRoutes([{ path: '/casting', element: <LinkedCall canApply /> }], `/casting?call=${CALL}`);
    expect(await screen.findByText('This casting call is closed or no longer exists.')).toBeTruthy();
  });

  it('shows nothing without a call in the link', () => {
    renderRoutes([{ path: '/casting', element: <LinkedCall canApply /> }], '/casting');
    expect(apiMock).not.toHaveBeenCalled();
  });
});
