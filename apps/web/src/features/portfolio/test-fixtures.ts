import type { OwnPortfolioItem } from '@mb/contract/portfolio';

// Tests only: an owner's portfolio item as the server sends it, approved and public, with what a test
// cares about overridden.

export const NO_MEDIA: OwnPortfolioItem['media'] = {
  thumb_url: null,
  full_url: null,
  video_url: null,
  blur_data_url: null,
  width: null,
  height: null,
  duration_seconds: null,
};

export const ownItem = (over: Partial<OwnPortfolioItem> = {}): OwnPortfolioItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  owner_id: '33333333-3333-4333-8333-333333333333',
  album_id: null,
  kind: 'image',
  title: null,
  caption: null,
  content_types: [],
  nsfw: false,
  position: 0,
  media: NO_MEDIA,
  likes: 0,
  views: 0,
  liked: false,
  credits: [],
  published_at: null,
  moderation_status: 'approved',
  rejection_reason: null,
  consent_state: 'none',
  tags: [],
  has_release: false,
  is_public: true,
  hidden_by_request: false,
  size_bytes: 1000,
  created_at: new Date().toISOString(),
  ...over,
});
