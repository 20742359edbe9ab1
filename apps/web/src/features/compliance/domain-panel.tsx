import { zodResolver } from '@hookform/resolvers/zod';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES, type DomainStatus, manualDomainInput } from '@mb/contract/compliance';
import { LIMITS } from '@mb/contract/limits';
import { BadgeCheck, Clock, ExternalLink, Globe, Link2, RefreshCw, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorState } from '../../components/page/states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { t, tm } from '../../lib/i18n';
import { useHubUrl } from '../../lib/site-info';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { openHubSignedIn } from './hub-link';
import { useComplianceMe, useRequestManualDomain, useSelectDomain } from './queries';

const domainStatus = (): Record<DomainStatus, { label: string; variant: 'success' | 'warning' | 'outline'; icon: typeof BadgeCheck }> => ({
  verified: { label: t('compliance.badge.verified', 'Verified'), variant: 'success', icon: BadgeCheck },
  pending: { label: t('compliance.badge.pending', 'Pending'), variant: 'warning', icon: Clock },
  failed: { label: t('compliance.badge.failed', 'Failed'), variant: 'outline', icon: XCircle },
});

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const s = domainStatus()[status];
  return (
    <Badge variant={s.variant}>
      <s.icon className="size-3.5" aria-hidden="true" />
      {s.label}
    </Badge>
  );
}

/**
 * Opens the hub's domains page in a new tab (spec §2 domain step). The tab is opened at the click (so
 * a pop-up blocker lets it through) and sent on once the link is made; when making it fails, the tab
 * shows the hub's sign-in page instead (spec §7: "Hub redirect failure on the domain step falls back
 * to opening the hub auth page").
 */
function useOpenDomainHub(returnUrl: string) {
  const [opening, setOpening] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const hubUrl = useHubUrl();
  const open = async (): Promise<boolean> => {
    setOpening(true);
    setBlockedUrl(null);
    const r = await openHubSignedIn(hubUrl, 'domain', returnUrl);
    setOpening(false);
    if (!r.url) {
      toast.error(tm(COMPLIANCE_MESSAGES.ssoRedirectFailed), {
        description: t('compliance.hub.notConfigured', 'No compliance hub is configured. Please contact support.'),
      });
      return false;
    }
    if (!r.linked)
      toast.warning(tm(COMPLIANCE_MESSAGES.ssoRedirectFailed), {
        description: t('compliance.hub.signInInstead', 'We opened the compliance hub sign-in page instead.'),
      });
    if (!r.opened) {
      setBlockedUrl(r.url);
      toast.error(tm(COMPLIANCE_MESSAGES.openVerificationFailed), { description: tm(COMPLIANCE_MESSAGES.popupBlockedHint) });
    }
    return r.opened;
  };
  return { open, opening, blockedUrl, clearBlocked: () => setBlockedUrl(null) };
}

/**
 * Domains from the hub, polled every 5 s once the hub was opened (spec §4, §9), for as many checks as
 * the identity card makes (about two minutes); Refresh Domains reads them again at any time.
 */
function useDomains(polling: boolean) {
  const [checks, setChecks] = useState(0);
  const poll = polling && checks < LIMITS.verificationPollAttempts;
  const me = useComplianceMe({ pollMs: poll ? LIMITS.domainPollMs : false });
  const seen = useRef(me.dataUpdatedAt);
  useEffect(() => {
    if (!poll || me.dataUpdatedAt === seen.current) return;
    seen.current = me.dataUpdatedAt;
    setChecks((c) => c + 1);
  }, [poll, me.dataUpdatedAt]);
  return { me, polling: poll, restart: () => setChecks(0) };
}

interface DomainPanelProps {
  /** The page the hub sends the member back to. */
  returnUrl: string;
  /** A domain was linked (the onboarding step moves on). */
  onLinked?: (r: { domain_name: string; domain_verified: boolean }) => unknown;
  /** A manual review was requested (the onboarding step moves on). */
  onManualRequested?: () => unknown;
  disabled?: boolean;
}

