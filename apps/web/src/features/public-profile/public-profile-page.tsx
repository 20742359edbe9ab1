import { RESERVED_USERNAMES } from '@mb/contract/app-routes';
import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock-text';
import { isProfileUuid, isUsername, PROFILE_MESSAGES, profilePageDescription, profilePageTitle } from '@mb/contract/profiles-text';
import { MESSAGES } from '@mb/contract/ui-text';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { HydrateLater } from '../../components/page/hydrate-later';
import { NotFoundPage } from '../../components/page/not-found-page';
import { useNoindex, usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { countProfileView, viewSourceOf } from '../../lib/profile-views';
import { SponsoredSlot } from '../ads';
import { ProfileCollabCredits } from '../collabs';
import { CreditsSection } from '../credits';
import { ProfileNetwork } from '../network';
import {
  AboutSection,
  ContentSection,
  ProfileHeader,
  ProfileHeaderActions,
  type ProfileViewer,
  ProfileViewSkeleton,
  publicName,
  useMyProfile,
  usePublicProfile,
  useSignInHref,
} from '../profiles';
import { ProfileBioLinks } from './profile-bio-links';
import { ProfilePortfolio } from './profile-portfolio';

/** MB Trophy's badges (issue 16): loaded after the profile, so its code stays out of the profile's first load. */
const ProfileTrophies = lazy(() => import('../trophy').then((m) => ({ default: m.ProfileTrophies })));

/** Whether a path segment could name a profile at all (a reserved word or malformed slug never does). */
function canBeProfile(identifier: string, allowId: boolean) {
  const key = identifier.trim();
  if (allowId && isProfileUuid(key)) return true;
  return !RESERVED_USERNAMES.has(key.toLowerCase()) && isUsername(key);
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
  const viewer: ProfileViewer = !session ? 'visitor' : profile && session.user.id === profile.id ? 'owner' : 'member';
  // The same title and description the server wrote into the first HTML (features/seo).
  usePageMeta(
    profile ? profilePageTitle(profile, PRODUCT_NAME) : undefined,
    profile ? profilePageDescription(profile, PRODUCT_NAME) : undefined,
  );
  // Nothing for search engines on members-only pages, nor when the member asked for noindex.
  useNoindex(Boolean(profile && (profile.noindex || profile.visibility === 'members')));
  useCountViews(profile?.id, viewer);

  if (!valid) return <NotFoundPage />;
  // Hidden from where the reader is (geo-blocking): the one neutral sentence, never which rule.
  // The server answers in the interface's language (Accept-Language), so the message is either text.
  const unavailable = [PROFILE_UNAVAILABLE, tm(PROFILE_UNAVAILABLE)];
  if (error instanceof ApiError && error.status === 404 && unavailable.includes(error.message)) return <ProfileUnavailable />;
  // Visitors get 404 for members-only profiles too (the server does not tell them apart): offer sign-in.
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage signInHint={PROFILE_MESSAGES.notFoundSignIn} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      {query.isPending ? <ProfileViewSkeleton /> : null}
      {error ? (
        <Card className="mx-auto max-w-md text-center" role="alert">
          <CardHeader>
            <h1 className="text-lg font-semibold">{MESSAGES.profileLoadFailed}</h1>
            <CardDescription>{error.message || MESSAGES.unexpected}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void query.refetch()}>{t('common.tryAgain', 'Try Again')}</Button>
          </CardContent>
        </Card>
      ) : null}
      {profile ? (
        <article className="grid gap-6" aria-labelledby="profile-name">
          <ProfileHeader profile={profile} own={own} actions={<ProfileHeaderActions profile={profile} viewer={viewer} />} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="grid min-w-0 content-start gap-8">
              <Card>
                <CardContent className="pt-6">
                  <AboutSection profile={profile} viewer={viewer} />
                </CardContent>
              </Card>
              {/* The gallery and below, and the side column: hydrated after the header and the about card
                  (issue 33); a click on them hydrates them at once. */}
              <HydrateLater>
                <ProfilePortfolio profile={profile} viewer={viewer} />
                <CreditsSection member={profile} />
              </HydrateLater>
            </div>
            <aside className="grid content-start gap-6" aria-label={`More about ${publicName(profile)}`}>
              <HydrateLater>
                {viewer === 'visitor' ? <JoinCard name={publicName(profile)} /> : null}
                <ProfileNetwork userId={profile.id} name={publicName(profile)} />
                <Suspense fallback={null}>
                  <ProfileTrophies userId={profile.id} />
                </Suspense>
                <ProfileCollabCredits userId={profile.id} />
                <ProfileBioLinks profile={profile} viewer={viewer} />
                <ContentSection profile={profile} viewer={viewer} />
                {/* Issue 14: a sponsored slot on public portfolios; the server serves none on Pro members' pages. */}
                {viewer !== 'owner' ? <SponsoredSlot placement="portfolio" page={profile.id} /> : null}
              </HydrateLater>
            </aside>
          </div>
        </article>
      ) : null}
    </div>
  );
}

/**
 * Profile analytics (issue 35): one view of the profile per page load, one per portfolio item opened
 * (?item=), with where the reader came from as this page load said it (an item's opening replaces the
 * address, and its state with it). After the page has shown, and never for the owner.
 */
function useCountViews(profileId: string | undefined, viewer: ProfileViewer) {
  const location = useLocation();
  const [source] = useState(() => viewSourceOf(location));
  const itemId = new URLSearchParams(location.search).get('item');
  const counts = profileId !== undefined && viewer !== 'owner';
  useEffect(() => {
    if (counts && profileId) countProfileView(profileId, null, source);
  }, [counts, profileId, source]);
  useEffect(() => {
    if (counts && profileId && itemId) countProfileView(profileId, itemId, source);
  }, [counts, profileId, itemId, source]);
}

/** For visitors: what joining gives them here, with the way in. */
function JoinCard({ name }: { name: string }) {
  const signIn = useSignInHref();
  return (
    <Card className="border-primary/40" data-testid="join-call">
      <CardContent className="grid gap-3 pt-6">
        <h2 className="text-base font-semibold">{t('profile.join.title', 'Want to work together?')}</h2>
        <p className="text-sm text-muted-foreground">
          {t(
            'profile.join.text',
            'Join {product}, the professional network of the adult entertainment industry, to follow {name}, connect and collaborate. Free to join, 18+ only.',
            { product: PRODUCT_NAME, name },
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/signup">{t('auth.joinTitle', 'Join {product}', { product: PRODUCT_NAME })}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={signIn}>{t('shell.header.signIn', 'Sign in')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** A profile the reader may not see from where they are: no status code, no reason, a way back. */
function ProfileUnavailable() {
  const session = useSession();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{tm(PROFILE_UNAVAILABLE)}</h1>
      <Button asChild>
        {session ? (
          <Link to="/dashboard">{t('profile.unavailable.toDashboard', 'Return to Dashboard')}</Link>
        ) : (
          <Link to="/">{t('profile.unavailable.toHome', 'Return to Home')}</Link>
        )}
      </Button>
    </section>
  );
}
