import type { MyProfile } from '@mb/contract/profiles';
import type { RouteBody } from '@mb/contract/routes';
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

export const locationKeys = { me: (userId: string) => ['profiles', 'me', userId, 'location'] as const };

/** The member's own location, coordinates included (only they ever see them). */
export function useMyLocation() {
  const session = useSession();
  return useQuery({
    queryKey: locationKeys.me(session?.user.id ?? 'anonymous'),
    queryFn: ({ signal }) => api('myLocation', { signal }),
    enabled: Boolean(session),
  });
}

/** Saves the whole location; the profile (its public location) and discovery read again. */
export function useUpdateMyLocation() {
  const qc = useQueryClient();
  const userId = useSession()?.user.id ?? 'anonymous';
  return useWrite({
    mutationFn: (body: RouteBody<'updateMyLocation'>) => api('updateMyLocation', { body }),
    onSuccess: (loc) => {
      qc.setQueryData(locationKeys.me(userId), loc);
      void qc.invalidateQueries({ queryKey: profileKeys.me(userId), exact: true });
      void qc.invalidateQueries({ queryKey: ['discovery'] });
    },
  });
}
