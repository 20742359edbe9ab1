const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "November 18, 2026" (UTC, so the server-rendered date and the browser agree). */
export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));
