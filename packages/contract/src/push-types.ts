import { PREFERENCE_OF, type PreferenceKey } from './notification-types.ts';

// Web Push (issue 36) without zod: which notification types are pushed under which switch, the words
// and the limits. The settings tab, the server and the service worker's payload agree through here.

/**
 * The push switch (a preference key of spec §3) each pushed type follows. Types outside the seven are
 * pushed under the switch closest to them: booking requests and answers with collaboration requests
 * (casting offers and collaboration invitations already use that type), event changes and security
 * alerts (a sign-in from a new browser) with system updates. A type not listed is never pushed.
 */
export const PUSH_PREFERENCE_OF: Readonly<Record<string, PreferenceKey>> = {
  ...PREFERENCE_OF,
  booking: 'collaboration_requests',
  event_update: 'system_updates',
  security_alert: 'system_updates',
};

/** Pushed unless turned off: the ones issue 36 names. The others wait until the member asks. */
export const PUSH_DEFAULT_ON: readonly PreferenceKey[] = ['messages', 'collaboration_requests', 'system_updates'];

export const PUSH_LIMITS = {
  /** A member's devices; subscribing one more replaces the one pushed to least recently. */
  devicesMax: 10,
  /** How long the server believes a tab's "I have focus" (the tab repeats it every minute: lib/pwa.ts). */
  presenceTtlMs: 90_000,
  /** How long the push service keeps an undelivered push (seconds). */
  ttlSeconds: 24 * 3_600,
  /** Tries for one device before giving up (the jobs' backoff between them). */
  maxAttempts: 5,
  titleMax: 120,
  bodyMax: 400,
} as const;

/** The built-in stand-in push service's path on this server (apps/server/src/pushbox). */
export const PUSHBOX_PATH = '/pushbox';

/** What a push carries (encrypted, RFC 8291) to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-site path the notification opens. */
  url: string;
  /** Replaces an earlier notification of the same tag on the device. */
  tag: string;
  type: string;
}

export const PUSH_MESSAGES = {
  sectionTitle: 'Push notifications',
  sectionDescription: 'Get notifications on this device even when the app is closed.',
  unsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add the app to your Home Screen first (iOS 16.4 or later).',
  enable: 'Turn on push on this device',
  enabling: 'Turning on...',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  enabled: 'Push notifications are on for this device.',
  enableFailed: 'Could not turn on push notifications. Please try again.',
  thisDevice: 'This device',
  devicesTitle: 'Devices',
  noDevices: 'No devices receive push notifications yet.',
  remove: 'Remove',
  removed: 'Device removed.',
  test: 'Send a test push',
  testSent: 'Test push sent to your devices.',
  testNone: 'Turn on push on a device first.',
  testTitle: 'Test notification',
  testBody: 'Push notifications work on this device.',
  hideContent: 'Hide message content on the lock screen',
  hideContentDescription: 'Pushes say only that something new arrived, not who sent it or what it says.',
  hiddenTitle: 'New notification',
  hiddenBody: (product: string) => `Open ${product} to see it.`,
  deviceNotFound: 'No such device.',
  invalidEndpoint: 'This push service is not one the server can reach.',
  unavailable: 'Push notifications are unavailable right now. Please try again later.',
} as const;
