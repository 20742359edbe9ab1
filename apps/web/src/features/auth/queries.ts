import type { RouteBody } from '@mb/contract/routes';
import { api } from '../../lib/api';
import { setSession } from '../../lib/session';
import { useWrite } from '../../lib/write';

// Auth's writes. A new session is stored once the server answers; the shell's session lifecycle does
// the rest (realtime socket, member chrome, cache reset on a user change).

/** Sign-in answers a session, or (a second factor on) a challenge: only a session is stored. */
export const useSignIn = () =>
  useWrite({
    mutationFn: (body: RouteBody<'signIn'>) => api('signIn', { body }),
    onSuccess: (r) => {
      if (!('second_factor_required' in r)) setSession(r);
    },
  });

/** Finishes a sign-in with an authenticator code or a recovery code (issue 18). */
export const useSecondFactorSignIn = () =>
  useWrite({ mutationFn: (body: RouteBody<'signInCode'>) => api('signInCode', { body }), onSuccess: setSession });

export const useSignUp = () => useWrite({ mutationFn: (body: RouteBody<'signUp'>) => api('signUp', { body }), onSuccess: setSession });

export const useRequestPasswordReset = () =>
  useWrite({ mutationFn: (body: RouteBody<'passwordResetRequest'>) => api('passwordResetRequest', { body }) });

export const useConfirmPasswordReset = () =>
  useWrite({ mutationFn: (body: RouteBody<'passwordResetConfirm'>) => api('passwordResetConfirm', { body }) });
