import type { BusinessProfile } from '@mb/contract/business';
import { hasUsername, isCreatorFlow, type MyProfile, PROFILE_TYPE_LABELS, profilePath } from '@mb/contract/profiles';
import { ArrowRight, Briefcase, ChartColumn, CheckCircle2, Circle, Eye, Pencil, Settings, Share2, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { isNewMember } from '../../lib/new-member';
import { PRODUCT_NAME } from '../../lib/product';
import { toast } from '../../lib/toast';
import { BusinessDashboard, useMyBusiness } from '../business';
import { EditorQueueCard } from '../collabs';
import { OpenDrawCard } from '../lottery';
import { OwnAvatar, ProfileLoadError, publicName, useMyProfile } from '../profiles';
import { type Completeness, memberCompleteness } from './completeness';
import { VerificationCard } from './verification-card';

/** One of the dashboard's next steps: a full-width link with its icon, wrapping long translations. */
function NextStep({ to, icon: Icon, children }: { to: string; icon: typeof ArrowRight; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline" className="h-auto min-h-9 justify-between py-2 text-left whitespace-normal">
      <Link to={to}>
        <span className="inline-flex items-center gap-2">
          <Icon aria-hidden="true" />
          {children}
        </span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

function Checklist({ completeness, business }: { completeness: Completeness; business: boolean }) {
  const { percent, items } = completeness;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {business ? t('dashboard.businessChecklist', 'Business checklist') : t('dashboard.completeness', 'Profile completeness')}
        </CardTitle>
        <CardDescription>
          {percent === 100
            ? business
              ? t('dashboard.listingComplete', 'Your listing is complete. Nice work.')
              : t('dashboard.profileComplete', 'Your profile is complete. Nice work.')
            : business
              ? t('dashboard.listingWhy', 'Complete listings get found and contacted more often.')
              : t('dashboard.profileWhy', 'Complete profiles get found and booked more often.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Progress
            value={percent}
            label={business ? t('dashboard.businessChecklist', 'Business checklist') : t('dashboard.completeness', 'Profile completeness')}
            className="flex-1"
          />
          <span className="w-12 text-right text-sm font-semibold tabular-nums" data-testid="completeness-percent">
            {percent}%
          </span>
        </div>
        <ul
          className="grid gap-1.5"
          aria-label={
            business ? t('dashboard.businessChecklist', 'Business checklist') : t('dashboard.profileChecklist', 'Profile checklist')
          }
        >
          {items.map((i) => (
            <li key={i.key} className="flex items-center gap-2 text-sm">
              {i.done ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-label={t('dashboard.done', 'Done')} />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-label={t('dashboard.missing', 'Missing')} />
              )}
              {!i.done && i.href ? (
                <Link
                  to={i.href}
                  className="font-medium underline decoration-muted-foreground/60 underline-offset-4 hover:decoration-foreground"
                >
                  {i.label}
                </Link>
              ) : (
                <span className={i.done ? 'text-muted-foreground' : undefined}>{i.label}</span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function NextSteps({
  profile,
  completeness,
  business,
}: {
  profile: MyProfile;
  completeness: Completeness;
  business: BusinessProfile | null;
}) {
  const url = `${window.location.origin}${hasUsername(profile.username) ? `/${profile.username}` : profilePath(profile)}`;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('dashboard.linkCopied', 'Profile link copied'), { description: url });
    } catch {
      toast.info(t('dashboard.yourLink', 'Your profile link'), { description: url });
    }
  };
  const { missing } = completeness;
  const forBusiness = !isCreatorFlow(profile.profile_type);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.nextSteps', 'Next steps')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {forBusiness ? (
          <NextStep to="/business-management" icon={Briefcase}>
            {t('dashboard.openHub', 'Open Business Hub')}
          </NextStep>
        ) : null}
        {forBusiness && business?.published ? (
          <NextStep to={`/business/${business.id}`} icon={Warehouse}>
            {t('dashboard.seeListing', 'See your listing as others do')}
          </NextStep>
        ) : null}
        {!forBusiness && missing.some((m) => m.href) ? (
          <NextStep to="/profile/edit" icon={Pencil}>
            {t('dashboard.finishProfile', 'Finish your profile')}
          </NextStep>
        ) : null}
        <NextStep to={profilePath(profile)} icon={Eye}>
          {t('dashboard.seeProfile', 'See your profile as others do')}
        </NextStep>
        <NextStep to="/analytics" icon={ChartColumn}>
          {t('dashboard.seeViewers', 'See who viewed your profile')}
        </NextStep>
        <Button variant="outline" className="h-auto min-h-9 justify-between py-2 text-left whitespace-normal" onClick={() => void share()}>
          <span className="inline-flex items-center gap-2">
            <Share2 aria-hidden="true" />
            {t('dashboard.copyLink', 'Copy your profile link')}
          </span>
          <ArrowRight aria-hidden="true" />
        </Button>
        <NextStep to="/settings?tab=privacy" icon={Settings}>
          {t('dashboard.reviewPrivacy', 'Review your privacy settings')}
        </NextStep>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('dashboard.loading', 'Loading your dashboard')}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/** 'Welcome back' is for members who have been here before, not for one who has just joined. */
function greeting(profile: MyProfile): string {
  const fresh = !profile.onboarding_completed || isNewMember(profile.id);
  const name = publicName(profile);
  return fresh
    ? t('dashboard.welcomeNew', 'Welcome to {product}, {name}', { product: PRODUCT_NAME, name })
    : t('dashboard.welcomeBack', 'Welcome back, {name}', { name });
}

/** /dashboard: a signed-in member's home: completeness and what is missing, next steps, verification. */
export default function DashboardPage() {
  const me = useMyProfile();
  const profile = me.data;
  const forBusiness = Boolean(profile && !isCreatorFlow(profile.profile_type));
  const biz = useMyBusiness(forBusiness);
  const business = biz.data?.business ?? null;
  const completeness = profile ? memberCompleteness(profile, business) : null;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8" aria-labelledby="dashboard-title">
      {me.isPending ? <DashboardSkeleton /> : null}
      {me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : null}
      {profile ? (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center gap-4">
            <OwnAvatar profile={profile} className="size-16" compact />
            <div className="grid gap-1">
              <h1 id="dashboard-title" className="text-2xl font-bold tracking-tight">
                {greeting(profile)}
              </h1>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="secondary">{tm(PROFILE_TYPE_LABELS[profile.profile_type])}</Badge>
                {hasUsername(profile.username) ? <span>@{profile.username}</span> : null}
                {profile.avatar_moderation_status === 'pending' ? (
                  <Badge variant="warning">{t('dashboard.avatarPending', 'Avatar pending moderation')}</Badge>
                ) : null}
              </div>
            </div>
          </div>
          {forBusiness ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <div className="grid content-start gap-6">
                {biz.isPending ? <Skeleton className="h-72" /> : completeness ? <Checklist completeness={completeness} business /> : null}
                <NextSteps profile={profile} completeness={completeness ?? memberCompleteness(profile, null)} business={business} />
              </div>
              <div className="grid content-start gap-6">
                <OpenDrawCard />
                <BusinessDashboard profile={profile} />
                <VerificationCard profile={profile} />
              </div>
            </div>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              {completeness ? <Checklist completeness={completeness} business={false} /> : null}
              <div className="grid content-start gap-6">
                <OpenDrawCard />
                <EditorQueueCard />
                <VerificationCard profile={profile} />
                {completeness ? <NextSteps profile={profile} completeness={completeness} business={null} /> : null}
              </div>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
