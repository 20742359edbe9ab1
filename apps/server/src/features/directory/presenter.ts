import type { DirectoryCard, DirectoryListing, Review } from '@mb/contract/directory';
import type { CardRow, ListingRow, ReviewRow } from './repository.ts';

type Category = DirectoryCard['category'];
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
/** Two decimal places: enough for half stars and the average shown beside them. */
const rating = (n: number) => Math.round(n * 100) / 100;

export function presentCard(r: CardRow): DirectoryCard {
  return {
    id: r.id,
    business_name: r.business_name,
    category: r.category as Category,
    categories: r.categories as Category[],
    summary: r.summary,
    location: r.location,
    logo_url: r.logo_url,
    verified: r.verified,
    is_featured: r.is_featured,
    rating_avg: rating(Number(r.rating_avg)),
    review_count: Number(r.review_count),
    published_at: iso(r.published_at),
  };
}

/** The public listing: everything the owner published except the plan (a commercial detail). */
export function presentListing(r: ListingRow): DirectoryListing {
  return {
    id: r.id,
    business_name: r.business_name,
    category: r.category as Category,
    categories: r.categories as Category[],
    description: r.description,
    location: r.location,
    address: r.address,
    phone: r.phone,
    website: r.website,
    contact_email: r.contact_email,
    social_media: r.social_media,
    services: r.services,
    products: r.products,
    business_hours: r.business_hours,
    logo_url: r.logo_url,
    cover_photo_url: r.cover_photo_url,
    brand_color: r.brand_color,
    verified: r.verified,
    is_featured: r.is_featured,
    analytics_enabled: r.analytics_enabled,
    rating_avg: rating(r.rating_avg),
    review_count: r.review_count,
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at),
  };
}

export interface ReviewerCard {
  id: string;
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

export function presentReview(r: ReviewRow, reviewers: Map<string, ReviewerCard>): Review {
  const who = reviewers.get(r.reviewer_id);
  return {
    id: r.id,
    business_id: r.business_id,
    rating: r.rating,
    content: r.content,
    reviewer: who ? { id: who.id, username: who.username, display_name: who.display_name, avatar_url: who.avatar_url } : null,
    owner_reply: r.owner_reply !== null && r.owner_replied_at ? { content: r.owner_reply, created_at: iso(r.owner_replied_at) } : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}
