import { MESSAGES } from '@mb/contract/messages';
import { isProfileUuid, PROFILE_MESSAGES, RESERVED_USERNAMES, usernameSchema } from '@mb/contract/profiles';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/page/not-found-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { PRODUCT_NAME } from '../../lib/product';
import { ProfileActions } from './profile-actions';
import { ProfileView, ProfileViewSkeleton, publicName } from './profile-view';
import { useMyProfile, usePublicProfile } from './queries';

/** Whether a path segment could name a profile at all (a reserved word or malformed slug never does). */
function canBeProfile(identifier: string, allowId: boolean) {
  const key = identifier.trim();
  if (allowId && isProfileUuid(key)) return true;
  return !RESERVED_USERNAMES.has(key.toLowerCase()) && usernameSchema.safeParse(key).success;
}

/** Sets the document title and, when the member opted out of indexing, `<meta name="robots" content="noindex">`. */
function usePageMeta(title: string | null, noindex: boolean) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}

/**
 * A member's profile: /{slug} (public catch-all, by username), /model/{identifier} and /profile/{id}
 * (signed in; username or UUID). Unknown profiles get the Page Not Found screen.
 */
export default function PublicProfilePage() {
  const params = useParams();
  const identifier = decodeURIComponent(params.slug ?? params.identifier ?? params.id ?? '');
  const valid = canBeProfile(identifier, params.slug === undefined);
  const query = usePublicProfile(valid ? identifier : undefined);
  const me = useMyProfile();
  const session = useSession();
  const profile = query.data;
  const own = profile && me.data?.id === profile.id ? me.data : undefined;
  const error = query.error;
  // Nothing for search engines on members-only pages, nor when the member asked for noindex.
  usePageMeta(profile ? publicName(profile) : null, Boolean(profile && (profile.noindex || profile.visibility === 'members')));

  if (!valid) return <NotFoundPage />;
  // Visitors get 404 for members-only profiles too (the server does not tell them apart): offer sign-in.
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage signInHint={PROFILE_MESSAGES.notFoundSignIn} />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {query.isPending ? <ProfileViewSkeleton /> : null}
      {error ? (
        <Card className="mx-auto max-w-md text-center" role="alert">
          <CardHeader>
            <h1 className="text-lg font-semibold">{MESSAGES.profileLoadFailed}</h1>
            <CardDescription>{error.message || MESSAGES.unexpected}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void query.refetch()}>Try again</Button>
          </CardContent>
        </Card>
      ) : null}
      {profile ? (
        <ProfileView
          profile={profile}
          own={own}
          actions={session && session.user.id !== profile.id ? <ProfileActions profile={profile} /> : undefined}
        />
      ) : null}
    </div>
  );
}
