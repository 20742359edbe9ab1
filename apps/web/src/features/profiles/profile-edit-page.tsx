import { hasUsername, profilePath } from '@mb/contract/profiles';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';
import { PrivacyForm } from './privacy-form';
import { ProfileEditor } from './profile-editor';
import { ProfileLoadError } from './profile-load-error';
import { useMyProfile } from './queries';

/** /profile/edit: every field a member edits, with the same rules as onboarding. */
export default function ProfileEditPage() {
  const me = useMyProfile();
  const profile = me.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('profiles.edit.title', 'Edit profile')}</h1>
          <p className="text-sm text-muted-foreground">
            {profile && profile.profile_type !== 'creator'
              ? t(
                  'profiles.edit.leadBusiness',
                  'Your public page and how people see you. Your business listing is edited in the Business Hub.',
                )
              : t('profiles.edit.lead', 'Your public page, your stage name and what you make.')}
          </p>
        </div>
        {profile ? (
          <Button asChild variant="outline">
            <Link to={profilePath(profile)}>
              <ExternalLink aria-hidden="true" />
              {hasUsername(profile.username)
                ? t('profiles.edit.view', 'View profile')
                : t('profiles.edit.viewById', 'View profile (by id)')}
            </Link>
          </Button>
        ) : null}
      </div>
      {me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : null}
      {me.isPending ? (
        <div className="grid gap-6" role="status" aria-label={t('profiles.loading', 'Loading profile')}>
          <Skeleton className="h-44" />
          <Skeleton className="h-[32rem]" />
        </div>
      ) : null}
      {profile ? (
        <>
          <ProfileEditor profile={profile} />
          <Card>
            <CardHeader>
              <CardTitle>{t('profiles.edit.privacy', 'Privacy')}</CardTitle>
              <CardDescription>
                {t('profiles.edit.privacyText', 'Who sees your profile and whether search engines list it.')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PrivacyForm profile={profile} />
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}
