import { CASTING_MESSAGES, type CastingCallDetail, type CastingField } from '@mb/contract/casting';
import type { OwnPortfolioItem } from '@mb/contract/portfolio';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { NO_MEDIA, ownItem } from '../portfolio/test-fixtures';

// The apply dialog (issue 31): one way to attach work (the form's media-request field when it has
// one, else "Portfolio items to attach"), and an upload still in moderation said once, with when a
// moderator decides.

const apiMock = vi.fn();
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError: Error }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'viewer' } }) }));
vi.mock('../../lib/realtime', () => ({ useRealtime: () => {} }));

const { ApplyDialog } = await import('./apply-dialog');

const SHOT: CastingField = { id: 'shots', type: 'media_request', label: 'Portfolio shots', required: true, help: null };
const NAME: CastingField = { id: 'name', type: 'text', label: 'Stage name', required: true, help: null };

function callWith(fields: CastingField[]): CastingCallDetail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
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
    title: 'Lead role',
    role_description: 'A lead role.',
    starts_on: null,
    ends_on: null,
    location: null,
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
    form: { title: 'Form', description: null, fields },
  };
}

const ITEM = '44444444-4444-4444-8444-444444444444';

// The portfolio's own fixture: an approved, public image of the viewer's, with a thumbnail to pick.
const item = (over: Partial<OwnPortfolioItem>): OwnPortfolioItem =>
  ownItem({ id: ITEM, owner_id: 'viewer', title: 'Beach', media: { ...NO_MEDIA, thumb_url: '/t.jpg', width: 1, height: 1 }, ...over });

function show(fields: CastingField[], items: OwnPortfolioItem[]) {
  apiMock.mockImplementation((name: string) => {
    if (name === 'myPortfolio') return Promise.resolve({ items });
    if (name === 'applyToCastingCall') return new Promise(() => {});
    return Promise.reject(new Error(`unexpected ${name}`));
  });
  renderRoutes([{ path: '*', element: <ApplyDialog call={callWith(fields)} open onOpenChange={() => {}} /> }]);
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
});

describe('ApplyDialog', () => {
  it('with a media-request field, that field is the one picker, and what is picked there is sent', async () => {
    show([NAME, SHOT], [item({})]);
    const pick = await screen.findAllByTestId('pick-item');
    expect(pick).toHaveLength(1);
    expect(screen.queryByText(CASTING_MESSAGES.attachHeading)).toBeNull();
    expect(screen.getByRole('list', { name: 'Portfolio shots' })).toBeTruthy();
    fireEvent.click(pick[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Stage name *'), { target: { value: 'Nova' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read the disclosure/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(apiMock).toHaveBeenCalledWith('applyToCastingCall', {
        params: { id: '11111111-1111-4111-8111-111111111111' },
        body: expect.objectContaining({ answers: { name: 'Nova', shots: [ITEM] }, portfolio_item_ids: [] }),
      }),
    );
  });

  it('without one, a single "Portfolio items to attach" picker', async () => {
    show([NAME], [item({})]);
    expect(await screen.findByRole('list', { name: CASTING_MESSAGES.attachHeading })).toBeTruthy();
    expect(screen.getAllByTestId('pick-item')).toHaveLength(1);
  });

  it('an upload waiting for review is said once, with when it will be decided, and that the call needs it', async () => {
    const uploaded = new Date(Date.now() - 2 * 3_600_000);
    show(
      [SHOT, { ...SHOT, id: 'more', label: 'More shots', required: false }],
      [item({ is_public: false, moderation_status: 'pending', created_at: uploaded.toISOString() })],
    );
    const notice = await screen.findByTestId('nothing-to-pick');
    expect(screen.getAllByTestId('nothing-to-pick')).toHaveLength(1);
    expect(notice.textContent).toContain('Your upload is waiting for review. A moderator decides by');
    expect(notice.textContent).toContain('within 48 hours of the upload');
    expect(notice.textContent).toContain(CASTING_MESSAGES.mediaNeeded);
    expect(notice.textContent).not.toContain(CASTING_MESSAGES.noPublishedItems);
    // The second media field points to it rather than saying it again.
    expect(screen.getByText(CASTING_MESSAGES.nothingToPickAbove)).toBeTruthy();
    // Trying anyway names the required field.
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByText(CASTING_MESSAGES.answerRequired)).toBeTruthy());
    expect(apiMock).not.toHaveBeenCalledWith('applyToCastingCall', expect.anything());
  });

  it('nothing uploaded: one invitation to add work', async () => {
    show([SHOT], []);
    const notice = await screen.findByTestId('nothing-to-pick');
    expect(notice.textContent).toContain(CASTING_MESSAGES.noPublishedItems);
    expect(screen.getAllByText(CASTING_MESSAGES.addToPortfolio)).toHaveLength(1);
  });
});
