import type { Session } from '@mb/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const make = (secondsLeft: number, refresh = 'r1'): Session => ({
  access_token: `a-${refresh}`,
  refresh_token: refresh,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'm@example.test', created_at: new Date().toISOString() },
});

async function load() {
  vi.resetModules();
  return import('./session');
}

describe('session store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('persists to localStorage and reads it back after a reload', async () => {
    const s1 = await load();
    s1.setSession(make(3000));
    const s2 = await load();
    expect(s2.getSession()?.refresh_token).toBe('r1');
    s2.setSession(null);
    expect(localStorage.getItem('mb-session')).toBeNull();
  });

  it('does not refresh while more than 300 s remain', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const s = await load();
    s.setSession(make(301));
    expect(await s.ensureFreshSession()).toMatchObject({ refresh_token: 'r1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once when under 300 s remain, even with concurrent callers', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(make(3600, 'r2')), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const s = await load();
    s.setSession(make(299));
    const [a, b] = await Promise.all([s.ensureFreshSession(), s.ensureFreshSession()]);
    expect(a?.refresh_token).toBe('r2');
    expect(b?.refresh_token).toBe('r2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('mb-session') ?? '{}').refresh_token).toBe('r2');
  });

  it('signs out locally when the server refuses the refresh token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    const s = await load();
    s.setSession(make(10));
    expect(await s.ensureFreshSession()).toBeNull();
    expect(s.getSession()).toBeNull();
  });

  it('keeps the session the tab switched to while a refresh of the old one was refused', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const s = await load();
    s.setSession(make(10, 'delegated'));
    const refreshing = s.ensureFreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // 'Use Platform as': back to the member's own account, which revokes the delegated session.
    s.setSession(make(3600, 'own'));
    answer(new Response('{}', { status: 401 }));
    expect((await refreshing)?.refresh_token).toBe('own');
    expect(s.getSession()?.refresh_token).toBe('own');
  });

  it('keeps a still-valid session when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const s = await load();
    s.setSession(make(100));
    expect((await s.ensureFreshSession())?.refresh_token).toBe('r1');
  });

  it('uses tokens another tab refreshed instead of refreshing again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const s = await load();
    s.setSession(make(100));
    localStorage.setItem('mb-session', JSON.stringify(make(3600, 'from-other-tab')));
    expect((await s.ensureFreshSession())?.refresh_token).toBe('from-other-tab');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
