import type { BusinessProfile } from '@mb/contract/business';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearBackup, draftPayload, EMPTY_REGISTRATION, hasContent, readBackup, startingValues, writeBackup } from './draft-values';

const draft = (over: Partial<BusinessProfile> = {}) =>
  ({
    id: '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f',
    business_name: 'Server Name',
    categories: ['agency'],
    description: 'from the server',
    location: '',
    website: '',
    is_draft: true,
    last_saved_at: '2026-01-01T10:00:00.000Z',
    ...over,
  }) as BusinessProfile;

describe('registration draft values', () => {
  beforeEach(() => localStorage.clear());

  it('counts any field with content (spec §4), whitespace not, a logo yes', () => {
    expect(hasContent(EMPTY_REGISTRATION)).toBe(false);
    expect(hasContent({ ...EMPTY_REGISTRATION, description: '   ' })).toBe(false);
    expect(hasContent({ ...EMPTY_REGISTRATION, location: 'Berlin' })).toBe(true);
    expect(hasContent({ ...EMPTY_REGISTRATION, categories: ['other'] })).toBe(true);
    expect(hasContent(EMPTY_REGISTRATION, true)).toBe(true);
  });

  it('leaves a half-typed field out of the autosave instead of failing it', () => {
    const ok = { ...EMPTY_REGISTRATION, business_name: 'Acme', website: 'https://acme.example' };
    expect(draftPayload(ok)).toEqual({ body: ok, skipped: [] });
    const r = draftPayload({ ...ok, website: 'https://acm' });
    expect(r.skipped).toEqual(['website']);
    expect(r.body).not.toHaveProperty('website');
    expect(r.body).toMatchObject({ business_name: 'Acme' });
    // A one-letter name is still being typed: kept on the device, not sent.
    expect(draftPayload({ ...ok, business_name: 'A' }).skipped).toContain('business_name');
  });

  it("keeps this tab's unsaved typing and prefers it when newer than the server's draft", () => {
    const typed = { ...EMPTY_REGISTRATION, business_name: 'Typed Here', categories: ['marketing_pr' as const] };
    writeBackup('u1', typed, localStorage, Date.parse('2026-01-01T10:05:00.000Z'));
    expect(readBackup('u2')).toBeNull();
    expect(startingValues(draft(), readBackup('u1'))).toEqual({ values: typed, source: 'backup' });
    // The server saved later (another device): the server wins.
    expect(startingValues(draft({ last_saved_at: '2026-01-01T10:06:00.000Z' }), readBackup('u1')).source).toBe('server');
    // No server draft at all: the copy comes back.
    expect(startingValues(null, readBackup('u1')).source).toBe('backup');
    clearBackup('u1');
    expect(startingValues(null, readBackup('u1'))).toEqual({ values: EMPTY_REGISTRATION, source: 'empty' });
  });

  it('reads a damaged copy as nothing, and drops unknown categories', () => {
    localStorage.setItem('mb-business-draft:u1', '{bad json');
    expect(readBackup('u1')).toBeNull();
    localStorage.setItem('mb-business-draft:u1', JSON.stringify({ at: 1, values: { business_name: 7, categories: ['agency', 'nope'] } }));
    expect(readBackup('u1')?.values).toEqual({ ...EMPTY_REGISTRATION, categories: ['agency'] });
  });

  it('starts from the server draft, and never from a submitted profile', () => {
    expect(startingValues(draft(), null).values.business_name).toBe('Server Name');
    expect(startingValues(draft({ is_draft: false }), null).source).toBe('empty');
  });
});
