import type { RealtimeEvent } from '@mb/contract/realtime';
import { MESSAGES } from '@mb/contract/ui-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContentFilterFromProfile } from '../../features/profiles/content-filter-sync';
import { useMyProfile, useProfileUpdates } from '../../features/profiles/queries';
import { clearStoredStaffStatus } from '../../features/staff/queries';
import { useSession } from '../../lib/auth';
import { connectRealtimeToSession, useRealtime } from '../../lib/realtime';
import { getOwnSession, getSession, setOwnSession, setSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSessionIntent } from '../session-intent';
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
 * Everything tied to being signed in, mounted at the root while signed in (app/member-session.tsx):
 *  - the realtime socket follows the session (open, re-auth on refresh, closed on sign-out);
 *  - `user:{id}`'s session.revoked for this session signs out here and goes to /auth with a toast;
 *  - its profile.updated refetches the member's profile, so every open tab shows the saved one;
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
  const intent = useSessionIntent();

  useEffect(() => connectRealtimeToSession(), []);

  // Mounted only while signed in (app/member-session.tsx): a sign-out unmounts it and another member
  // signing in changes the user, and either way the cached server data and staff status are forgotten.
  useEffect(() => {
    if (userId) preloadMemberChrome();
    return () => {
      if ((getSession()?.user.id ?? null) === userId) return; // the same member (a remount)
      clearStoredStaffStatus();
      queryClient.removeQueries();
    };
  }, [userId, queryClient]);

  useContentFilterFromProfile(profile.data);
  useProfileUpdates();

  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (intent.signingOut || !revokesThisSession(event, getSession()?.access_token)) return;
    // A delegated session ended (the studio link did): back to the enterprise's own session.
    const own = getOwnSession();
    setOwnSession(null);
    if (own && own.user.id !== userId) {
      setSession(own);
      toast.warning(MESSAGES.delegationEnded);
      void navigate('/dashboard', { replace: true });
      return;
    }
    intent.quietAuthRedirect = true;
    setSession(null);
    toast.warning(MESSAGES.sessionRevoked.title, { description: MESSAGES.sessionRevoked.description });
    const from = location.pathname + location.search;
    void Promise.resolve(navigate(`/auth?redirect=${encodeURIComponent(from)}`, { replace: true })).finally(() => {
      intent.quietAuthRedirect = false;
    });
  });
}
