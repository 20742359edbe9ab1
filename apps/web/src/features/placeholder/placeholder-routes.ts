// Every spec §2 route that later issues build, in one table (the README points here). Each gets a real
// page frame with a 'coming soon' state: a title, one sentence of what the page will do, a link back.
// When a feature lands, its engineer removes the row and registers the real page in their own routes.
//
// access: public (anyone) | member (signed in) | complete (signed in with a complete profile, spec §2)
//         | staff (any staff role) | admin (is_admin) | admin-moderation (admin with content_moderation)
// layout: app (header, sidebar, footer) | bare (no app layout: /messages, spec §2)

export type PlaceholderAccess = 'public' | 'member' | 'complete' | 'staff' | 'admin' | 'admin-moderation';

export interface Placeholder {
  path: string;
  title: string;
  description: string;
  access: PlaceholderAccess;
  layout?: 'app' | 'bare';
}

export const PLACEHOLDERS: readonly Placeholder[] = [
  // Public
  {
    path: '/sso/login',
    title: 'Single Sign-On',
    description: 'Sign in through your organisation or the compliance hub with one click.',
    access: 'public',
  },
  {
    path: '/oauth/callback',
    title: 'Completing Sign-In',
    description: 'Finishes a sign-in that started with an external identity provider.',
    access: 'public',
  },
  {
    path: '/events/:eventId',
    title: 'Event',
    description: 'Details, schedule and location of an industry event, with a way to register.',
    access: 'public',
  },
  {
    path: '/business-directory',
    title: 'Business Directory',
    description: 'A moderated directory of verified businesses serving the industry, searchable by category.',
    access: 'public',
  },
  {
    path: '/business/:id',
    title: 'Business Profile',
    description: "A verified business's listing: services, products, events and reviews.",
    access: 'public',
  },
  {
    path: '/digital-lottery',
    title: 'Digital Lottery',
    description: 'Enter the digital lottery and see prize draws and results.',
    access: 'public',
  },
  {
    path: '/biolink/:slug',
    title: 'Bio Link',
    description: "A member's link-in-bio page with their profiles, shops and socials in one place.",
    access: 'public',
  },
  {
    path: '/portfolio/share',
    title: 'Shared Portfolio',
    description: 'A portfolio shared by link, viewable without an account.',
    access: 'public',
  },

  // Signed in
  {
    path: '/models',
    title: 'Models',
    description: 'Browse creators and models by location, content type and availability.',
    access: 'member',
  },
  {
    path: '/messages',
    title: 'Messages',
    description: 'Direct messages with creators, studios and businesses you work with.',
    access: 'member',
    layout: 'bare',
  },
  { path: '/casting', title: 'Casting', description: 'Casting functionality coming soon', access: 'member' },
  { path: '/ads', title: 'Ads', description: 'Create and manage sponsored placements across the platform.', access: 'member' },
  { path: '/activity-feed', title: 'Activity Feed', description: 'Updates from the people and businesses you follow.', access: 'member' },
  {
    path: '/subscription-management',
    title: 'Subscription Management',
    description: 'Your Pro plan, billing cycle, renewals and invoices.',
    access: 'member',
  },
  {
    path: '/business-pricing',
    title: 'Business Pricing',
    description: 'Plans for business listings, with what each one includes.',
    access: 'member',
  },
  {
    path: '/cloudflare-test',
    title: 'Connectivity Test',
    description: 'Checks that your connection reaches every part of the platform.',
    access: 'member',
  },
  {
    path: '/business/register',
    title: 'Register Your Business',
    description: 'Create your business listing: name, logo, categories, description and website.',
    access: 'member',
  },
  {
    path: '/business-profile',
    title: 'Business Profile',
    description: 'Edit your business listing and see its moderation status.',
    access: 'member',
  },
  {
    path: '/business-management',
    title: 'Business Hub',
    description: 'Manage your listing, services, products, events, reviews and domain verification.',
    access: 'member',
  },
  {
    path: '/app-store',
    title: 'App Store',
    description: 'Discover and install mini apps such as MB Bookings, MB Visio, MB Trophy, MB Events and MB Licensing.',
    access: 'member',
  },
  { path: '/apps/:app_id', title: 'App', description: 'Opens an installed mini app.', access: 'member' },
  {
    path: '/events',
    title: 'Events',
    description: 'Industry events, conventions and award shows, and the ones you are attending.',
    access: 'member',
  },
  {
    path: '/app/mb-events',
    title: 'MB Events',
    description: 'Create and promote your own events with the MB Events app.',
    access: 'member',
  },
  {
    path: '/app/mb-events/manage/:eventId',
    title: 'Manage Event',
    description: 'Edit an event, its tickets and its attendee list.',
    access: 'member',
  },
  { path: '/event/:eventId', title: 'Event', description: 'Details, schedule and attendees of an event.', access: 'member' },
  {
    path: '/my-portfolio',
    title: 'My Portfolio',
    description: 'Manage your images, videos and albums, and what the public sees.',
    access: 'member',
  },
  {
    path: '/studio-dashboard',
    title: 'Studio Dashboard',
    description: 'Your studio at a glance: castings, forms, news and linked talent.',
    access: 'member',
  },
  {
    path: '/enterprise-dashboard',
    title: 'Enterprise Dashboard',
    description: 'An overview of your enterprise account, its studios and sub-users.',
    access: 'member',
  },
  {
    path: '/enterprise-profile',
    title: 'Enterprise Settings',
    description: 'Manage sub-users and linked studios for your enterprise account.',
    access: 'member',
  },
  {
    path: '/enterprise/developer-settings',
    title: 'Developer Settings',
    description: 'API keys and webhooks for integrating your systems.',
    access: 'member',
  },
  { path: '/enterprise/:id', title: 'Enterprise', description: "An enterprise account's public page and its studios.", access: 'member' },
  {
    path: '/compliance',
    title: 'Compliance Center',
    description: 'Identity verification, domain verification and record-keeping in one place.',
    access: 'member',
  },
  {
    path: '/casting-forms',
    title: 'Casting Forms Builder',
    description: 'Build casting forms that talent can fill in and submit to your studio.',
    access: 'member',
  },
  {
    path: '/studio-news',
    title: 'News & Updates',
    description: 'Publish studio news and updates to the people who follow you.',
    access: 'member',
  },

  // Signed in with a complete profile (spec §2)
  { path: '/portfolio', title: 'Portfolio', description: 'Your public portfolio as others see it.', access: 'complete' },
  {
    path: '/location',
    title: 'My Location',
    description: 'Set where you are based and where you travel, so the right castings find you.',
    access: 'complete',
  },
  {
    path: '/network',
    title: 'Discover Creators',
    description: 'Find creators, studios and businesses to follow and work with.',
    access: 'complete',
  },
  {
    path: '/collabs',
    title: 'Collabs',
    description: 'Propose, accept and organise collaborations with other creators.',
    access: 'complete',
  },
  {
    path: '/collab/:id',
    title: 'Collaboration',
    description: 'One collaboration: who, when, where, and its conversation.',
    access: 'complete',
  },
  {
    path: '/collab/:id/:tab',
    title: 'Collaboration',
    description: 'One collaboration: who, when, where, and its conversation.',
    access: 'complete',
  },
  {
    path: '/casting-proposals',
    title: 'Casting',
    description: 'Casting proposals sent to you and the ones you have sent.',
    access: 'complete',
  },

  // Staff
  {
    path: '/moderation',
    title: 'Moderation',
    description: 'Review pending avatars, portfolio uploads, listings and reports.',
    access: 'staff',
  },
  { path: '/admin', title: 'Admin Dashboard', description: 'Platform health, staff management and settings.', access: 'admin' },
  { path: '/admin/platforms', title: 'Platforms', description: 'Manage the external platforms the product connects to.', access: 'admin' },
  { path: '/accounts-management', title: 'Accounts', description: 'Search, review and manage member accounts.', access: 'admin' },
  {
    path: '/lottery-redeem',
    title: 'Lottery Redemption',
    description: 'Verify and redeem winning digital lottery tickets.',
    access: 'admin-moderation',
  },
];
