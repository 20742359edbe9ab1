import { LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { describe, expect, it } from 'vitest';
import { draftOf, parseDraft, termsErrorsOf } from './terms-fields';

describe('the terms form', () => {
  it('turns what was typed into the contract’s terms', () => {
    const d = { ...draftOf(), usages: ['commercial' as const], territory: 'countries' as const, countries: 'us, gb', price: '149,5' };
    expect(parseDraft(d)).toEqual({
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
    expect(parseDraft({ ...d, perpetual: true, months: 'x' }).terms?.duration_months).toBeNull();
  });

  it('keeps the contract’s words for each wrong field, and maps the server’s fields the same way', () => {
    const { terms, errors } = parseDraft({ ...draftOf(), usages: [], territory: 'countries', countries: 'QQ', months: '0', price: 'ten' });
    expect(terms).toBeNull();
    expect(errors).toEqual({
      usages: M.usagesRequired,
      countries: M.badCountry,
      duration_months: M.durationRange,
      price_minor: M.priceRange,
    });
    expect(termsErrorsOf({ 'terms.countries.0': M.badCountry, item_id: 'x' })).toEqual({ countries: M.badCountry });
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
