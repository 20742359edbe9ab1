import type { MyProfile } from '@mb/contract/profiles';
import { useEffect, useRef } from 'react';
import { resetContentFilter, setContentFilter } from '../../lib/content-filter';
import { getSession, subscribeSession } from '../../lib/session';

/**
 * Spec §4 'Content filter': starts at all, is loaded from default_content_filter after sign-in (once
 * per signed-in member, so the header's own choice is not overridden by refetches or token refreshes),
 * and goes back to all on sign-out or when another member signs in. Mounted once, by the shell.
 */
export function useContentFilterFromProfile(profile: Pick<MyProfile, 'id' | 'default_content_filter'> | undefined) {
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    let user = getSession()?.user.id ?? null;
    return subscribeSession((s) => {
      const next = s?.user.id ?? null;
      if (next === user) return; // a token refresh: same member, same choice
      user = next;
      loadedFor.current = null;
      resetContentFilter();
    });
  }, []);
  useEffect(() => {
    if (!profile || loadedFor.current === profile.id) return;
    loadedFor.current = profile.id;
    setContentFilter(profile.default_content_filter);
  }, [profile]);
}
