import type { MyProfile } from '@mb/contract/profiles';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { MessagingSettingsForm } from '../messages';
import { NotificationSettings } from '../notifications';
import { BlockedMembers, PrivacyForm, ProfileEditor, ProfileLoadError, useMyProfile } from '../profiles';
import { AccountTab } from './account-tab';

/** Tabs addressed by ?tab= (spec §2, e.g. /settings?tab=pro-subscription). */
const TABS = {
  account: 'Account',
  profile: 'Profile',
  notifications: 'Notifications',
  privacy: 'Privacy',
  'pro-subscription': 'Pro subscription',
} as const;
type Tab = keyof typeof TABS;
const isTab = (t: string | null): t is Tab => t !== null && Object.hasOwn(TABS, t);

/** The subscription feature fills this tab (plans, billing, renewals); it shows the stored status today. */
function ProSubscriptionTab({ profile, chosen }: { profile: MyProfile; chosen: string | null }) {
  const active = profile.subscription_status === 'active';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5" aria-hidden="true" />
          Pro subscription
        </CardTitle>
        <CardDescription>Pro unlocks unlimited portfolio images, videos and albums.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="flex items-center gap-2">Current plan: {active ? <Badge>Pro</Badge> : <Badge variant="secondary">Free</Badge>}</p>
        {profile.subscription_end_date ? <p>Renews or ends on {new Date(profile.subscription_end_date).toLocaleDateString()}.</p> : null}
        {chosen && !active ? (
          <p className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2" data-testid="chosen-plan">
            You chose Pro ({chosen}) before joining. Subscriptions are not open yet: nothing has been charged, and you can take Pro here as
            soon as they open.
          </p>
        ) : null}
        <p className="text-muted-foreground">Upgrading, payment and renewal settings are managed here once subscriptions open.</p>
      </CardContent>
    </Card>
  );
}

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
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Your account, profile, notifications and privacy.</p>
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
        {/* On a phone the five tabs wrap onto a second row rather than hide past the edge. */}
        <TabsList className="h-auto flex-wrap justify-start">
          {(Object.keys(TABS) as Tab[]).map((t) => (
            <TabsTrigger key={t} value={t}>
              {TABS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
        <TabsContent value="profile">
          {needsProfile((p) => (
            <ProfileEditor profile={p} />
          ))}
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationSettings />
        </TabsContent>
        <TabsContent value="privacy">
          {needsProfile((p) => (
            <Card>
              <CardHeader>
                <CardTitle>Privacy</CardTitle>
                <CardDescription>
                  Who sees your profile, and whether search engines list it. We never show your legal name or e-mail.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PrivacyForm profile={p} />
              </CardContent>
            </Card>
          ))}
          <Card className="mt-6" id="messaging">
            <CardHeader>
              <CardTitle>Messaging</CardTitle>
              <CardDescription>Who may message you, and whether others see when you have read their messages.</CardDescription>
            </CardHeader>
            <CardContent>
              <MessagingSettingsForm />
            </CardContent>
          </Card>
          <Card className="mt-6">
            <CardHeader>
              <CardTitle>Blocked members</CardTitle>
              <CardDescription>
                Blocked members cannot see your profile or members-only content, message you or follow you. Muted members stay out of your
                feeds. Neither is told.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <BlockedMembers />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="pro-subscription">
          {needsProfile((p) => (
            <ProSubscriptionTab profile={p} chosen={chosenBilling} />
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
