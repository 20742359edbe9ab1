import { MESSAGES } from '@mb/contract/messages';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../lib/auth';

/** Signed-in routes (spec §2): a visitor goes to /auth, remembering where they were going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    if (!session && !toasted.current) {
      toasted.current = true;
      toast.error(MESSAGES.authRequired.title, { description: MESSAGES.authRequired.description });
    }
  }, [session]);
  if (!session) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(from)}`} replace />;
  }
  return <Outlet />;
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/dashboard';
  return target;
}
