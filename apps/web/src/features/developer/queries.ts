import type { ApiKeyList, CreateApiKeyInput } from '@mb/contract/developer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useWrite } from '../../lib/write';

// Developer settings (issue 17): the enterprise's API keys and the public API's OpenAPI document.

const useMe = () => useSession()?.user.id ?? 'anonymous';

export const developerKeys = {
  keys: (me: string) => ['developer', me, 'keys'] as const,
  document: ['developer', 'public-api-document'] as const,
};

export function useApiKeys(enabled: boolean) {
  const me = useMe();
  return useQuery({ queryKey: developerKeys.keys(me), queryFn: () => api('listApiKeys'), enabled });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite({
    mutationFn: (body: CreateApiKeyInput) => api('createApiKey', { body }),
    onSuccess: (created) =>
      qc.setQueryData<ApiKeyList>(developerKeys.keys(me), (old) => (old ? { ...old, keys: [created.key, ...old.keys] } : old)),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  const me = useMe();
  return useWrite({
    mutationFn: (id: string) => api('revokeApiKey', { params: { id } }),
    onSuccess: (revoked) =>
      qc.setQueryData<ApiKeyList>(developerKeys.keys(me), (old) =>
        old ? { ...old, keys: old.keys.map((k) => (k.id === revoked.id ? revoked : k)) } : old,
      ),
  });
}

/** The public API's OpenAPI 3.1 document (public, the same for everyone). */
export function usePublicApiDocument() {
  return useQuery({ queryKey: developerKeys.document, queryFn: () => api('publicApiDocument'), staleTime: Number.POSITIVE_INFINITY });
}
