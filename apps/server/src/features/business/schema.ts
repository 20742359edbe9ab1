import type { BusinessHours, ProductItem, ServiceItem, SocialMedia } from '@mb/contract/business';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec §3 business_profiles: the OWNER's working copy of a listing (id = the user's id), from the
 * first autosaved draft through submission, approval and later edits under review. The public copy
 * of the last approved version is the directory feature's (business_listings); `published_snapshot`
 * keeps what was published, so a reviewer sees what an edit changes.
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_name: text('business_name').notNull().default(''),
    /** The first chosen category (spec §3). */
    category: text('category'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    contact_email: text('contact_email').notNull().default(''),
    social_media: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    products: jsonb('products').$type<ProductItem[]>().notNull().default([]),
    services: jsonb('services').$type<ServiceItem[]>().notNull().default([]),
    business_hours: jsonb('business_hours').$type<BusinessHours>().notNull().default({}),
    // Spec §3 names both avatar_url/banner_url and logo_url/cover_photo_url: the first pair mirrors the second.
    avatar_url: text('avatar_url'),
    banner_url: text('banner_url'),
    logo_url: text('logo_url'),
    /** Storage key of logo_url in business-logos, for clean-up. */
    logo_path: text('logo_path'),
    cover_photo_url: text('cover_photo_url'),
    cover_path: text('cover_path'),
    subscription_status: text('subscription_status'),
    /** Null until the first submission (a draft has not been asked about). */
    moderation_status: text('moderation_status', { enum: ['pending', 'approved', 'rejected'] }),
    /** The moderator's notes on the last rejection; the owner sees them. */
    verification_notes: text('verification_notes'),
    verified: boolean('verified').notNull().default(false),
    is_featured: boolean('is_featured').notNull().default(false),
    plan_type: text('plan_type', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    brand_color: text('brand_color').notNull().default(''),
    analytics_enabled: boolean('analytics_enabled').notNull().default(true),
    // Derived from plan_type (BUSINESS_PLANS in the contract; a unit test keeps the two equal).
    service_limit: integer('service_limit').notNull().generatedAlwaysAs(sql`case plan_type when 'pro' then 25 else 3 end`),
    product_limit: integer('product_limit').notNull().generatedAlwaysAs(sql`case plan_type when 'pro' then 50 else 3 end`),
    is_draft: boolean('is_draft').notNull().default(true),
    draft_step: integer('draft_step').notNull().default(1),
    last_saved_at: ts('last_saved_at'),
    submitted_at: ts('submitted_at'),
    reviewed_at: ts('reviewed_at'),
    reviewed_by: uuid('reviewed_by'),
    /** The version the directory shows (the last approved), as published; null until first approved. */
    published_snapshot: jsonb('published_snapshot').$type<Record<string, unknown>>(),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('business_profiles_moderation_idx').on(t.moderation_status).where(sql`${t.moderation_status} = 'pending'`)],
);
