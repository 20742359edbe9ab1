import { describe, expect, it } from 'vitest';
import {
  describeTerms,
  formatLicenseCode,
  licenseExpiry,
  licenseTermsSchema,
  LICENSING_MESSAGES as M,
  normalizeLicenseCode,
  partyLabel,
} from './licensing.ts';

const terms = {
  usages: ['promotional', 'editorial'],
  territory: 'countries',
  countries: ['de', 'US', 'DE'],
  duration_months: 6,
  exclusive: true,
  price_minor: 15_000,
  currency: 'EUR',
} as const;

describe('license terms', () => {
  it('normalizes usages, countries and territory', () => {
    const t = licenseTermsSchema.parse(terms);
    expect(t.usages).toEqual(['editorial', 'promotional']);
    expect(t.countries).toEqual(['DE', 'US']);
    expect(licenseTermsSchema.parse({ ...terms, territory: 'worldwide' }).countries).toEqual([]);
    expect(describeTerms(t)).toEqual({
      usage: 'Editorial, Promotional',
      territory: 'Germany, United States',
      duration: '6 months',
      exclusivity: 'Exclusive',
    });
  });

  it('refuses what the form refuses, with its words', () => {
    const r = licenseTermsSchema.safeParse({ ...terms, usages: [], countries: ['ZZ'], duration_months: 0, price_minor: 99 });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining([M.usagesRequired, M.badCountry, M.durationRange, M.priceRange]));
    expect(licenseTermsSchema.safeParse({ ...terms, countries: [] }).error?.issues[0]?.message).toBe(M.countriesRequired);
  });
});

describe('expiry and codes', () => {
  it('adds months, clamping to the end of shorter months; perpetual has none', () => {
    expect(licenseExpiry(new Date('2027-01-31T10:00:00Z'), 1)?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(licenseExpiry(new Date('2027-03-15T00:00:00Z'), 12)?.toISOString()).toBe('2028-03-15T00:00:00.000Z');
    expect(licenseExpiry(new Date('2027-03-15T00:00:00Z'), null)).toBeNull();
  });

  it('reads typed codes and formats stored ones', () => {
    expect(formatLicenseCode('ABCDE12345FGHJK67890')).toBe('ABCDE-12345-FGHJK-67890');
    expect(normalizeLicenseCode(' abcde-12345-fghjk-6789o ')).toBe('ABCDE12345FGHJK67890');
    expect(normalizeLicenseCode('ABCDE12345FGHJK6789U')).toBeNull();
  });
});

describe('partyLabel', () => {
  it('prints a member without a display name as @name once, and a display name with (@name)', () => {
    // The name kept on a license is "@name" when the member had no display name (issue 31).
    expect(partyLabel({ name: '@lola', username: 'lola' })).toBe('@lola');
    expect(partyLabel({ name: '', username: 'lola' })).toBe('@lola');
    expect(partyLabel({ name: 'Lola Star', username: 'lola' })).toBe('Lola Star (@lola)');
    expect(partyLabel({ name: 'A member', username: null })).toBe('A member');
  });
});
