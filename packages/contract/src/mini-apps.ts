/**
 * The mini apps of the app store (spec §1, §2 /apps/{app_id}, §3 mb_apps). This list is the one place
 * an app is registered: the server seeds the `mb_apps` catalogue from it at start, and the browser
 * finds each app's pages by its id. Adding a sixth app is one folder (its feature) and one line here.
 *
 * `route` is the app's own page when it has one (MB Events lives at /app/mb-events); otherwise
 * launching opens /apps/{id}. `icon` names a lucide icon the browser maps to a component.
 */
export interface MiniAppManifest {
  id: string;
  name: string;
  tagline: string;
  description: string;
  icon: 'calendar-check' | 'video' | 'trophy' | 'calendar-days' | 'file-badge';
  theme_color: string;
  route: string | null;
  /** Paths under the public folder, shown on the app's store page. */
  screenshots: string[];
}

export const MB_EVENTS_APP_ID = 'mb-events';

export const MINI_APPS: readonly MiniAppManifest[] = [
  {
    id: 'mb-bookings',
    name: 'MB Bookings',
    tagline: 'Get booked for work, without the back-and-forth',
    description:
      'Publish your services, rates and weekly availability. Members pick a free slot in their own time zone and send a request; you accept or decline, and both of you get reminders and calendar files.',
    icon: 'calendar-check',
    theme_color: '#0e7490',
    route: null,
    screenshots: [],
  },
  {
    id: 'mb-visio',
    name: 'MB Visio',
    tagline: 'Video calls between members',
    description:
      'One-to-one and small group calls in the browser: camera, microphone, screen share, a waiting room you admit people from, and scheduled rooms with invite links. Nothing is recorded.',
    icon: 'video',
    theme_color: '#7c3aed',
    route: null,
    screenshots: [],
  },
  {
    id: 'mb-trophy',
    name: 'MB Trophy',
    tagline: 'Run industry awards, from nominations to winners',
    description:
      'Create an award with categories and nomination and voting windows. Members nominate with the nominee’s consent, verified members vote once per category, and winners get trophies on their profiles.',
    icon: 'trophy',
    theme_color: '#b45309',
    route: null,
    screenshots: [],
  },
  {
    id: MB_EVENTS_APP_ID,
    name: 'MB Events',
    tagline: 'Shows, parties and conventions, with tickets and check-in',
    description:
      'Publish events with free RSVPs or paid tickets, message attendees, export the guest list and check tickets in at the door by scanning their QR code.',
    icon: 'calendar-days',
    theme_color: '#be123c',
    route: '/app/mb-events',
    screenshots: [],
  },
  {
    id: 'mb-licensing',
    name: 'MB Licensing',
    tagline: 'License your content, with everyone’s consent on record',
    description:
      'Offer portfolio items for licensing with clear terms. Studios and businesses request a license, you accept or counter, and each license gets a certificate anyone can verify.',
    icon: 'file-badge',
    theme_color: '#15803d',
    route: null,
    screenshots: [],
  },
];

export const miniApp = (id: string): MiniAppManifest | undefined => MINI_APPS.find((a) => a.id === id);
