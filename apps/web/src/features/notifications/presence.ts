import { PUSH_LIMITS } from '@mb/contract/push-types';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * While this tab has the member's focus it says so (and repeats it every PUSH_LIMITS.presenceBeatMs),
 * so the server pushes nothing the member is already looking at (issue 36); losing focus, hiding or
 * closing the tab says the opposite at once (a keepalive request survives the tab's closing).
 */
export function usePushPresence(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    let focused = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tell = (on: boolean, keepalive = false) => {
      if (keepalive) {
        const token = getSession()?.access_token;
        if (!token) return;
        void fetch('/api/v1/push/presence', {
          method: 'PUT',
          keepalive: true,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ focused: on }),
        }).catch(() => {});
        return;
      }
      void api('pushPresence', { body: { focused: on } }).catch(() => {});
    };
    const update = (closing = false) => {
      const now = !closing && document.visibilityState === 'visible' && document.hasFocus();
      if (now === focused) return;
      focused = now;
      clearInterval(timer);
      if (!closing) tell(now);
      if (now) timer = setInterval(() => tell(true), PUSH_LIMITS.presenceBeatMs);
    };
    const onChange = () => update();
    // Closing: said again even when a blur just said it, since the closing tab may cut that request off.
    const onHide = () => {
      update(true);
      tell(false, true);
    };
    update();
    window.addEventListener('focus', onChange);
    window.addEventListener('blur', onChange);
    document.addEventListener('visibilitychange', onChange);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('focus', onChange);
      window.removeEventListener('blur', onChange);
      document.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('pagehide', onHide);
      clearInterval(timer);
      if (focused) tell(false, true);
    };
  }, [userId]);
}