/** The domain part of the domain step and of /compliance: open the hub, pick a domain, link it, or ask for a manual review. */
export function DomainPanel({ returnUrl, onLinked, onManualRequested, disabled = false }: DomainPanelProps) {
  const hub = useOpenDomainHub(returnUrl);
  const [hubOpened, setHubOpened] = useState(false);
  const { me, polling, restart } = useDomains(hubOpened);
  const select = useSelectDomain();
  const manual = useRequestManualDomain();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const data = me.data;
  const domains = data?.hub_ok ? data.domains : [];
  const chosenDomain = domains.find((d) => d.id === chosen);
  const form = useForm<z.input<typeof manualDomainInput>, unknown, z.output<typeof manualDomainInput>>({
    resolver: zodResolver(manualDomainInput),
    defaultValues: { domain: '' },
  });

  // The first answer preselects the domain already linked to the profile.
  useEffect(() => {
    if (chosen || !data?.hub_ok) return;
    const linked = data.domains.find((d) => d.domain === data.profile_domain.domain_name);
    if (linked) setChosen(linked.id);
  }, [data, chosen]);

  const openHub = async () => {
    if (await hub.open()) {
      setHubOpened(true);
      restart();
    }
  };
  const refresh = async () => {
    const r = await me.refetch();
    if (r.isError || r.data?.hub_ok === false) toast.error(tm(COMPLIANCE_MESSAGES.fetchDomainsFailed));
  };
  const link = async () => {
    const r = await select.submit(
      { domain_id: chosen },
      {
        success: (d) => ({
          title: tm(COMPLIANCE_MESSAGES.domainLinked),
          description: d.domain_verified
            ? t('compliance.domain.linkedVerified', '{domain} (verified)', { domain: d.domain_name })
            : d.domain_name,
        }),
        failure: (message) => ({ title: tm(COMPLIANCE_MESSAGES.selectDomainFailed), description: message ?? undefined }),
      },
    );
    if (r.ok) await onLinked?.(r.data);
  };
  const requestManual = form.handleSubmit(async (values) => {
    const r = await manual.submit(values, {
      form: { setError: form.setError, fields: ['domain'] },
      success: { title: tm(COMPLIANCE_MESSAGES.manualRequested) },
      failure: (message) => ({ title: tm(COMPLIANCE_MESSAGES.manualRequestFailed), description: message ?? undefined }),
    });
    if (r.ok) await onManualRequested?.();
  });

  const busy = disabled || select.busy || manual.busy;
  const manualPending = data?.profile_domain.verification_status === 'pending';
  const failed = me.isError || data?.hub_ok === false;

  return (
    <div className="grid gap-5" data-testid="domain-panel">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void openHub()} disabled={busy || hub.opening}>
          <ExternalLink aria-hidden="true" />
          {hub.opening ? t('compliance.hub.opening', 'Opening...') : t('compliance.hub.open', 'Open Compliance Hub')}
        </Button>
        <Button variant="outline" onClick={() => void refresh()} disabled={me.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(me.isFetching && 'animate-spin')} />
          {t('compliance.domain.refresh', 'Refresh Domains')}
        </Button>
        {polling ? (
          <span className="text-xs text-muted-foreground" role="status" data-testid="domain-polling">
            {t('compliance.domain.polling', 'Checking for new domains every {seconds} seconds...', { seconds: LIMITS.domainPollMs / 1000 })}
          </span>
        ) : null}
      </div>
      {hub.blockedUrl ? (
        <div role="alert" className="grid gap-1 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          <p className="font-medium">{tm(COMPLIANCE_MESSAGES.openVerificationFailed)}</p>
          <p className="text-muted-foreground">{tm(COMPLIANCE_MESSAGES.popupBlockedHint)}</p>
          <a
            href={hub.blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline"
            onClick={() => {
              hub.clearBlocked();
              setHubOpened(true);
              restart();
            }}
          >
            {t('compliance.hub.openYourself', 'Open the compliance hub yourself')}
            <span className="sr-only"> {t('compliance.newTab', '(opens in a new tab)')}</span>
          </a>
        </div>
      ) : null}

      {me.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-2">
          <span className="sr-only">{t('compliance.domain.loading', 'Loading your domains...')}</span>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : failed ? (
        <ErrorState
          title={tm(COMPLIANCE_MESSAGES.fetchDomainsFailed)}
          message={t('compliance.domain.hubDown', 'The compliance hub did not answer. Try again in a moment; your linked domain is kept.')}
          onRetry={() => void refresh()}
          retrying={me.isFetching}
        />
      ) : domains.length === 0 ? (
        <div className="flex gap-3 rounded-md border border-dashed p-4 text-sm" data-testid="domains-empty">
          <Globe className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p>
            {t(
              'compliance.domain.empty',
              'No domains at the compliance hub yet. Open the hub, add your domain and place its DNS record; it appears here by itself.',
            )}
          </p>
        </div>
      ) : (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('compliance.domain.yours', 'Your domains')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <select
                id={selectId}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:flex-1"
              >
                <option value="">{t('compliance.domain.choose', 'Choose a domain')}</option>
                {domains.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.domain} ({domainStatus()[d.status].label})
                  </option>
                ))}
              </select>
              {chosenDomain ? (
                <span className="self-start sm:self-center">
                  <DomainStatusBadge status={chosenDomain.status} />
                </span>
              ) : null}
            </div>
            {chosenDomain && chosenDomain.status !== 'verified' ? (
              <p className="text-xs text-muted-foreground">
                {chosenDomain.status === 'pending'
                  ? t(
                      'compliance.domain.pendingHint',
                      'Not verified yet: DNS records can take {hours} to be seen. You can link it now; it shows as verified once the hub confirms it.',
                      { hours: tm(COMPLIANCE_LIMITS.dnsPropagation) },
                    )
                  : t(
                      'compliance.domain.failedHint',
                      'The hub could not verify this domain. Check its DNS record at the hub, or ask for a manual review below.',
                    )}
              </p>
            ) : null}
          </div>
          <div>
            <Button onClick={() => void link()} disabled={busy || !chosen}>
              <Link2 aria-hidden="true" />
              {select.busy ? t('compliance.domain.linking', 'Linking...') : t('compliance.domain.link', 'Link Selected Domain to Profile')}
            </Button>
          </div>
        </div>
      )}

      {data?.profile_domain.domain_name ? (
        <p className="text-sm" data-testid="linked-domain">
          {t('compliance.domain.linkedTo', 'Linked to your profile:')} <strong>{data.profile_domain.domain_name}</strong>{' '}
          {data.profile_domain.domain_verified ? (
            <DomainStatusBadge status="verified" />
          ) : (
            <Badge variant="outline">{t('compliance.domain.notVerified', 'Not verified')}</Badge>
          )}
        </p>
      ) : null}

      <form
        className="grid gap-3 rounded-md border p-4"
        noValidate
        onSubmit={(e) => void requestManual(e)}
        aria-label={t('compliance.manual.label', 'Manual domain verification')}
      >
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t('compliance.manual.title', "Can't add a DNS record?")}</p>
          <p className="text-sm text-muted-foreground">
            {t('compliance.manual.text', 'Ask for a manual verification: a moderator checks that the domain is yours within {hours}.', {
              hours: tm(COMPLIANCE_LIMITS.manualDomainReview),
            })}
          </p>
        </div>
        {manualPending ? (
          <p className="flex items-center gap-2 text-sm" role="status" data-testid="manual-pending">
            <Clock className="size-4 text-warning" aria-hidden="true" />
            {t('compliance.manual.pending', 'Manual verification requested: a moderator reviews it within {hours}.', {
              hours: tm(COMPLIANCE_LIMITS.manualDomainReview),
            })}
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <Field label={t('compliance.manual.domain', 'Domain')} className="sm:flex-1" error={form.formState.errors.domain?.message}>
              {(p) => <Input {...p} placeholder="example.com" autoComplete="url" inputMode="url" {...form.register('domain')} />}
            </Field>
            <Button type="submit" variant="outline" className="sm:mt-6" disabled={busy}>
              {manual.busy
                ? t('compliance.manual.requesting', 'Requesting...')
                : t('compliance.manual.request', 'Request Manual Verification')}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
