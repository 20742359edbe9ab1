import { isViewSource, VIEW_SOURCE_PARAM, type ViewSource } from '@mb/contract/analytics-sources';
import { api } from './api';

// Profile analytics (issue 35): the browser tells the server what was seen and where the reader came
// from. The page never waits for it, and a failure is never shown.

/** Where this page load came from: a link in the app says so in its state, a link from outside in ?via=. */
export function viewSourceOf(location: { state: unknown; search: string }): ViewSource {
  const via = (location.state as { via?: unknown } | null)?.via;
  if (isViewSource(via)) return via;
  const param = new URLSearchParams(location.search).get(VIEW_SOURCE_PARAM);
  return isViewSource(param) ? param : 'direct';
}

/** One view of a profile (no item) or of one of its portfolio items. */
export function countProfileView(profileId: string, itemId: string | null, source: ViewSource) {
  api('countProfileView', { body: { profile_id: profileId, ...(itemId ? { item_id: itemId } : {}), source } }).catch(() => {});
}
