import type { PublicProfile } from '@mb/contract/profiles';
import { Images, LogIn, MessageSquare, Pencil, UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { TooltipProvider } from '../../components/ui/tooltip';
import { t } from '../../lib/i18n';
import { messageMemberPath } from '../messages';
import { ProfileNetworkButtons } from '../network';
import { ProfileActions } from './profile-actions';
import { publicName } from './profile-view';

// MB Bookings' Book button loads with its own chunk: a static import would pull the bookings feature
// into the profile's graph and reshuffle the shell's shared chunks (the first-page budget).
const BookButton = lazy(() => import('../bookings').then((m) => ({ default: m.BookButton })));

/** The address of the sign-in page that comes back here afterwards. */
export function useSignInHref() {
  const location = useLocation();
  return `/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The header's actions: the owner edits; a member follows, connects (issue 12), messages, books (MB Bookings) and reports; a visitor joins. */
export function ProfileHeaderActions({ profile, viewer }: { profile: PublicProfile; viewer: 'owner' | 'member' | 'visitor' }) {
  const location = useLocation();
  if (viewer === 'owner') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/profile/edit">
            <Pencil aria-hidden="true" />
            {t('profiles.edit.title', 'Edit profile')}
          </Link>
        </Button>
        <Button asChild>
          <Link to="/my-portfolio">
            <Images aria-hidden="true" />
            {t('publicProfile.portfolio.manage', 'Manage portfolio')}
          </Link>
        </Button>
      </div>
    );
  }
  if (viewer === 'visitor') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/signup">
            <UserPlus aria-hidden="true" />
            {t('profiles.header.join', 'Join to connect')}
          </Link>
        </Button>
        {/* Back from sign-in, the network buttons follow this member (features/network: ?follow=<id>). */}
        <Button asChild variant="outline">
          <Link to={`/auth?redirect=${encodeURIComponent(`${location.pathname}?follow=${profile.id}`)}`}>
            <LogIn aria-hidden="true" />
            {t('profiles.header.signIn', 'Sign in to follow')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <TooltipProvider>
      <div className="grid gap-1.5 sm:justify-items-end" data-testid="member-actions">
        <div className="flex flex-wrap items-center gap-2">
          <ProfileNetworkButtons userId={profile.id} name={publicName(profile)} />
          <Button asChild variant="outline">
            <Link to={messageMemberPath(profile.id)}>
              <MessageSquare aria-hidden />
              {t('profiles.header.message', 'Message')}
            </Link>
          </Button>
          <Suspense fallback={null}>
            <BookButton username={profile.username} />
          </Suspense>
          <ProfileActions profile={profile} />
        </div>
      </div>
    </TooltipProvider>
  );
}
