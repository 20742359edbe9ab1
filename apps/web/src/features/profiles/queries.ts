import type { MyProfile } from '@mb/contract/profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '../../lib/api';
import { useSession } from '../../lib/auth';

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

const isFinal = (e: unknown) => e instanceof ApiError && (e.status === 403 || e.status === 404);

/** Anyone's public profile by username or id. 404 and 403 (members only) are answers, not retried. */
export function usePublicProfile(identifier: string | undefined) {
  const session = useSession();
  return useQuery({
    // The session is part of the key: signing in turns a members-only 403 into the profile.
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
    queryFn: () => api('businessDraft'),
    enabled: enabled && Boolean(session),
  });
}
