import { LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { draftOf, placeTermsErrors, type TermsDraft, termsDraftSchema } from './terms-fields';

const parse = (d: TermsDraft) => {
  const r = termsDraftSchema.safeParse(d);
  return r.success
    ? { terms: r.data, errors: {} }
    : { terms: null, errors: Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message])) };
};

describe('the terms form', () => {
  it('turns what was typed into the contract’s terms', () => {
    const d = { ...draftOf(), usages: ['commercial' as const], territory: 'countries' as const, countries: 'us, gb', price: '149,5' };
    expect(parse(d)).toEqual({
      terms: {
        usages: ['commercial'],
        territory: 'countries',
        countries: ['US', 'GB'],
        duration_months: 12,
        exclusive: false,
        price_minor: 14950,
        currency: 'USD',
      },
      errors: {},
    });
    expect(parse({ ...d, perpetual: true, months: 'x' }).terms?.duration_months).toBeNull();
  });

  it('keeps the contract’s words, under the field each was typed in, and places the server’s the same way', () => {
    const { terms, errors } = parse({ ...draftOf(), usages: [], territory: 'countries', countries: 'QQ', months: '0', price: 'ten' });
    expect(terms).toBeNull();
    expect(errors).toEqual({
      usages: M.usagesRequired,
      countries: M.badCountry,
      months: M.durationRange,
      price: M.priceRange,
    });
    const placed: Record<string, string | undefined> = {};
    const fields = { 'terms.countries.0': M.badCountry, 'terms.price_minor': M.priceRange, item_id: 'x' };
    placeTermsErrors(new ApiError(400, 'validation_failed', 'x', fields), (name, e) => {
      placed[name] = e.message;
    });
    expect(placed).toEqual({ 'terms.countries': M.badCountry, 'terms.price': M.priceRange });
  });

  it('fills the form from stored terms', () => {
    const d = draftOf({
      usages: ['editorial'],
      territory: 'worldwide',
      countries: [],
      duration_months: null,
      exclusive: true,
      price_minor: 25000,
      currency: 'EUR',
    });
    expect(d).toMatchObject({ perpetual: true, price: '250', currency: 'EUR', exclusive: true });
  });
});
