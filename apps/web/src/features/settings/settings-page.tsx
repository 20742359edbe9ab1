import { PROFILE_UNAVAILABLE } from '@mb/contract/geoblock';
import type { MyProfile } from '@mb/contract/profiles';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t, tm } from '../../lib/i18n';
import { ShowMyViewsSwitch } from '../analytics';
import { ProSubscriptionPanel } from '../billing';
import { CastingAlertsSettings } from '../casting';
import { HolderOnly } from '../enterprise';
import { GeoBlocking } from '../geoblock';
import { YourDataTab } from '../member-data';
import { MessagingSettingsForm } from '../messages';
import { NotificationSettings } from '../notifications';
import { BlockedMembers, PrivacyForm, ProfileEditor, ProfileLoadError, useMyProfile } from '../profiles';
import { AccountTab } from './account-tab';

// Sign-in security (issue 18): its own chunk, loaded when the tab opens.
const SecurityTab = lazy(() => import('../account-security').then((m) => ({ default: m.SecurityTab })));

/** Tabs addressed by ?tab= (spec §2, e.g. /settings?tab=pro-subscription). */
const TABS = {
  account: () => t('settings.tab.account', 'Account'),
  security: () => t('settings.tab.security', 'Security'),
  profile: () => t('settings.tab.profile', 'Profile'),
  notifications: () => t('settings.tab.notifications', 'Notifications'),
  privacy: () => t('settings.tab.privacy', 'Privacy'),
  'pro-subscription': () => t('settings.tab.pro', 'Pro subscription'),
  'your-data': () => t('settings.tab.data', 'Your data'),
} as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && Object.hasOwn(TABS, v);

export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'account';
  // Arrived from onboarding with the plan chosen on /pricing (lib/chosen-plan.ts).
  const chosenBilling = params.get('plan') === 'creator-pro' ? (params.get('billing') === 'yearly' ? 'yearly' : 'monthly') : null;
  const me = useMyProfile();
  const profile = me.data;
  const needsProfile = (body: (p: MyProfile) => ReactNode) =>
    profile ? body(profile) : me.isError ? <ProfileLoadError onRetry={() => void me.refetch()} /> : <Skeleton className="h-64" />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('settings.title', 'Settings')}</h1>
        <p className="text-sm text-muted-foreground">
          {t('settings.intro', 'Your account, profile, notifications, privacy and your data.')}
        </p>
      </div>
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(v) => {
          const next = new URLSearchParams(params);
          next.set('tab', v);
          setParams(next, { replace: true });
        }}
      >
        {/* On a phone the six tabs wrap onto a second row rather than hide past the edge. */}
        <TabsList className="h-auto flex-wrap justify-start">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {TABS[key]()}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
        <TabsContent value="security">
          <HolderOnly title={t('settings.security.title', 'Sign-in security')}>
            <Suspense fallback={<Skeleton className="h-64" />}>
              <SecurityTab />
            </Suspense>
          </HolderOnly>
        </TabsContent>
        <TabsContent value="profile">
          {needsProfile((p) => (
            <ProfileEditor profile={p} />
          ))}
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationSettings />
          <CastingAlertsSettings />
        </TabsContent>
        <TabsContent value="privacy">
          {needsProfile((p) => (
            <Card>
              <CardHeader>
                <CardTitle>{t('settings.tab.privacy', 'Privacy')}</CardTitle>
                <CardDescription>
                  {t(
                    'settings.privacy.intro',
                    'Who sees your profile, and whether search engines list it. We never show your legal name or e-mail.',
                  )}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PrivacyForm profile={p} />
              </CardContent>
            </Card>
          ))}
          <Card className="mt-6" id="profile-views">
            <CardHeader>
              <CardTitle>{t('settings.views.title', 'Profile views')}</CardTitle>
              <CardDescription>
                {t('settings.views.intro', 'Whether members whose profiles you view see your name among their viewers.')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ShowMyViewsSwitch />
            </CardContent>
          </Card>
          <Card className="mt-6" id="messaging">
            <CardHeader>
              <CardTitle>{t('settings.messaging.title', 'Messaging')}</CardTitle>
              <CardDescription>
                {t('settings.messaging.intro', 'Who may message you, and whether others see when you have read their messages.')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <MessagingSettingsForm />
            </CardContent>
          </Card>
          <Card className="mt-6" id="blocked-locations">
            <CardHeader>
              <CardTitle>{t('settings.geoblock.title', 'Blocked locations')}</CardTitle>
              <CardDescription>
                {t(
                  'settings.geoblock.intro',
                  'Hide your profile from countries and, in the US and Canada, from states and provinces. People there see “{unavailable}”, never why.',
                  { unavailable: tm(PROFILE_UNAVAILABLE) },
                )}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <GeoBlocking />
            </CardContent>
          </Card>
          <Card className="mt-6">
            <CardHeader>
              <CardTitle>{t('settings.blocked.title', 'Blocked members')}</CardTitle>
              <CardDescription>
                {t(
                  'settings.blocked.intro',
                  'Blocked members cannot see your profile or members-only content, message you or follow you. Muted members stay out of your feeds. Neither is told.',
                )}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <BlockedMembers />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="pro-subscription">
          <ProSubscriptionPanel chosen={chosenBilling} />
        </TabsContent>
        <TabsContent value="your-data">
          <HolderOnly title={t('settings.tab.data', 'Your data')}>
            <YourDataTab />
          </HolderOnly>
        </TabsContent>
      </Tabs>
    </div>
  );
}
