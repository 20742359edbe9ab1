import { NETWORK_MESSAGES, type NetworkRelation } from '@mb/contract/network';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';

// The follow and connect buttons over a mocked API: every state, the optimistic change and its
// rollback, the note dialog, and the way to sign in for a signed-out viewer.

const apiMock = vi.fn();
class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fields: Record<string, string> = {},
  ) {
    super(message);
  }
}
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../lib/api', () => ({ api: (...args: unknown[]) => apiMock(...args), ApiError }));
vi.mock('../../lib/toast', () => ({ toast }));
vi.mock('../../lib/auth', () => ({ useSession: () => ({ user: { id: 'viewer' } }) }));
vi.mock('../../lib/realtime', () => ({ useRealtime: () => {} }));

const { NetworkButtons } = await import('./index');

const ID = '22222222-2222-4222-8222-222222222222';
const REQ = '33333333-3333-4333-8333-333333333333';
const rel = (over: Partial<NetworkRelation> = {}): NetworkRelation => ({
  user_id: ID,
  following: false,
  followed_by: false,
  connection: 'none',
  request_id: null,
  ...over,
});

function show(relation: NetworkRelation | null, path = '/model/ruby') {
  renderRoutes([{ path: '*', element: <NetworkButtons userId={ID} relation={relation} name="Ruby Vale" /> }], path);
}

