import { COMPLIANCE_LIMITS, type ComplianceMe } from '@mb/contract/compliance';
import type { MyProfile } from '@mb/contract/profiles';
import { BadgeCheck, CircleAlert, Clock, Globe, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t, tm } from '../../lib/i18n';
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

const identityBadge = (): Record<
  VerificationState,
  { label: string; variant: 'success' | 'warning' | 'outline'; icon: typeof BadgeCheck }
> => ({
  verified: { label: t('compliance.badge.verified', 'Verified'), variant: 'success', icon: BadgeCheck },
  pending: { label: t('compliance.badge.pending', 'Pending'), variant: 'warning', icon: Clock },
  failed: { label: t('compliance.badge.failed', 'Failed'), variant: 'outline', icon: CircleAlert },
  not_started: { label: t('compliance.badge.notStarted', 'Not started'), variant: 'outline', icon: ShieldQuestion },
  unknown: { label: t('compliance.badge.unknown', 'Unknown'), variant: 'outline', icon: ShieldQuestion },
});

/** What each verification unlocks (spec §6) and how to fix a failure: one list, shown beside its state. */
const unlocks = () => ({
  identity: [
    t('compliance.unlocks.nsfw', 'Upload NSFW content to your portfolio (verified accounts only)'),
    t('compliance.unlocks.skipWait', 'Your avatar and portfolio uploads skip the moderation wait (up to 48 hours)'),
    t('compliance.unlocks.badge', 'The verified badge on your profile'),
  ],
  domain: [
    t('compliance.unlocks.listingBadge', 'The verified badge on your business listing in the directory'),
    t('compliance.unlocks.website', 'Visitors see that your website really belongs to you'),
  ],
  personalDomain: t(
    'compliance.unlocks.websitePersonal',
    'Visitors see that your website really belongs to you (domains matter most for business accounts)',
  ),
});

function Unlocks({ items, unlocked }: { items: string[]; unlocked: boolean }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        {unlocked ? t('compliance.unlocked', 'Unlocked for you') : t('compliance.whatItUnlocks', 'What it unlocks')}
      </p>
      <ul className="grid gap-1.5 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            {unlocked ? (
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            {item}
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
        <p className="font-medium">{t('compliance.fix.title', 'How to fix it')}</p>
        {reason ? <p>{t('compliance.fix.reason', 'Reason given by the reviewer: {reason}', { reason })}</p> : null}
        <p className="text-muted-foreground">
          {t(
            'compliance.fix.text',
            'Start again with a valid, unexpired government ID. Photograph it whole, in good light, without glare, and take the selfie with your face fully visible. The name and date of birth must be readable.',
          )}
        </p>
      </div>
    );
  if (state === 'pending')
    return (
      <p className="text-sm text-muted-foreground">
        {t(
          'compliance.pendingHelp',
          'Your documents are with the reviewer; it usually takes {minutes}. This page updates when they decide.',
          { minutes: tm(COMPLIANCE_LIMITS.verificationMinutes) },
        )}
      </p>
    );
  if (state === 'unknown')
    return (
      <p className="text-sm text-muted-foreground">{t('compliance.unknownHelp', 'Refresh the page, or contact support if this stays.')}</p>
    );
  return null;
}

