import type { RouteBody } from '@mb/contract/routes';
import { api } from '../../lib/api';
import { setSession } from '../../lib/session';
import { useWrite } from '../../lib/write';

// Auth's writes. A new session is stored once the server answers; the shell's session lifecycle does
// the rest (realtime socket, member chrome, cache reset on a user change).

export const useSignIn = () => useWrite({ mutationFn: (body: RouteBody<'signIn'>) => api('signIn', { body }), onSuccess: setSession });

export const useSignUp = () => useWrite({ mutationFn: (body: RouteBody<'signUp'>) => api('signUp', { body }), onSuccess: setSession });

export const useRequestPasswordReset = () =>
  useWrite({ mutationFn: (body: RouteBody<'passwordResetRequest'>) => api('passwordResetRequest', { body }) });

export const useConfirmPasswordReset = () =>
  useWrite({ mutationFn: (body: RouteBody<'passwordResetConfirm'>) => api('passwordResetConfirm', { body }) });
