import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useSession } from '../../lib/auth';

export const profileKeys = {
  all: ['profiles'] as const,
  me: (userId: string) => ['profiles', 'me', userId] as const,
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
