import { MESSAGES } from '@mb/contract/ui-text';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-out';
import { toast } from '../../lib/toast';
import { useSessionIntent } from '../session-intent';

/**
 * Signs out and goes home with the spec's toasts (§8): the profile menu's 'Sign out' and the
 * sidebar/mobile 'Logout' word them differently. A server failure still signs out on this device.
 */
export function useSignOutAction(wording: 'signOut' | 'logout') {
  const navigate = useNavigate();
  const intent = useSessionIntent();
  return useCallback(async () => {
    intent.signingOut = true;
    try {
      const { serverOk } = await signOut();
      const m =
        wording === 'logout'
          ? serverOk
            ? MESSAGES.logoutSuccess
            : MESSAGES.logoutFailed
          : serverOk
            ? MESSAGES.signOutSuccess
            : MESSAGES.signOutFailed;
      if (serverOk) toast.success(m.title, { description: m.description });
      else toast.error(m.title, { description: m.description });
      await navigate('/', { replace: true });
    } finally {
      intent.signingOut = false;
    }
  }, [navigate, wording, intent]);
}
