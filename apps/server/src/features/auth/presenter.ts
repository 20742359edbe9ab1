import type { Session, User } from '@mb/contract/auth';
import { AUTH_LIMITS } from '@mb/contract/limits';
import type { SessionRow, UserRow } from './repository.ts';

export const presentUser = (u: UserRow): User => ({ id: u.id, email: u.email, created_at: u.created_at.toISOString() });

export const presentSession = (u: UserRow, access: { token: string; expiresAt: number }, refreshToken: string): Session => ({
  access_token: access.token,
  refresh_token: refreshToken,
  token_type: 'bearer',
  expires_in: AUTH_LIMITS.accessTokenSeconds,
  expires_at: access.expiresAt,
  user: presentUser(u),
});

export const presentDeviceSession = (s: SessionRow, currentId: string) => ({
  id: s.id,
  created_at: s.created_at.toISOString(),
  last_used_at: s.last_used_at.toISOString(),
  user_agent: s.user_agent,
  current: s.id === currentId,
});
