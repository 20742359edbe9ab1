import type { MyProfile, PublicProfile } from '@mb/contract/profiles';
import { BadgeCheck, CalendarDays, Crown, Lock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeptText } from '../../components/page/kept-text';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { contentTypeLabel } from '../../lib/content-type-label';
import { intlLocale, t } from '../../lib/i18n';
import { OwnAvatar } from './avatar-picker';
import { profileTypeLabel } from './profile-labels';

/** The name people see: stage name, else @username, else a neutral word (never anything legal). */
export const publicName = (p: { display_name: string | null; username: string | null }) =>
  p.display_name?.trim() || (p.username?.trim() ? `@${p.username.trim()}` : t('profiles.member', 'Member'));

const monthYear = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });

export type ProfileViewer = 'owner' | 'member' | 'visitor';

/** The top of the page: cover band, avatar, name with badges, handle, type, location, member since, actions. */
export function ProfileHeader({ profile, own, actions }: { profile: PublicProfile; own?: MyProfile; actions: ReactNode }) {
  const name = publicName(profile);
  return (
    <Card className="overflow-hidden">
      {/* The cover band (a member's cover picture takes its place when covers land). */}
      <div
        aria-hidden="true"
        className="h-28 bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklch,var(--color-primary)_80%,transparent)_0%,transparent_55%),linear-gradient(135deg,color-mix(in_oklch,var(--color-primary)_25%,transparent),var(--color-muted))] sm:h-40"
      />
      {/* Only the avatar reaches up into the band; the name and the actions sit below it on every width. */}
      <CardContent className="grid gap-4 pb-6 sm:grid-cols-[auto_1fr] sm:gap-6">
        <div className="relative -mt-14 sm:-mt-20">
          {own ? (
            <OwnAvatar profile={own} className="size-28 rounded-full ring-4 ring-card sm:size-36" />
          ) : (
            <Avatar
              src={profile.avatar_url}
              alt={t('profiles.avatarOf', "{name}'s avatar", { name })}
              priority
              className="size-28 ring-4 ring-card sm:size-36"
            />
          )}
        </div>
        <div className="flex flex-col gap-4 sm:pt-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="grid min-w-0 gap-1.5">
            <h1 id="profile-name" className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
              <span className="min-w-0 break-words">{name}</span>
              {profile.verified ? (
                <Badge variant="success" title={t('profiles.verifiedTitle', 'Identity verified')}>
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t('profiles.verified', 'Verified')}
                </Badge>
              ) : null}
              {profile.pro ? (
                <Badge variant="outline" className="border-primary/60" title={t('profiles.proTitle', 'Pro member')}>
                  <Crown className="size-3.5 text-primary" aria-hidden="true" />
                  {t('profiles.pro', 'Pro')}
                </Badge>
              ) : null}
            </h1>
            {profile.username && profile.display_name ? <p className="text-muted-foreground">@{profile.username}</p> : null}
            <ul
              className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground"
              aria-label={t('profiles.aboutMember', 'About this member')}
            >
              <li>
                <Badge variant="secondary">{profileTypeLabel(profile.profile_type)}</Badge>
              </li>
              {profile.location ? (
                <li className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {profile.location}
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden="true" />
                <KeptText
                  watch={profile.member_since}
                  text={() => t('profiles.memberSince', 'Member since {date}', { date: monthYear(profile.member_since) })}
                />
              </li>
              {profile.visibility === 'members' ? (
                <li className="inline-flex items-center gap-1">
                  <Lock className="size-4" aria-hidden="true" />
                  {t('profiles.membersOnly', 'Members only')}
                </li>
              ) : null}
            </ul>
          </div>
          <div className="shrink-0">{actions}</div>
        </div>
      </CardContent>
    </Card>
  );
}

/** About: the bio, or what to do when there is none. */
export function AboutSection({ profile, viewer }: { profile: PublicProfile; viewer: ProfileViewer }) {
  const name = publicName(profile);
  return (
    <section aria-labelledby="profile-about" className="grid gap-3">
      <h2 id="profile-about" className="text-lg font-semibold">
        {t('profiles.about', 'About')}
      </h2>
      {profile.bio ? (
        <p className="whitespace-pre-line leading-relaxed">{profile.bio}</p>
      ) : (
        <p className="text-muted-foreground">
          {viewer === 'owner'
            ? profile.profile_type === 'creator'
              ? t('profiles.noBioCreator', 'You have not written a bio yet. Tell studios and collaborators what you do.')
              : t('profiles.noBioOwner', 'You have not written a bio yet. Tell people what you do and who you work with.')
            : t('profiles.noBio', '{name} has not written a bio yet.', { name })}
        </p>
      )}
      {viewer === 'owner' && !profile.bio ? (
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to="/profile/edit">{t('profiles.addBio', 'Add a bio')}</Link>
        </Button>
      ) : null}
    </section>
  );
}

/** Content types: a creator's (and a studio's, when it lists them); a business is never told it has none. */
export function ContentSection({ profile, viewer }: { profile: PublicProfile; viewer: ProfileViewer }) {
  // Others are not shown an empty card; the owner is, as a reminder.
  if (profile.content_types.length === 0 && (viewer !== 'owner' || profile.profile_type !== 'creator')) return null;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 className="text-base font-semibold">{t('profiles.content', 'Content')}</h2>
        {profile.content_types.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('profiles.contentTypes', 'Content types')}>
            {profile.content_types.map((type) => (
              <li key={type}>
                <Badge variant="outline">{contentTypeLabel(type)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('profiles.noTypes', 'No content types listed.')}{' '}
            <Link to="/profile/edit" className="text-primary underline underline-offset-4">
              {t('profiles.addTypes', 'Add them')}
            </Link>{' '}
            {t('profiles.addTypesWhy', 'so the right people find you.')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function ProfileViewSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('profiles.loading', 'Loading profile')}>
      <Card className="overflow-hidden">
        <Skeleton className="h-28 rounded-none sm:h-40" />
        <CardContent className="flex flex-col gap-4 pb-6 sm:flex-row">
          <Skeleton className="-mt-14 size-28 rounded-full sm:-mt-20 sm:size-36" />
          <div className="grid flex-1 gap-2 sm:pt-4">
            <Skeleton className="h-8 w-56" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-72" />
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-4">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-16" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="aspect-[4/5]" />
            <Skeleton className="aspect-[4/5]" />
            <Skeleton className="aspect-[4/5]" />
          </div>
        </div>
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
