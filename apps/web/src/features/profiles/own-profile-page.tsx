import { hasUsername, needsOnboarding, profilePath } from '@mb/contract/profiles';
import { Navigate } from 'react-router';
import ProfileEditPage from './profile-edit-page';
import { ProfileLoadError } from './profile-load-error';
import { ProfileViewSkeleton } from './profile-view';
import { useMyProfile } from './queries';

/**
 * /profile: your own public profile, or the editor when there is no username yet (spec §2 incomplete-profile target).
 * A member whose onboarding is unfinished is kept here, with the editor behind the reopened wizard: the
 * complete-profile guard sends them here to finish (issue 31), and sending them on to their public page
 * took them away from it as soon as this page's code had loaded.
 */
export default function OwnProfilePage() {
  const me = useMyProfile();
  if (me.data && needsOnboarding(me.data)) return <ProfileEditPage />;
  if (me.data) return <Navigate to={hasUsername(me.data.username) ? profilePath(me.data) : '/profile/edit'} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : <ProfileViewSkeleton />}
    </div>
  );
}
