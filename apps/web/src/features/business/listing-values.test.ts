import { BUSINESS_MESSAGES, type BusinessProfile } from '@mb/contract/business';
import { describe, expect, it } from 'vitest';
import { EMPTY_SERVICE, formPath, listingResolver, patchFromValues, valuesFromListing } from './listing-values';

const listing = {
  id: '0b8f5c36-3f0e-4c4b-9a53-5b8d3a1d2e4f',
  business_name: 'Velvet Studio',
  category: 'agency',
  categories: ['agency'],
  description: '',
  location: 'Berlin',
  address: '',
  phone: '',
  website: '',
  contact_email: '',
  social_media: { instagram: 'https://instagram.com/velvet.studio' },
  services: [
    {
      name: 'Editing',
      description: 'Cuts',
      features: ['4K', 'Colour'],
      picture: '',
      category: 'Post',
      processing_time: '3 days',
      extras: [],
      warranty: '',
      revision_rounds: 2,
    },
  ],
  products: [],
  business_hours: { monday: { closed: false, open: '09:00', close: '17:00' }, sunday: { closed: true, open: '00:00', close: '00:00' } },
  brand_color: '',
  analytics_enabled: false,
} as unknown as BusinessProfile;

const resolve = (v: ReturnType<typeof valuesFromListing>) =>
  listingResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as never);

describe('listing editor values', () => {
  it('round-trips a listing through the form and back to the PATCH body', () => {
    const v = valuesFromListing(listing);
    expect(v.services[0]?.features).toBe('4K\nColour');
    expect(v.business_hours.tuesday.mode).toBe('unset');
    expect(v.business_hours.sunday.mode).toBe('closed');
    const body = patchFromValues(v);
    expect(body.services).toEqual(listing.services);
    expect(body.business_hours).toEqual(listing.business_hours);
    expect(body.social_media).toEqual({ instagram: 'https://instagram.com/velvet.studio' });
  });

  it("says the contract's words under the right field", async () => {
    const v = valuesFromListing(listing);
    v.services.push({ ...EMPTY_SERVICE, revision_rounds: 'two' });
    v.business_hours.friday = { mode: 'open', open: '18:00', close: '09:00' };
    v.social_media.x = 'not a url';
    const r = await resolve(v);
    type E = { message: string };
    const e = r.errors as unknown as {
      services: Record<string, E>[];
      business_hours: Record<string, Record<string, E>>;
      social_media: Record<string, E>;
    };
    expect(e.services[1]?.name?.message).toBe(BUSINESS_MESSAGES.serviceNameRequired);
    expect(e.services[1]?.revision_rounds?.message).toBe(BUSINESS_MESSAGES.revisionRounds);
    expect(e.business_hours.friday?.close?.message).toBe(BUSINESS_MESSAGES.hoursOrder);
    expect(e.social_media.x?.message).toBe(BUSINESS_MESSAGES.invalidUrl);
    expect((await resolve(valuesFromListing(listing))).errors).toEqual({});
  });

  it('maps an issue in a list entry to the list field', () => {
    expect(formPath(['services', 0, 'features', 3])).toBe('services.0.features');
    expect(formPath(['services', 2, 'name'])).toBe('services.2.name');
    expect(formPath(['website'])).toBe('website');
  });
});
