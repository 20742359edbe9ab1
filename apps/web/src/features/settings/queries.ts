import type { RouteBody } from '@mb/contract/routes';
import { api } from '../../lib/api';
import { getSession, setSession } from '../../lib/session';
import { useWrite } from '../../lib/write';

/** Change the sign-in e-mail; the stored session carries the new address at once. */
export const useChangeEmail = () =>
  useWrite({
    mutationFn: (body: RouteBody<'changeEmail'>) => api('changeEmail', { body }),
    onSuccess: (user) => {
      const current = getSession();
      if (current) setSession({ ...current, user });
    },
  });

/** Change the password; the server signs out every other device. */
export const useChangePassword = () => useWrite({ mutationFn: (body: RouteBody<'changePassword'>) => api('changePassword', { body }) });

/** The account's interface language (issue 36); the stored session carries it, so every tab follows. */
export const useSetLocale = () =>
  useWrite({
    mutationFn: (body: RouteBody<'setLocale'>) => api('setLocale', { body }),
    onSuccess: (user) => {
      const current = getSession();
      if (current) setSession({ ...current, user });
    },
  });
