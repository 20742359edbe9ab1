import { describe, expect, it } from 'vitest';
import { revokesThisSession, sessionIdOf } from './session-lifecycle';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
const SID = '0b5c9a3e-7f41-4d2a-9c1e-2f8b6a4d1e77';

describe('sessionIdOf', () => {
  it('reads the sid claim of an access token', () => {
    expect(sessionIdOf(token({ sub: 'u1', sid: SID, exp: 1 }))).toBe(SID);
  });

  it('reads payloads whose base64url needs padding or uses - and _', () => {
    const payload = { sid: SID, note: '??>>~~' };
    expect(sessionIdOf(token(payload))).toBe(SID);
  });

  it('returns null for anything that is not a token with a sid', () => {
    expect(sessionIdOf(null)).toBeNull();
    expect(sessionIdOf('')).toBeNull();
    expect(sessionIdOf('abc')).toBeNull();
    expect(sessionIdOf('a.!!!.c')).toBeNull();
    expect(sessionIdOf(token({ sub: 'u1' }))).toBeNull();
  });
});

describe('revokesThisSession', () => {
  const t = token({ sid: SID });
  it('is true only for session.revoked naming this session', () => {
    expect(revokesThisSession({ type: 'session.revoked', topic: 'user:u1', data: { session_id: SID } }, t)).toBe(true);
    expect(
      revokesThisSession({ type: 'session.revoked', topic: 'user:u1', data: { session_id: '5d6f0c1e-1111-4222-8333-444455556666' } }, t),
    ).toBe(false);
    expect(revokesThisSession({ type: 'session.created', topic: 'user:u1', data: { session_id: SID, user_agent: null } }, t)).toBe(false);
    expect(revokesThisSession({ type: 'session.revoked', topic: 'user:u1', data: { session_id: SID } }, null)).toBe(false);
  });
});