function IdentitySection({ me, failed, profile }: { me?: ComplianceMe; failed: boolean; profile: MyProfile }) {
  const { state, stale } = identityState(me, failed, profile);
  const [started, setStarted] = useState(false);
  const b = identityBadge()[state];
  const canStart = state === 'not_started' || state === 'failed' || state === 'unknown';
  return (
    <Card data-testid="compliance-identity">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <CardTitle>{t('compliance.identity.title', 'Identity verification')}</CardTitle>
          <CardDescription>
            {t('compliance.identity.description', 'Prove you are who you say you are, once, with an ID document and a selfie.')}
          </CardDescription>
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
            <p className="text-muted-foreground">
              {t('compliance.identity.verifiedOn', 'Verified on {date}.', {
                date: new Date(me.identity.verified_at).toLocaleDateString(intlLocale()),
              })}
            </p>
          ) : null}
          {stale ? (
            <p className="text-xs text-muted-foreground">
              {t('compliance.identity.stale', 'The verification service did not answer just now; this is your last known status.')}
            </p>
          ) : null}
        </div>
        <IdentityHelp state={state} reason={me?.identity.failure_reason ?? null} />
        <Unlocks items={unlocks().identity} unlocked={state === 'verified'} />
        {started ? (
          <StartedVerification />
        ) : canStart ? (
          <div>
            <Button onClick={() => setStarted(true)}>
              <ShieldCheck aria-hidden="true" />
              {state === 'failed' ? t('compliance.tryAgain', 'Try Verification Again') : t('compliance.start', 'Start Verification')}
            </Button>
          </div>
        ) : state === 'pending' ? (
          <div>
            <Button variant="outline" onClick={() => setStarted(true)}>
              {t('compliance.followReview', 'Follow the review here')}
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
          <CardTitle>{t('compliance.domain.title', 'Domain verification')}</CardTitle>
          <CardDescription>
            {t(
              'compliance.domain.description',
              'Prove that your website is yours with a DNS TXT record at the compliance hub, or ask a moderator to check it by hand.',
            )}
          </CardDescription>
        </div>
        {linked.domain_name ? (
          linked.domain_verified ? (
            <DomainStatusBadge status="verified" />
          ) : (
            <Badge variant="outline">
              <Globe className="size-3.5" aria-hidden="true" />
              {t('compliance.domain.notVerified', 'Not verified')}
            </Badge>
          )
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {me?.hub_ok && me.domains.length > 0 ? (
          <ul className="grid gap-2" aria-label={t('compliance.domain.hubList', 'Your domains at the hub')}>
            {me.domains.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium break-all">{d.domain}</span>
                <span className="flex items-center gap-2">
                  {d.domain === linked.domain_name ? <Badge variant="info">{t('compliance.domain.linked', 'Linked')}</Badge> : null}
                  <DomainStatusBadge status={d.status} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {me?.domains.some((d) => d.status === 'failed') ? (
          <div className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="domain-fix">
            <p className="font-medium">{t('compliance.domain.fixTitle', 'How to fix a failed domain')}</p>
            <p className="text-muted-foreground">
              {t(
                'compliance.domain.fixText',
                'Check at the hub that the TXT record is on the domain itself (not a subdomain) with exactly the value shown, wait for DNS ({hours} at most), then check again. Or ask for a manual verification below.',
                { hours: tm(COMPLIANCE_LIMITS.dnsPropagation) },
              )}
            </p>
          </div>
        ) : null}
        <Unlocks items={business ? unlocks().domain : [unlocks().personalDomain]} unlocked={linked.domain_verified} />
        <DomainPanel returnUrl={RETURN_URL} />
      </CardContent>
    </Card>
  );
}

/** /compliance: the member's compliance center (identity, domains, what each unlocks, how to fix a failure). */
export default function CompliancePage() {
  usePageMeta(
    `${t('compliance.title', 'Compliance Center')} · ${PRODUCT_NAME}`,
    t('compliance.metaDescription', 'Your identity and domain verification.'),
  );
  const profile = useMyProfile();
  const me = useComplianceMe();
  useComplianceUpdates();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('compliance.title', 'Compliance Center')}</h1>
        <p className="text-sm text-muted-foreground">
          {t(
            'compliance.intro',
            'Your identity and domain verification through our compliance partner, vAulth. Documents stay with the verification provider.',
          )}
        </p>
      </div>
      {profile.data ? (
        me.isPending ? (
          <div role="status" aria-busy="true" className="grid gap-6">
            <span className="sr-only">{t('compliance.loading', 'Loading your verification status...')}</span>
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        ) : (
          <>
            <IdentitySection me={me.data} failed={me.isError} profile={profile.data} />
            <DomainSection me={me.data} profile={profile.data} />
            <HolderOnly title={t('compliance.recordsIdentity', 'Your legal identity for the records')}>
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
