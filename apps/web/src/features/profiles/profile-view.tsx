import { CONTENT_TYPE_LABELS, type MyProfile, PROFILE_TYPE_LABELS, type PublicProfile } from '@mb/contract/profiles';
import { BadgeCheck, CalendarDays, Lock, MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { OwnAvatar } from './avatar-picker';

/** The name people see: stage name, else @username, else a neutral word (never anything legal). */
export const publicName = (p: { display_name: string | null; username: string | null }) =>
  p.display_name?.trim() || (p.username?.trim() ? `@${p.username.trim()}` : 'Member');

const monthYear = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

/** A member's profile page body. The owner sees their own latest avatar (blurred while pending). */
export function ProfileView({ profile, own, actions }: { profile: PublicProfile; own?: MyProfile; actions?: ReactNode }) {
  const name = publicName(profile);
  // Content types are a creator's (and a studio's, when it lists them); a business is never told it has none.
  const showContent = profile.profile_type === 'creator' || profile.content_types.length > 0;
  return (
    <article className="grid gap-6" aria-labelledby="profile-name">
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="h-24 bg-gradient-to-r from-primary/25 via-primary/10 to-transparent sm:h-32" />
        <CardContent className="-mt-12 grid gap-4 sm:-mt-16 sm:grid-cols-[auto_1fr] sm:items-end sm:gap-6">
          {own ? (
            <OwnAvatar profile={own} className="size-24 rounded-full ring-4 ring-card sm:size-32" />
          ) : (
            <Avatar src={profile.avatar_url} alt={`${name}'s avatar`} className="size-24 ring-4 ring-card sm:size-32" />
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="grid gap-1">
              <h1 id="profile-name" className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
                {name}
                {profile.verified ? (
                  <Badge variant="success">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    Verified
                  </Badge>
                ) : null}
              </h1>
              {profile.username && profile.display_name ? <p className="text-muted-foreground">@{profile.username}</p> : null}
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <Badge variant="secondary">{PROFILE_TYPE_LABELS[profile.profile_type]}</Badge>
                {profile.location ? (
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" />
                    {profile.location}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  Member since {monthYear(profile.member_since)}
                </span>
                {profile.visibility === 'members' ? (
                  <span className="inline-flex items-center gap-1">
                    <Lock className="size-4" aria-hidden="true" />
                    Members only
                  </span>
                ) : null}
              </div>
            </div>
            {own ? (
              <Button asChild variant="outline">
                <Link to="/profile/edit">
                  <Pencil aria-hidden="true" />
                  Edit profile
                </Link>
              </Button>
            ) : (
              actions
            )}
          </div>
        </CardContent>
      </Card>
      <div className={showContent ? 'grid gap-6 md:grid-cols-[2fr_1fr]' : 'grid gap-6'}>
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <h2 className="text-lg font-semibold">About</h2>
            {profile.bio ? (
              <p className="whitespace-pre-line leading-relaxed">{profile.bio}</p>
            ) : (
              <p className="text-muted-foreground">
                {own
                  ? profile.profile_type === 'creator'
                    ? 'You have not written a bio yet. Tell studios and collaborators what you do.'
                    : 'You have not written a bio yet. Tell people what you do and who you work with.'
                  : `${name} has not written a bio yet.`}
              </p>
            )}
            {own && !profile.bio ? (
              <Button asChild variant="link" className="justify-self-start px-0">
                <Link to="/profile/edit">Add a bio</Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
        {showContent ? (
          <Card>
            <CardContent className="grid gap-3 pt-6">
              <h2 className="text-lg font-semibold">Content</h2>
              {profile.content_types.length ? (
                <ul className="flex flex-wrap gap-2" aria-label="Content types">
                  {profile.content_types.map((t) => (
                    <li key={t}>
                      <Badge variant="outline">{CONTENT_TYPE_LABELS[t]}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No content types listed.</p>
              )}
            </CardContent>
          </Card>
        ) : null}
      </div>
    </article>
  );
}

export function ProfileViewSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading profile">
      <Card className="overflow-hidden">
        <Skeleton className="h-24 rounded-none sm:h-32" />
        <CardContent className="-mt-12 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end">
          <Skeleton className="size-24 rounded-full sm:size-32" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
