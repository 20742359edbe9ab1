import type { BusinessProfile } from '@mb/contract/business';
import type { RouteBody } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';
import { profileKeys } from '../profiles';

export const businessKeys = {
  me: (userId: string) => ['business', 'me', userId] as const,
};

/** The signed-in member's business profile (the owner's working copy), or null when there is none. */
export function useMyBusiness(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: businessKeys.me(session?.user.id ?? 'anonymous'),
    queryFn: () => api('myBusiness'),
    enabled: enabled && Boolean(session),
  });
}

/** Puts the server's answer into the cache; the profile's onboarding fields may have changed with it. */
function useSetMyBusiness() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useCallback(
    (business: BusinessProfile | null) => {
      qc.setQueryData(businessKeys.me(userId), { business });
      void qc.invalidateQueries({ queryKey: profileKeys.me(userId) });
    },
    [qc, userId],
  );
}

/** Autosave and Save Now of the registration form. */
export function useSaveRegistrationDraft() {
  const set = useSetMyBusiness();
  return useWrite({
    mutationFn: (body: RouteBody<'saveBusinessRegistrationDraft'>) => api('saveBusinessRegistrationDraft', { body }),
    onSuccess: (r) => set(r.business),
  });
}

export function useClearRegistrationDraft() {
  const set = useSetMyBusiness();
  return useWrite({ mutationFn: () => api('clearBusinessRegistrationDraft'), onSuccess: () => set(null) });
}

/** Register Business: saves the form and sends it for review. */
export function useSubmitRegistration() {
  const set = useSetMyBusiness();
  return useWrite({
    mutationFn: (body: RouteBody<'submitBusinessRegistration'>) => api('submitBusinessRegistration', { body }),
    onSuccess: (r) => set(r.business),
  });
}

/** The listing editor's save (any subset). */
export function useUpdateMyBusiness() {
  const set = useSetMyBusiness();
  return useWrite({
    mutationFn: (body: RouteBody<'updateMyBusiness'>) => api('updateMyBusiness', { body }),
    onSuccess: (r) => set(r.business),
  });
}

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

export function useUploadLogo() {
  const set = useSetMyBusiness();
  return useWrite({
    mutationFn: (file: File) => api('uploadBusinessLogo', { body: form(file) }),
    onSuccess: (r) => set(r.business),
  });
}

export function useUploadCover() {
  const set = useSetMyBusiness();
  return useWrite({
    mutationFn: (file: File) => api('uploadBusinessCover', { body: form(file) }),
    onSuccess: (r) => set(r.business),
  });
}

/** A service or product picture: answers its url, which the item then carries. */
export function useUploadItemImage() {
  return useWrite({ mutationFn: (file: File) => api('uploadBusinessImage', { body: form(file) }) });
}

/**
 * A moderator decided on the listing (the owner is notified; the profile is republished): refetch it,
 * so the Business Hub and the dashboard show the new state without a reload. Mounted by the pages that
 * show the state.
 */
export function useBusinessUpdates() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (!userId) return;
    if (event.type === 'profile.updated' || event.type === 'notification.created') {
      void qc.invalidateQueries({ queryKey: businessKeys.me(userId) });
    }
  });
}
