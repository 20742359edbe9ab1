import type { Session } from '@mb/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// lib/api's answer to a 401: the session that was refused is dropped, but not a session the tab moved
// to while the request was out (switching accounts revokes the session the request was sent with).

const make = (name: string): Session => ({
  access_token: `access-${name}`,
  refresh_token: `refresh-${name}`,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'm@example.test', created_at: new Date().toISOString() },
});

async function load() {
  vi.resetModules();
  return { session: await import('./session'), api: await import('./api') };
}

const refused = () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Signed out' } }), { status: 401 });

describe('a 401 from the server', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('signs the tab out when the refused session is still its session', async () => {
    const { session, api } = await load();
    session.setSession(make('old'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
    await expect(api.api('myProfile')).rejects.toMatchObject({ status: 401 });
    expect(session.getSession()).toBeNull();
  });

  it('keeps the session the tab moved to while the refused request was out', async () => {
    const { session, api } = await load();
    session.setSession(make('old'));
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const call = api.api('myProfile');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const sent = vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(sent?.authorization).toBe('Bearer access-old');
    session.setSession(make('new'));
    answer(refused());
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(session.getSession()?.access_token).toBe('access-new');
  });
});
