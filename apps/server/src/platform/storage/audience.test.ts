import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage, type StorageDriver } from './storage.ts';

// Signed URLs with an audience (portfolio media): the audience is part of the signature, and the
// expiry is rounded up to the next full hour so one page's URLs stay the same within an hour.

const driver: StorageDriver = {
  name: 'local',
  put: async () => {},
  writer: () => {
    throw new Error('not used');
  },
  get: async () => null,
  delete: async () => {},
  list: async () => [],
  ping: async () => {},
};
const storage = createStorage(driver, randomBytes(32));
const key = 'owner/item/abc-thumb.webp';
const parts = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

afterEach(() => vi.useRealTimers());

describe('audience-signed URLs', () => {
  it('round the expiry up to the hour: the same URL all hour long', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-01T10:05:00Z'));
    const a = storage.url('portfolio', key, { audience: 'public' });
    vi.setSystemTime(new Date('2025-05-01T10:55:00Z'));
    const b = storage.url('portfolio', key, { audience: 'public' });
    expect(a).toBe(b);
    // At least the asked hour from now: 10:55 + 1 h rounds up to 12:00.
    expect(new Date(Number(parts(a).expires) * 1000).toISOString()).toBe('2025-05-01T12:00:00.000Z');
  });

  it('verify only with the audience they were signed for', () => {
    const share = `share:${randomUUID()}`;
    const p = parts(storage.url('portfolio', key, { audience: share }));
    expect(p.aud).toBe(share);
    expect(storage.verifySignature('portfolio', key, p.expires, p.sig, share)).toBe(true);
    expect(storage.verifySignature('portfolio', key, p.expires, p.sig, 'public')).toBe(false);
    expect(storage.verifySignature('portfolio', key, p.expires, p.sig)).toBe(false);
    expect(storage.verifySignature('portfolio', 'owner/item/other-thumb.webp', p.expires, p.sig, share)).toBe(false);
  });

  it('plain signed URLs (no audience) work as before and do not pass for an audience', () => {
    const p = parts(storage.url('identity', key, 300));
    expect(p.aud).toBeUndefined();
    expect(Number(p.expires) - Date.now() / 1000).toBeLessThanOrEqual(300);
    expect(storage.verifySignature('identity', key, p.expires, p.sig)).toBe(true);
    expect(storage.verifySignature('identity', key, p.expires, p.sig, 'public')).toBe(false);
  });

  it('refuse audiences that are not one of the known shapes', () => {
    expect(() => storage.url('portfolio', key, { audience: 'everyone' })).toThrow();
    expect(() => storage.url('portfolio', key, { audience: 'share:not-a-uuid' })).toThrow();
    expect(storage.verifySignature('portfolio', key, '9999999999', 'x', 'tag:../../')).toBe(false);
  });
});
