import { SHELL_MESSAGES } from '@mb/contract/shell-text';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/auth';
import { toast } from '../lib/toast';
import { useSessionIntent } from './session-intent';

/** Signed-in routes (spec §2): a visitor goes to /auth, remembering where they were going. */
export function RequireAuth() {
  const session = useSession();
  const intent = useSessionIntent();
  const location = useLocation();
  const toasted = useRef(false);
  useEffect(() => {
    if (!session && !intent.signingOut && !intent.quietAuthRedirect && !toasted.current) {
      toasted.current = true;
      toast.error(SHELL_MESSAGES.authRequired.title, { description: SHELL_MESSAGES.authRequired.description });
    }
  }, [session, intent]);
  if (!session) {
    if (intent.signingOut) return <Navigate to="/" replace />;
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(from)}`} replace />;
  }
  return <Outlet />;
}
