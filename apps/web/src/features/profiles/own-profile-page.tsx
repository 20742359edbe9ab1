import { hasUsername, needsOnboarding, profilePath } from '@mb/contract/profiles';
import { useRef } from 'react';
import { Navigate } from 'react-router';
import ProfileEditPage from './profile-edit-page';
import { ProfileLoadError } from './profile-load-error';
import { ProfileViewSkeleton } from './profile-view';
import { useMyProfile } from './queries';

/**
 * /profile: your own public profile, or the editor when there is no username yet (spec §2 incomplete-profile target).
 * A member whose onboarding is unfinished is kept here, with the editor behind the reopened wizard: the
 * complete-profile guard sends them here to finish (issue 31), and sending them on to their public page
 * took them away from it as soon as this page's code had loaded. That is decided once, when the profile
 * is first known: finishing here saves the completed profile and then opens the page that was asked
 * for, and the completed profile must not send them to their public page on the way.
 */
export default function OwnProfilePage() {
  const me = useMyProfile();
  const finishingHere = useRef<boolean | null>(null);
  if (me.data && finishingHere.current === null) finishingHere.current = needsOnboarding(me.data);
  if (me.data && finishingHere.current) return <ProfileEditPage />;
  if (me.data) return <Navigate to={hasUsername(me.data.username) ? profilePath(me.data) : '/profile/edit'} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : <ProfileViewSkeleton />}
    </div>
  );
}