/** A promise the test settles, to see the optimistic state while the call is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  cleanup();
  apiMock.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('NetworkButtons', () => {
  it('signed out: Follow and Connect lead to sign-in and back to this page with the intent', () => {
    show(null, '/model/ruby?tab=about');
    const back = (kind: string) => encodeURIComponent(`/model/ruby?tab=about&${kind}=${ID}`);
    expect(screen.getByRole('link', { name: 'Follow' }).getAttribute('href')).toBe(`/auth?redirect=${back('follow')}`);
    expect(screen.getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe(`/auth?redirect=${back('connect')}`);
  });

  it('back from sign-in, carries out the intent once: follows, or opens the note dialog', async () => {
    apiMock.mockResolvedValueOnce(rel({ following: true }));
    show(rel(), `/model/ruby?follow=${ID}`);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.followed, undefined));
    expect(apiMock).toHaveBeenCalledTimes(1);
    cleanup();
    show(rel(), `/model/ruby?connect=${ID}`);
    expect(await screen.findByRole('dialog', { name: 'Connect with Ruby Vale' })).toBeTruthy();
    // Another member's intent is not this card's.
    cleanup();
    apiMock.mockReset();
    show(rel(), '/model/ruby?follow=44444444-4444-4444-8444-444444444444');
    expect(screen.getByRole('button', { name: 'Follow Ruby Vale' })).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('shows each connection state with its own button', () => {
    show(rel({ connection: 'outgoing', request_id: REQ }));
    expect(screen.getByRole('button', { name: 'Pending: withdraw your request to Ruby Vale' })).toBeTruthy();
    cleanup();
    show(rel({ connection: 'incoming', request_id: REQ }));
    expect(screen.getByRole('button', { name: "Accept Ruby Vale's connection request" })).toBeTruthy();
    cleanup();
    show(rel({ connection: 'connected', following: true }));
    expect(screen.getByRole('button', { name: 'Connected with Ruby Vale. Remove connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following Ruby Vale. Unfollow' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    show(rel({ followed_by: true }));
    expect(screen.getByRole('button', { name: 'Follow Ruby Vale' }).textContent).toBe('Follow back');
  });

  it('follows at once, and says so when the server agrees', async () => {
    const call = deferred<NetworkRelation>();
    apiMock.mockReturnValueOnce(call.promise);
    show(rel());
    fireEvent.click(screen.getByRole('button', { name: 'Follow Ruby Vale' }));
    // Optimistic: the button reads Following before the server answers.
    expect(screen.getByRole('button', { name: 'Following Ruby Vale. Unfollow' })).toBeTruthy();
    await waitFor(() => expect(apiMock).toHaveBeenCalledWith('follow', { params: { userId: ID } }));
    call.resolve(rel({ following: true }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.followed, undefined));
  });

  it('puts the old state back and shows the server words when refused', async () => {
    apiMock.mockRejectedValueOnce(new ApiError(403, 'forbidden', NETWORK_MESSAGES.blocked));
    show(rel());
    fireEvent.click(screen.getByRole('button', { name: 'Follow Ruby Vale' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NETWORK_MESSAGES.blocked, undefined));
    expect(screen.getByRole('button', { name: 'Follow Ruby Vale' })).toBeTruthy();
  });

  it('connects with a note; a refusal keeps the dialog and what was typed', async () => {
    apiMock.mockRejectedValueOnce(new ApiError(409, 'conflict', NETWORK_MESSAGES.pendingLimit));
    show(rel());
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const note = (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Shoot in Berlin?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NETWORK_MESSAGES.pendingLimit, undefined));
    expect(apiMock).toHaveBeenCalledWith('requestConnection', { params: { userId: ID }, body: { note: 'Shoot in Berlin?' } });
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Shoot in Berlin?');
    // Behind the open dialog, the button is back to Connect.
    expect(screen.getByRole('button', { name: 'Connect', hidden: true })).toBeTruthy();

    apiMock.mockResolvedValueOnce(rel({ connection: 'outgoing', request_id: REQ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.requestSent, undefined));
    expect(screen.queryByLabelText('Note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pending: withdraw your request to Ruby Vale' })).toBeTruthy();
  });

  it('a connect that meets their request says Connected; a too-long note is refused before sending', async () => {
    show(rel());
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'x'.repeat(301) } });
    expect(screen.getByText(NETWORK_MESSAGES.noteTooLong)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '' } });
    apiMock.mockResolvedValueOnce(rel({ connection: 'connected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.requestAccepted, undefined));
    expect(apiMock).toHaveBeenCalledWith('requestConnection', { params: { userId: ID }, body: {} });
  });

  it('accepts an incoming request by its id', async () => {
    apiMock.mockResolvedValueOnce(rel({ connection: 'connected' }));
    show(rel({ connection: 'incoming', request_id: REQ }));
    fireEvent.click(screen.getByRole('button', { name: "Accept Ruby Vale's connection request" }));
    expect(screen.getByRole('button', { name: 'Connected with Ruby Vale. Remove connection' })).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.requestAccepted, undefined));
    expect(apiMock).toHaveBeenCalledWith('acceptConnection', { params: { requestId: REQ } });
  });
  it('asks before removing a connection or withdrawing a request; Cancel changes nothing', async () => {
    show(rel({ connection: 'connected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connected with Ruby Vale. Remove connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your connection with Ruby Vale?' });
    expect(dialog.textContent).toContain('You will no longer be connected.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connected with Ruby Vale. Remove connection' })).toBeTruthy();

    apiMock.mockResolvedValueOnce(rel());
    fireEvent.click(screen.getByRole('button', { name: 'Connected with Ruby Vale. Remove connection' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove connection' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NETWORK_MESSAGES.connectionRemoved, undefined));
    expect(apiMock).toHaveBeenCalledWith('removeConnection', { params: { userId: ID } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();

    cleanup();
    apiMock.mockReset();
    // A refusal keeps the dialog open and the request pending.
    apiMock.mockRejectedValueOnce(new ApiError(404, 'not_found', NETWORK_MESSAGES.noSuchRequest));
    show(rel({ connection: 'outgoing', request_id: REQ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pending: withdraw your request to Ruby Vale' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw your request to Ruby Vale?' })).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NETWORK_MESSAGES.noSuchRequest, undefined));
    expect(screen.getByRole('dialog', { name: 'Withdraw your request to Ruby Vale?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending: withdraw your request to Ruby Vale', hidden: true })).toBeTruthy();
  });
});
