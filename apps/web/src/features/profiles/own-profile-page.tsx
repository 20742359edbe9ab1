import { hasUsername, profilePath } from '@mb/contract/profiles';
import { Navigate } from 'react-router';
import { ProfileLoadError } from './profile-load-error';
import { ProfileViewSkeleton } from './profile-view';
import { useMyProfile } from './queries';

/** /profile: your own public profile, or the editor when there is no username yet (spec §2 incomplete-profile target). */
export default function OwnProfilePage() {
  const me = useMyProfile();
  if (me.data) return <Navigate to={hasUsername(me.data.username) ? profilePath(me.data) : '/profile/edit'} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : <ProfileViewSkeleton />}
    </div>
  );
}
