import {
  type BusinessCategory,
  type BusinessListingPatch,
  type BusinessProfile,
  businessListingPatch,
  SOCIAL_NETWORK_KEYS,
  type SocialNetwork,
  WEEKDAYS,
  type Weekday,
} from '@mb/contract/business';
import type { FieldErrors, Resolver } from 'react-hook-form';

// The listing editor's form values and their way to and from the contract's PATCH body. Lists
// (features, extras) are edited one per line; hours per day as 'not listed', open or closed.

export interface ServiceFormItem {
  name: string;
  description: string;
  features: string;
  picture: string;
  category: string;
  processing_time: string;
  extras: string;
  warranty: string;
  revision_rounds: string;
}

export interface ProductFormItem {
  name: string;
  description: string;
  price: string;
  image: string;
}

export type DayMode = 'unset' | 'open' | 'closed';
export interface DayForm {
  mode: DayMode;
  open: string;
  close: string;
}

export interface ListingValues {
  business_name: string;
  categories: BusinessCategory[];
  description: string;
  location: string;
  address: string;
  phone: string;
  website: string;
  contact_email: string;
  social_media: Record<SocialNetwork, string>;
  services: ServiceFormItem[];
  products: ProductFormItem[];
  business_hours: Record<Weekday, DayForm>;
  brand_color: string;
  analytics_enabled: boolean;
}

export const EMPTY_SERVICE: ServiceFormItem = {
  name: '',
  description: '',
  features: '',
  picture: '',
  category: '',
  processing_time: '',
  extras: '',
  warranty: '',
  revision_rounds: '',
};
export const EMPTY_PRODUCT: ProductFormItem = { name: '', description: '', price: '', image: '' };

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function valuesFromListing(b: BusinessProfile): ListingValues {
  const social = Object.fromEntries(SOCIAL_NETWORK_KEYS.map((k) => [k, b.social_media[k] ?? ''])) as Record<SocialNetwork, string>;
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = b.business_hours[d];
      return [
        d,
        h ? { mode: h.closed ? 'closed' : 'open', open: h.open, close: h.close } : { mode: 'unset', open: '09:00', close: '17:00' },
      ];
    }),
  ) as Record<Weekday, DayForm>;
  return {
    business_name: b.business_name,
    categories: b.categories,
    description: b.description,
    location: b.location,
    address: b.address,
    phone: b.phone,
    website: b.website,
    contact_email: b.contact_email,
    social_media: social,
    services: b.services.map((s) => ({
      name: s.name,
      description: s.description,
      features: s.features.join('\n'),
      picture: s.picture,
      category: s.category,
      processing_time: s.processing_time,
      extras: s.extras.join('\n'),
      warranty: s.warranty,
      revision_rounds: s.revision_rounds === null ? '' : String(s.revision_rounds),
    })),
    products: b.products.map((p) => ({ ...p })),
    business_hours: hours,
    brand_color: b.brand_color,
    analytics_enabled: b.analytics_enabled,
  };
}

/** The PATCH body for the form's values (every field: the server keeps what did not change). */
export function patchFromValues(v: ListingValues): BusinessListingPatch {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const k of SOCIAL_NETWORK_KEYS) if (v.social_media[k]?.trim()) social[k] = v.social_media[k].trim();
  const hours: Partial<Record<Weekday, { closed: boolean; open: string; close: string }>> = {};
  for (const d of WEEKDAYS) {
    const h = v.business_hours[d];
    if (h.mode !== 'unset') hours[d] = { closed: h.mode === 'closed', open: h.open, close: h.close };
  }
  return {
    business_name: v.business_name,
    categories: v.categories,
    description: v.description,
    location: v.location,
    address: v.address,
    phone: v.phone,
    website: v.website,
    contact_email: v.contact_email,
    social_media: social,
    services: v.services.map((s) => {
      const rounds = s.revision_rounds.trim();
      return {
        name: s.name,
        description: s.description,
        features: lines(s.features),
        picture: s.picture,
        category: s.category,
        processing_time: s.processing_time,
        extras: lines(s.extras),
        warranty: s.warranty,
        // Not a number stays text, so the schema says what is wrong with it.
        revision_rounds: rounds === '' ? null : /^-?\d+(\.\d+)?$/.test(rounds) ? Number(rounds) : (rounds as unknown as number),
      };
    }),
    products: v.products.map((p) => ({ ...p })),
    business_hours: hours,
    brand_color: v.brand_color,
    analytics_enabled: v.analytics_enabled,
  };
}

/** The form field an issue path of the PATCH body belongs to ('services.0.features.2' -> 'services.0.features'). */
export function formPath(path: readonly PropertyKey[]): string {
  const p = path.map(String);
  if (p[0] === 'services' && (p[2] === 'features' || p[2] === 'extras')) return p.slice(0, 3).join('.');
  if (p[0] === 'social_media' || p[0] === 'business_hours') return p.slice(0, 3).join('.');
  return p.join('.');
}

/** Validates the form with the contract's PATCH schema, so the editor says what the server says. */
export const listingResolver: Resolver<ListingValues> = async (values) => {
  const r = businessListingPatch.safeParse(patchFromValues(values));
  if (r.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of r.error.issues) {
    const parts = formPath(issue.path).split('.');
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (!node[part]) node[part] = { type: issue.code, message: issue.message };
      } else {
        node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return { values: {}, errors: errors as FieldErrors<ListingValues> };
};
