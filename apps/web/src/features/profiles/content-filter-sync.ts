import type { MyProfile } from '@mb/contract/profiles';
import { useEffect } from 'react';
import { resetContentFilter, setContentFilter } from '../../lib/content-filter';
import { subscribeSession } from '../../lib/session';

// Spec §4 'Content filter': starts at all, is loaded from default_content_filter after sign-in (once
// per signed-in member and page load, so the header's own choice is not overridden by refetches),
// and goes back to all on sign-out.

let loadedFor: string | null = null;

subscribeSession((s) => {
  if (s && s.user.id === loadedFor) return;
  loadedFor = null;
  resetContentFilter();
});

export function useContentFilterFromProfile(profile: Pick<MyProfile, 'id' | 'default_content_filter'> | undefined) {
  useEffect(() => {
    if (!profile || loadedFor === profile.id) return;
    loadedFor = profile.id;
    setContentFilter(profile.default_content_filter);
  }, [profile]);
}
