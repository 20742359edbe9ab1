import { MESSAGES } from '@mb/contract/messages';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMyProfile } from '../../features/profiles/queries';
import { clearStoredStaffStatus } from '../../features/staff/queries';
import { useSession } from '../../lib/auth';
import { resetContentFilter, setContentFilter } from '../../lib/content-filter';
import { connectRealtimeToSession, useRealtime } from '../../lib/realtime';
import { getSession, setSession } from '../../lib/session';
import { isSigningOut, setQuietAuthRedirect } from '../guards';
import { preloadMemberChrome } from './header';

/** The session id (`sid` claim) inside an access token, read without verifying (the server verifies). */
export function sessionIdOf(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { sid?: unknown };
    return typeof json.sid === 'string' ? json.sid : null;
  } catch {
    return null;
  }
}

/** Whether a realtime event says this very session was ended elsewhere. */
export const revokesThisSession = (event: RealtimeEvent, accessToken: string | null | undefined) =>
  event.type === 'session.revoked' && event.data.session_id === sessionIdOf(accessToken);

/**
 * Everything tied to being signed in, mounted once at the root:
 *  - the realtime socket follows the session (open, re-auth on refresh, closed on sign-out);
 *  - `user:{id}`'s session.revoked for this session signs out here and goes to /auth with a toast;
 *  - the content filter starts from the profile's default and resets to 'all' on sign-out (spec §4);
 *  - signing out forgets cached server data and the cached staff status.
 */
export function useSessionLifecycle() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useMyProfile();

  useEffect(() => connectRealtimeToSession(), []);

  const previousUser = useRef(userId);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = userId;
    if (userId) preloadMemberChrome();
    if (before && before !== userId) {
      resetContentFilter();
      clearStoredStaffStatus();
      queryClient.removeQueries();
    }
  }, [userId, queryClient]);

  const appliedFilterFor = useRef<string | null>(null);
  const defaultFilter = profile.data?.default_content_filter;
  useEffect(() => {
    if (!userId || !defaultFilter || appliedFilterFor.current === userId) return;
    appliedFilterFor.current = userId;
    setContentFilter(defaultFilter);
  }, [userId, defaultFilter]);
  useEffect(() => {
    if (!userId) appliedFilterFor.current = null;
  }, [userId]);

  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (isSigningOut() || !revokesThisSession(event, getSession()?.access_token)) return;
    setQuietAuthRedirect(true);
    setSession(null);
    toast.warning(MESSAGES.sessionRevoked.title, { description: MESSAGES.sessionRevoked.description });
    const from = location.pathname + location.search;
    void Promise.resolve(navigate(`/auth?redirect=${encodeURIComponent(from)}`, { replace: true })).finally(() =>
      setQuietAuthRedirect(false),
    );
  });
}
