// The business directory's categories, social networks, weekdays, field limits and messages without
// zod: a listing and the directory show them on their first paint. business.ts builds the schemas from
// these and re-exports them.

export const BUSINESS_CATEGORIES = {
  agency: 'Agency',
  production_post_production: 'Production & Post-Production',
  collaborative_production: 'Collaborative Production',
  web_tech_software: 'Web, Tech & Software',
  events_awards: 'Events & Awards',
  sexywear_gears_toys: 'Sexywear, Gear & Toys',
  payment_processors_banking: 'Payment Processors & Banking',
  filming_locations_equipment: 'Filming Locations & Equipment',
  business_services_professionals: 'Business Services & Professionals',
  marketing_pr: 'Marketing & PR',
  healthcare_wellbeing: 'Healthcare & Wellbeing',
  other: 'Other',
} as const;
export type BusinessCategory = keyof typeof BUSINESS_CATEGORIES;
export const BUSINESS_CATEGORY_KEYS = Object.keys(BUSINESS_CATEGORIES) as [BusinessCategory, ...BusinessCategory[]];

/** Spec §9 'listing review 48 hours'. */
export const BUSINESS_REVIEW_HOURS = 48;

/** Logo and cover: JPEG, PNG or WebP up to 5 MB (the avatar rules); the logo is shown square, 300 x 300 recommended. */
export const BUSINESS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BUSINESS_LOGO_RECOMMENDED_PX = 300;

export const BUSINESS_FIELD_MAX = {
  name: 120,
  description: 2000,
  location: 120,
  address: 300,
  phone: 40,
  url: 300,
  email: 254,
  itemName: 120,
  itemText: 1000,
  itemShort: 80,
  listEntries: 20,
  listEntry: 120,
  revisionRounds: 100,
} as const;

export const BUSINESS_MESSAGES = {
  // Spec §5 (validated on change, the same words in the browser and on the server).
  businessNameRequired: 'Business name is required',
  categoryRequired: 'At least one category is required',
  categoryMax: 'Maximum 3 categories allowed',
  invalidUrl: 'Please enter a valid URL',
  serviceNameRequired: 'Service name is required',
  productNameRequired: 'Product name is required',
  // Spec §8 'Business'.
  draftLoaded: 'Draft loaded',
  draftSaved: 'Draft saved',
  draftSaveFailed: { title: 'Save failed', description: 'Failed to save your draft. Please try again.' },
  registrationSubmitted: 'Registration submitted',
  registrationFailed: { title: 'Registration failed', description: 'Failed to submit registration. Please try again.' },
  uploadFailed: 'Upload failed',
  logoUploaded: 'Logo uploaded',
  draftCleared: 'Draft cleared',
  clearFailed: 'Clear failed',
  authError: { title: 'Authentication Error', description: 'You must be signed in to register a business' },
  registerError: { title: 'Registration Failed', description: 'There was an error registering your business. Please try again.' },
  businessRegistered: 'Business Registered',
  /** Spec §4: the registration step is skipped when a non-draft profile with a name exists. */
  businessProfileFound: 'Business Profile Found',
  // Ours (the spec is silent).
  reviewNotice: `Listings are reviewed by our team before they are published, within ${BUSINESS_REVIEW_HOURS} hours.`,
  creatorNoBusiness: 'Creator accounts do not register a business.',
  socialNameMismatch: 'A social page can stand in for a website only when its page name matches the business name.',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  colorInvalid: 'Please choose a colour like #1a2b3c',
  timeInvalid: 'Please enter a time like 09:00',
  hoursOrder: 'Closing time must be after opening time',
  revisionRounds: `Revision rounds must be a whole number from 0 to ${BUSINESS_FIELD_MAX.revisionRounds}`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooManyEntries: `At most ${BUSINESS_FIELD_MAX.listEntries} entries`,
  serviceLimit: (limit: number) => `Your plan allows up to ${limit} services. Remove one or upgrade your plan to add more.`,
  productLimit: (limit: number) => `Your plan allows up to ${limit} products. Remove one or upgrade your plan to add more.`,
  imageNotYours: 'Please upload the picture here.',
  noBusiness: 'Register your business first.',
  notADraft: 'Your registration has been submitted; there is no draft to clear.',
  alreadySubmitted: 'Your business is already registered. Edit it in the Business Hub.',
  stillDraft: 'Submit your registration first.',
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The social networks a listing links to (spec §3 social_media map), by key; each value a profile URL. */
export const SOCIAL_NETWORKS = {
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  x: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com'] },
  onlyfans: { label: 'OnlyFans', hosts: ['onlyfans.com'] },
  fansly: { label: 'Fansly', hosts: ['fansly.com'] },
  telegram: { label: 'Telegram', hosts: ['t.me', 'telegram.me'] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]];
