import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Sign-in security's reads and writes (issue 18): second factors, passkeys, signed-in devices.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const securityKeys = {
  all: (me: string) => ['account-security', me] as const,
  status: (me: string) => ['account-security', me, 'status'] as const,
  devices: (me: string) => ['account-security', me, 'devices'] as const,
};

export function useSecurityStatus() {
  const me = useMe();
  return useQuery({ queryKey: securityKeys.status(me), queryFn: () => api('securityStatus') });
}

export function useDevices() {
  const me = useMe();
  return useQuery({ queryKey: securityKeys.devices(me), queryFn: () => api('sessions') });
}

/** Every write here changes the status (or the devices): read both again. */
function useRefresh() {
  const qc = useQueryClient();
  const me = useMe();
  return () => qc.invalidateQueries({ queryKey: securityKeys.all(me) });
}

export const useTotpStart = () => useWrite({ mutationFn: () => api('totpStart') });

export function useTotpConfirm() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: RouteBody<'totpConfirm'>) => api('totpConfirm', { body }), onSuccess: refresh });
}

export function useTotpDisable() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (body: RouteBody<'totpDisable'>) => api('totpDisable', { body }), onSuccess: refresh });
}

export function useRegenerateCodes() {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: (body: RouteBody<'recoveryCodes'>) => api('recoveryCodes', { body }),
    onSuccess: refresh,
  });
}

/** Registers a passkey: the server's options, the browser's ceremony (@simplewebauthn/browser, loaded now), the answer. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useWrite({
    mutationFn: async ({ name, signOutOthers }: { name: string; signOutOthers: boolean }) => {
      const { startRegistration, browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) throw new Error('unsupported');
      const { ceremony_token, options } = await api('passkeyNewOptions');
      const response = await startRegistration({ optionsJSON: options as never });
      return api('passkeyRegister', {
        body: { ceremony_token, name, response: response as unknown as Record<string, unknown>, sign_out_others: signOutOthers },
      });
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (id: string) => api('passkeyDelete', { params: { id } }), onSuccess: refresh });
}

export function useSignOutDevice() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: (id: string) => api('revokeDevice', { params: { id } }), onSuccess: refresh });
}

export function useSignOutOthers() {
  const refresh = useRefresh();
  return useWrite({ mutationFn: () => api('revokeOtherDevices'), onSuccess: refresh });
}
