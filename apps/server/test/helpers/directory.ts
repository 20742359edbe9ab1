import type { PublishedListing } from '@mb/contract/directory';
import { publishListing, unpublishListing } from '../../src/features/directory/service.ts';
import type { TestApp } from './test-app.ts';

/** A complete approved snapshot, as the business feature's approval hands it over. */
export function sampleListing(id: string, over: Partial<PublishedListing> = {}): PublishedListing {
  return {
    id,
    business_name: 'Velvet Lens Studios',
    category: 'production_post_production',
    categories: ['production_post_production'],
    description: 'Colour grading, editing and sound for independent creators.',
    location: 'Berlin, Germany',
    address: 'Torstraße 1, 10119 Berlin',
    phone: '+49 30 1234567',
    website: 'https://velvetlens.example',
    contact_email: 'hello@velvetlens.example',
    social_media: { instagram: 'https://instagram.com/velvetlens' },
    services: [
      {
        name: 'Colour grading',
        description: 'Per-minute grading of finished edits.',
        features: ['DaVinci Resolve', 'HDR'],
        picture: null,
        category: 'Post-production',
        processing_time: '3-5 days',
        extras: ['Rush delivery'],
        warranty: '30 days of fixes',
        revision_rounds: 2,
      },
    ],
    products: [{ name: 'LUT pack', description: 'Twelve looks.', price: '$49', image: null }],
    business_hours: { monday: { open: '09:00', close: '18:00' }, sunday: null },
    logo_url: null,
    cover_photo_url: null,
    brand_color: '#c81e3c',
    verified: false,
    is_featured: false,
    plan_type: 'free',
    analytics_enabled: true,
    ...over,
  };
}

/** Publishes through the directory's own service, as a moderator's approval does (test-only path). */
export async function publish(t: TestApp, listing: PublishedListing) {
  await t.ctx.db.transaction((tx) => publishListing(t.ctx, tx, listing));
  return listing;
}

export async function unpublish(t: TestApp, id: string) {
  return t.ctx.db.transaction((tx) => unpublishListing(t.ctx, tx, id));
}
