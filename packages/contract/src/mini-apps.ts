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
  /**
   * The installation's settings (spec §3 mb_app_installations.configuration), edited on the app's
   * settings page. Each field has a default, so an installation that never saved reads the defaults;
   * app-store.ts builds the zod schema the server validates with from this list.
   */
  settings: readonly AppSettingField[];
}

interface AppSettingBase {
  key: string;
  label: string;
  help?: string;
}
export type AppSettingField =
  | (AppSettingBase & { kind: 'switch'; default: boolean })
  | (AppSettingBase & { kind: 'select'; options: readonly { value: string; label: string }[]; default: string })
  | (AppSettingBase & { kind: 'number'; min: number; max: number; unit: string; default: number });

const emailNotifications = (help: string): AppSettingField => ({
  key: 'email_notifications',
  label: 'E-mail notifications',
  help,
  kind: 'switch',
  default: true,
});

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
    settings: [
      emailNotifications('E-mail me when a booking request arrives or is cancelled.'),
      {
        key: 'default_visibility',
        label: 'Who can book you',
        kind: 'select',
        options: [
          { value: 'members', label: 'Any member' },
          { value: 'connections', label: 'My connections only' },
        ],
        default: 'members',
      },
      {
        key: 'min_notice_hours',
        label: 'Minimum notice',
        help: 'How far ahead a slot must be requested.',
        kind: 'number',
        min: 0,
        max: 168,
        unit: 'hours',
        default: 24,
      },
    ],
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
    settings: [
      { key: 'camera_on_join', label: 'Camera on when joining', kind: 'switch', default: true },
      { key: 'microphone_on_join', label: 'Microphone on when joining', kind: 'switch', default: true },
      { key: 'waiting_room', label: 'Waiting room', help: 'Guests wait until you admit them.', kind: 'switch', default: true },
    ],
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
    settings: [
      emailNotifications('E-mail me when I am nominated or an award I run changes phase.'),
      { key: 'show_trophies_on_profile', label: 'Show my trophies on my profile', kind: 'switch', default: true },
    ],
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
    settings: [
      emailNotifications('E-mail me when someone RSVPs or buys a ticket to my events.'),
      {
        key: 'default_visibility',
        label: 'Default visibility of new events',
        kind: 'select',
        options: [
          { value: 'public', label: 'Public (anyone with the link)' },
          { value: 'members', label: 'Members only' },
        ],
        default: 'public',
      },
    ],
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
    settings: [
      emailNotifications('E-mail me when a license is requested or countered.'),
      {
        key: 'default_visibility',
        label: 'Who sees your licensable items',
        kind: 'select',
        options: [
          { value: 'members', label: 'Any member' },
          { value: 'businesses', label: 'Studios and businesses only' },
        ],
        default: 'members',
      },
    ],
  },
];

export const miniApp = (id: string): MiniAppManifest | undefined => MINI_APPS.find((a) => a.id === id);

/**
 * Where launching an app goes (spec §2 Apps menu): the app's own stored route if it has one (MB Events:
 * /app/mb-events), otherwise /apps/{app_id}, the app's home.
 */
export const appLaunchPath = (id: string, route: string | null | undefined): string => route ?? `/apps/${encodeURIComponent(id)}`;

/** The settings of an installation with every field present: what was saved, defaults for the rest. */
export function appSettingsWithDefaults(appId: string, stored: Record<string, unknown>): Record<string, boolean | string | number> {
  const out: Record<string, boolean | string | number> = {};
  for (const f of miniApp(appId)?.settings ?? []) {
    const v = stored[f.key];
    const fits =
      f.kind === 'switch'
        ? typeof v === 'boolean'
        : f.kind === 'number'
          ? typeof v === 'number' && Number.isInteger(v) && v >= f.min && v <= f.max
          : typeof v === 'string' && f.options.some((o) => o.value === v);
    out[f.key] = fits ? (v as boolean | string | number) : f.default;
  }
  return out;
}
