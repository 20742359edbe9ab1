import { describe, expect, it } from 'vitest';
import {
  businessDraftInput,
  businessHoursSchema,
  businessListingPatch,
  businessRegistrationInput,
  isCompleteBusiness,
  BUSINESS_MESSAGES as M,
  productItemSchema,
  serviceItemSchema,
  socialPageName,
  websiteMatchesBusiness,
} from './business.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('business registration (spec §5)', () => {
  const ok = { business_name: 'Velvet Films', categories: ['agency'], description: '', location: '', website: '' };
  it.each([
    [{ business_name: 'V' }, M.businessNameRequired],
    [{ business_name: '   ' }, M.businessNameRequired],
    [{ business_name: undefined }, M.businessNameRequired],
    [{ categories: [] }, M.categoryRequired],
    [{ categories: ['agency', 'other', 'marketing_pr', 'events_awards'] }, M.categoryMax],
    [{ website: 'not a url' }, M.invalidUrl],
    [{ website: 'javascript:alert(1)' }, M.invalidUrl],
    [{ website: 'https://instagram.com/someoneelse' }, M.socialNameMismatch],
  ])('refuses %j', (patch, message) => {
    expect(firstError(businessRegistrationInput.safeParse({ ...ok, ...patch }))).toBe(message);
  });
  it('accepts an empty website, a website, or a social page named like the business', () => {
    expect(businessRegistrationInput.safeParse(ok).success).toBe(true);
    expect(businessRegistrationInput.safeParse({ business_name: 'Velvet Films', categories: ['agency'] }).success).toBe(true);
    for (const website of [
      'https://velvet.example.com/about',
      'https://www.instagram.com/velvet.films/',
      'https://x.com/VelvetFilms',
      'https://www.tiktok.com/@velvet_films',
      'https://www.linkedin.com/company/velvet-films',
    ]) {
      expect(businessRegistrationInput.safeParse({ ...ok, website }).success, website).toBe(true);
    }
  });
  it('refuses unknown fields', () => {
    expect(businessRegistrationInput.safeParse({ ...ok, moderation_status: 'approved' }).success).toBe(false);
  });
});

describe('business draft (autosave)', () => {
  it('takes any subset and treats empty as unfinished', () => {
    expect(businessDraftInput.safeParse({}).success).toBe(true);
    expect(businessDraftInput.safeParse({ business_name: '', categories: [] }).success).toBe(true);
    expect(businessDraftInput.safeParse({ description: 'We film' }).success).toBe(true);
  });
  it('checks each field with content', () => {
    expect(firstError(businessDraftInput.safeParse({ business_name: 'V' }))).toBe(M.businessNameRequired);
    expect(firstError(businessDraftInput.safeParse({ categories: ['agency', 'other', 'marketing_pr', 'events_awards'] }))).toBe(
      M.categoryMax,
    );
    expect(firstError(businessDraftInput.safeParse({ website: 'nope' }))).toBe(M.invalidUrl);
  });
});

describe('services, products, hours', () => {
  it('needs a service name and a product name', () => {
    expect(firstError(serviceItemSchema.safeParse({ name: ' ' }))).toBe(M.serviceNameRequired);
    expect(firstError(productItemSchema.safeParse({ name: '' }))).toBe(M.productNameRequired);
    expect(serviceItemSchema.parse({ name: 'Editing' })).toMatchObject({ features: [], extras: [], revision_rounds: null });
    expect(firstError(serviceItemSchema.safeParse({ name: 'Edit', revision_rounds: 1.5 }))).toBe(M.revisionRounds);
  });
  it('checks opening hours', () => {
    expect(businessHoursSchema.safeParse({ monday: { closed: false, open: '09:00', close: '17:00' } }).success).toBe(true);
    expect(firstError(businessHoursSchema.safeParse({ monday: { closed: false, open: '17:00', close: '09:00' } }))).toBe(M.hoursOrder);
    expect(firstError(businessHoursSchema.safeParse({ monday: { closed: false, open: '9am', close: '17:00' } }))).toBe(M.timeInvalid);
  });
  it('checks the listing fields', () => {
    expect(firstError(businessListingPatch.safeParse({ contact_email: 'nope' }))).toBe(M.emailInvalid);
    expect(firstError(businessListingPatch.safeParse({ phone: 'call me' }))).toBe(M.phoneInvalid);
    expect(firstError(businessListingPatch.safeParse({ brand_color: 'red' }))).toBe(M.colorInvalid);
    expect(firstError(businessListingPatch.safeParse({ social_media: { instagram: 'nope' } }))).toBe(M.invalidUrl);
    expect(businessListingPatch.safeParse({ social_media: { mastodon: 'https://a.example' } }).success).toBe(false);
  });
});

describe('social page standing in for a website (spec §5)', () => {
  it('reads the page name of known networks only', () => {
    expect(socialPageName('https://www.instagram.com/velvet.films/')).toBe('velvet.films');
    expect(socialPageName('https://velvet.example.com/velvet')).toBeNull();
  });
  it('matches ignoring case, spaces and punctuation', () => {
    expect(websiteMatchesBusiness('https://facebook.com/Velvet-Films', 'Velvet Films')).toBe(true);
    expect(websiteMatchesBusiness('https://facebook.com/', 'Velvet Films')).toBe(false);
    expect(websiteMatchesBusiness('https://facebook.com/velvet', 'Velvet Films')).toBe(false);
  });
});

it('a complete business profile is not a draft and has a name (spec §4)', () => {
  expect(isCompleteBusiness({ is_draft: false, business_name: 'Velvet' })).toBe(true);
  expect(isCompleteBusiness({ is_draft: true, business_name: 'Velvet' })).toBe(false);
  expect(isCompleteBusiness(null)).toBe(false);
});
