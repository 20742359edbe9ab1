import { isSameSitePath } from '@mb/contract/notification-types';

/** Where a click goes: a same-site path only (checked again here though the server stored only those). */
export const followableUrl = (url: string | null) => (isSameSitePath(url) ? url : null);
