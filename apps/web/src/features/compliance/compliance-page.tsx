import { COMPLIANCE_LIMITS, type ComplianceMe } from '@mb/contract/compliance';
import type { MyProfile } from '@mb/contract/profiles';
import { BadgeCheck, CircleAlert, Clock, Globe, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { HolderOnly } from '../enterprise';
import { ProfileLoadError, useMyProfile, VERIFICATION_TEXT, type VerificationState } from '../profiles';
import { RecordsIdentityCard } from '../records';
import { DomainPanel, DomainStatusBadge } from './domain-panel';
import { identityState } from './identity-state';
import { useComplianceMe, useComplianceUpdates } from './queries';
import { useVerification } from './use-verification';
import { VerificationCard } from './verification-card';

const RETURN_URL = '/compliance';

const IDENTITY_BADGE: Record<VerificationState, { label: string; variant: 'success' | 'warning' | 'outline'; icon: typeof BadgeCheck }> = {
  verified: { label: 'Verified', variant: 'success', icon: BadgeCheck },
  pending: { label: 'Pending', variant: 'warning', icon: Clock },
  failed: { label: 'Failed', variant: 'outline', icon: CircleAlert },
  not_started: { label: 'Not started', variant: 'outline', icon: ShieldQuestion },
  unknown: { label: 'Unknown', variant: 'outline', icon: ShieldQuestion },
};

/** What each verification unlocks (spec §6) and how to fix a failure: one list, shown beside its state. */
const UNLOCKS = {
  identity: [
    'Upload NSFW content to your portfolio (verified accounts only)',
    'Your avatar and portfolio uploads skip the moderation wait (up to 48 hours)',
    'The verified badge on your profile',
  ],
  domain: ['The verified badge on your business listing in the directory', 'Visitors see that your website really belongs to you'],
};

function Unlocks({ items, unlocked }: { items: string[]; unlocked: boolean }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{unlocked ? 'Unlocked for you' : 'What it unlocks'}</p>
      <ul className="grid gap-1.5 text-sm">
        {items.map((t) => (
          <li key={t} className="flex gap-2">
            {unlocked ? (
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How to get past a failed or stuck identity verification (ours; the spec only says 'Please try again'). */
function IdentityHelp({ state, reason }: { state: VerificationState; reason: string | null }) {
  if (state === 'failed')
    return (
      <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="identity-fix">
        <p className="font-medium">How to fix it</p>
        {reason ? <p>Reason given by the reviewer: {reason}</p> : null}
        <p className="text-muted-foreground">
          Start again with a valid, unexpired government ID. Photograph it whole, in good light, without glare, and take the selfie with
          your face fully visible. The name and date of birth must be readable.
        </p>
      </div>
    );
  if (state === 'pending')
    return (
      <p className="text-sm text-muted-foreground">
        Your documents are with the reviewer; it usually takes {COMPLIANCE_LIMITS.verificationMinutes}. This page updates when they decide.
      </p>
    );
  if (state === 'unknown') return <p className="text-sm text-muted-foreground">Refresh the page, or contact support if this stays.</p>;
  return null;
}

function IdentitySection({ me, failed, profile }: { me?: ComplianceMe; failed: boolean; profile: MyProfile }) {
  const { state, stale } = identityState(me, failed, profile);
  const [started, setStarted] = useState(false);
  const b = IDENTITY_BADGE[state];
  const canStart = state === 'not_started' || state === 'failed' || state === 'unknown';
  return (
    <Card data-testid="compliance-identity">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <CardTitle>Identity verification</CardTitle>
          <CardDescription>Prove you are who you say you are, once, with an ID document and a selfie.</CardDescription>
        </div>
        <Badge variant={b.variant} data-testid="identity-badge">
          <b.icon className="size-3.5" aria-hidden="true" />
          {b.label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{VERIFICATION_TEXT[state].title}</p>
          <p className="text-muted-foreground">{VERIFICATION_TEXT[state].message}</p>
          {me?.identity.verified_at && state === 'verified' ? (
            <p className="text-muted-foreground">Verified on {new Date(me.identity.verified_at).toLocaleDateString(intlLocale())}.</p>
          ) : null}
          {stale ? (
            <p className="text-xs text-muted-foreground">
              The verification service did not answer just now; this is your last known status.
            </p>
          ) : null}
        </div>
        <IdentityHelp state={state} reason={me?.identity.failure_reason ?? null} />
        <Unlocks items={UNLOCKS.identity} unlocked={state === 'verified'} />
        {started ? (
          <StartedVerification />
        ) : canStart ? (
          <div>
            <Button onClick={() => setStarted(true)}>
              <ShieldCheck aria-hidden="true" />
              {state === 'failed' ? 'Try Verification Again' : 'Start Verification'}
            </Button>
          </div>
        ) : state === 'pending' ? (
          <div>
            <Button variant="outline" onClick={() => setStarted(true)}>
              Follow the review here
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The embedded card; its checks fill the status cache, so the section above follows its answers. */
function StartedVerification() {
  return <VerificationCard verification={useVerification(RETURN_URL)} />;
}

function DomainSection({ me, profile }: { me?: ComplianceMe; profile: MyProfile }) {
  const linked = me?.profile_domain ?? {
    domain_name: profile.domain_name,
    domain_verified: profile.domain_verified,
    verification_status: null,
  };
  const business = profile.profile_type === 'business';
  return (
    <Card data-testid="compliance-domains">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <CardTitle>Domain verification</CardTitle>
          <CardDescription>
            Prove that your website is yours with a DNS TXT record at the compliance hub, or ask a moderator to check it by hand.
          </CardDescription>
        </div>
        {linked.domain_name ? (
          linked.domain_verified ? (
            <DomainStatusBadge status="verified" />
          ) : (
            <Badge variant="outline">
              <Globe className="size-3.5" aria-hidden="true" />
              Not verified
            </Badge>
          )
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {me?.hub_ok && me.domains.length > 0 ? (
          <ul className="grid gap-2" aria-label="Your domains at the hub">
            {me.domains.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium break-all">{d.domain}</span>
                <span className="flex items-center gap-2">
                  {d.domain === linked.domain_name ? <Badge variant="info">Linked</Badge> : null}
                  <DomainStatusBadge status={d.status} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {me?.domains.some((d) => d.status === 'failed') ? (
          <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="domain-fix">
            <p className="font-medium">How to fix a failed domain</p>
            <p className="text-muted-foreground">
              Check at the hub that the TXT record is on the domain itself (not a subdomain) with exactly the value shown, wait for DNS (
              {COMPLIANCE_LIMITS.dnsPropagation} at most), then check again. Or ask for a manual verification below.
            </p>
          </div>
        ) : null}
        <Unlocks
          items={business ? UNLOCKS.domain : [`${UNLOCKS.domain[1]} (domains matter most for business accounts)`]}
          unlocked={linked.domain_verified}
        />
        <DomainPanel returnUrl={RETURN_URL} />
      </CardContent>
    </Card>
  );
}

/** /compliance: the member's compliance center (identity, domains, what each unlocks, how to fix a failure). */
export default function CompliancePage() {
  usePageMeta(`Compliance Center · ${PRODUCT_NAME}`, 'Your identity and domain verification.');
  const profile = useMyProfile();
  const me = useComplianceMe();
  useComplianceUpdates();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Compliance Center</h1>
        <p className="text-sm text-muted-foreground">
          Your identity and domain verification through our compliance partner, vAulth. Documents stay with the verification provider.
        </p>
      </div>
      {profile.data ? (
        me.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-6">
            <span className="sr-only">Loading your verification status...</span>
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        ) : (
          <>
            <IdentitySection me={me.data} failed={me.isError} profile={profile.data} />
            <DomainSection me={me.data} profile={profile.data} />
            <HolderOnly title="Your legal identity for the records">
              <RecordsIdentityCard />
            </HolderOnly>
          </>
        )
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}
