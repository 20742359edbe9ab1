import type { Session, User } from '@mb/contract/auth';
import { AUTH_LIMITS } from '@mb/contract/limits';
import { isLocale } from '@mb/contract/locale';
import type { SessionRow, UserRow } from './repository.ts';

export const presentUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  created_at: u.created_at.toISOString(),
  locale: isLocale(u.locale) ? u.locale : null,
});

export const presentSession = (u: UserRow, access: { token: string; expiresAt: number }, refreshToken: string): Session => ({
  access_token: access.token,
  refresh_token: refreshToken,
  token_type: 'bearer',
  expires_in: AUTH_LIMITS.accessTokenSeconds,
  expires_at: access.expiresAt,
  user: presentUser(u),
});

export const presentDeviceSession = (
  d: { session: SessionRow; browser: string | null; os: string | null; country: string | null },
  currentId: string,
) => ({
  id: d.session.id,
  created_at: d.session.created_at.toISOString(),
  last_used_at: d.session.last_used_at.toISOString(),
  user_agent: d.session.user_agent,
  browser: d.browser,
  os: d.os,
  country: d.country,
  current: d.session.id === currentId,
});
