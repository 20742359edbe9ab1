import { describe, expect, it } from 'vitest';
import { createAccessCache } from './access-cache.ts';

const actor = { userId: 'u1', sessionId: 's1' };
const make = (live = () => true) => createAccessCache({ ttlMs: 1000, max: 3, live });

describe('access cache', () => {
  it('answers a checked token until its TTL, the token or the session ends', () => {
    const c = make();
    c.put('t', actor, 10_000, c.epoch(), 0);
    expect(c.get('t', 999)).toEqual(actor);
    expect(c.get('t', 1000)).toBeNull();
    c.put('t', actor, 500, c.epoch(), 0);
    expect(c.get('t', 499)).toEqual(actor);
    expect(c.get('t', 500)).toBeNull();
  });

  it('keeps who acts in a delegated session (a cached answer must not lose it)', () => {
    const c = make();
    c.put('d', { userId: 'studio', sessionId: 's9', delegatedBy: 'enterprise' }, 10_000, c.epoch(), 0);
    expect(c.get('d', 1)).toEqual({ userId: 'studio', sessionId: 's9', delegatedBy: 'enterprise' });
  });

  it('drops every token of a revoked session at once', () => {
    const c = make();
    c.put('t1', actor, 10_000, c.epoch(), 0);
    c.put('t2', actor, 10_000, c.epoch(), 0);
    c.put('t3', { userId: 'u1', sessionId: 's2' }, 10_000, c.epoch(), 0);
    c.revoked('s1');
    expect(c.get('t1', 1)).toBeNull();
    expect(c.get('t2', 1)).toBeNull();
    expect(c.get('t3', 1)).not.toBeNull();
  });

  it('keeps no answer read while a revocation happened (a check racing a sign-out)', () => {
    const c = make();
    const epoch = c.epoch();
    c.revoked('other-session');
    c.put('t', actor, 10_000, epoch, 0);
    expect(c.get('t', 1)).toBeNull();
  });

  it('does not cache a session this instance is revoking until its event arrives', () => {
    const c = make();
    c.put('t', actor, 10_000, c.epoch(), 0);
    c.revoking('s1', 0);
    expect(c.get('t', 1)).toBeNull();
    // A check between the revoking write and its commit reads the session as still active: not kept.
    c.put('t', actor, 10_000, c.epoch(), 2);
    expect(c.get('t', 3)).toBeNull();
    c.revoked('s1');
    // After the event, what the database answers may be kept again (here: a new read said active).
    c.put('t', actor, 10_000, c.epoch(), 4);
    expect(c.get('t', 5)).toEqual(actor);
  });

  it('empties on a gap in the bus and keeps nothing while it does not listen', () => {
    let live = true;
    const c = make(() => live);
    c.put('t', actor, 10_000, c.epoch(), 0);
    const epoch = c.epoch();
    c.gap();
    expect(c.get('t', 1)).toBeNull();
    c.put('t', actor, 10_000, epoch, 1);
    expect(c.get('t', 2)).toBeNull();
    live = false;
    c.put('t', actor, 10_000, c.epoch(), 1);
    expect(c.get('t', 2)).toBeNull();
  });

  it('holds at most `max` tokens, the oldest going first', () => {
    const c = make();
    for (const t of ['a', 'b', 'c', 'd']) c.put(t, { userId: 'u', sessionId: t }, 10_000, c.epoch(), 0);
    expect(c.size).toBe(3);
    expect(c.get('a', 1)).toBeNull();
    expect(c.get('d', 1)).not.toBeNull();
  });
});
