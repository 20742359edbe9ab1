import type { MyProfile } from '@mb/contract/profiles';
import type { RouteBody, RouteResponse } from '@mb/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useRealtime } from '../../lib/realtime';
import { useWrite } from '../../lib/write';
import { uploadName } from './avatar-errors';

export const profileKeys = {
  all: ['profiles'] as const,
  me: (userId: string) => ['profiles', 'me', userId] as const,
  publicAll: ['profiles', 'public'] as const,
  public: (identifier: string) => ['profiles', 'public', identifier.trim().toLowerCase()] as const,
  businessDraft: (userId: string) => ['profiles', 'business-draft', userId] as const,
};

/** The signed-in member's profile; disabled when signed out. */
export function useMyProfile() {
  const session = useSession();
  return useQuery({
    queryKey: profileKeys.me(session?.user.id ?? 'anonymous'),
    queryFn: () => api('myProfile'),
    enabled: Boolean(session),
  });
}

/** Puts a saved profile into the cache (the server's answer is the truth) and refreshes public views of it. */
export function useSetMyProfile() {
  const qc = useQueryClient();
  return useCallback(
    (p: MyProfile) => {
      qc.setQueryData(profileKeys.me(p.id), p);
      void qc.invalidateQueries({ queryKey: profileKeys.publicAll });
    },
    [qc],
  );
}

/**
 * The member's profile changed on the server (another tab or device saved it, or a moderator decided
 * on the avatar): refetch it and the public views of it, so every open tab shows the saved profile.
 * Mounted once by the shell.
 */
export function useProfileUpdates() {
  const userId = useSession()?.user.id ?? null;
  const qc = useQueryClient();
  useRealtime(userId ? `user:${userId}` : null, (event) => {
    if (event.type !== 'profile.updated' || !userId) return;
    void qc.invalidateQueries({ queryKey: profileKeys.me(userId) });
    void qc.invalidateQueries({ queryKey: profileKeys.publicAll });
  });
}

/** Save profile fields (details, privacy): the answer replaces the cached profile. */
export function useUpdateMyProfile() {
  const setMyProfile = useSetMyProfile();
  return useWrite({ mutationFn: (body: RouteBody<'updateMyProfile'>) => api('updateMyProfile', { body }), onSuccess: setMyProfile });
}

/** Upload a new avatar, reporting progress in whole percent. */
export function useUploadAvatar() {
  const setMyProfile = useSetMyProfile();
  return useWrite({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const body = new FormData();
      body.append('file', file, uploadName(file));
      return api('uploadAvatar', { body, onProgress: (f) => onProgress(Math.round(f * 100)) });
    },
    onSuccess: setMyProfile,
  });
}

/** The registration form's fields of a business profile (onboarding step 5 until the business pages land). */
const draftFields = (b: RouteResponse<'myBusiness'>['business']) =>
  b && { business_name: b.business_name, categories: b.categories, description: b.description, location: b.location, website: b.website };

/** Keep the business registration draft (onboarding step 5); the profile now says it has one. */
export function useSaveBusinessDraft() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: RouteBody<'saveBusinessRegistrationDraft'>) => api('saveBusinessRegistrationDraft', { body }),
    onSuccess: (saved) => {
      qc.setQueryData(profileKeys.businessDraft(userId), { draft: draftFields(saved.business) });
      qc.setQueryData<MyProfile>(profileKeys.me(userId), (p) => p && { ...p, has_business_profile: true });
    },
  });
}

const isFinal = (e: unknown) => e instanceof ApiError && (e.status === 403 || e.status === 404);

/** Anyone's public profile by username or id. 404 (also a members-only profile to visitors) and 403 are answers, not retried. */
export function usePublicProfile(identifier: string | undefined) {
  const session = useSession();
  return useQuery({
    // The session is part of the key: signing in turns a members-only 404 into the profile.
    queryKey: [...profileKeys.public(identifier ?? ''), session?.user.id ?? 'visitor'],
    queryFn: () => api('publicProfile', { params: { identifier: identifier ?? '' } }),
    enabled: Boolean(identifier),
    retry: (count, e) => !isFinal(e) && count < 1,
  });
}

export function useBusinessDraft(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: profileKeys.businessDraft(session?.user.id ?? 'anonymous'),
    queryFn: async () => ({ draft: draftFields((await api('myBusiness')).business) }),
    enabled: enabled && Boolean(session),
  });
}
