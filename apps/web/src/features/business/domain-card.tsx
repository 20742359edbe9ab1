import type { MyProfile } from '@mb/contract/profiles';
import { ArrowRight, Clock, Globe, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';

export type DomainStateKind = 'verified' | 'linked' | 'manual' | 'none';

/** Where the member's domain stands (spec §4 'Domain step': domain_name, domain_verified; manual review sets verification_status pending). */
export function domainState(p: Pick<MyProfile, 'domain_name' | 'domain_verified' | 'verification_status'>): DomainStateKind {
  if (p.domain_name && p.domain_verified) return 'verified';
  if (p.verification_status === 'pending') return 'manual';
  if (p.domain_name) return 'linked';
  return 'none';
}

// A function, so the words are read in the current language.
const text = (): Record<
  DomainStateKind,
  { label: string; variant: 'success' | 'warning' | 'outline' | 'info'; text: (d: string) => string }
> => ({
  verified: {
    label: t('business.domain.verified', 'Verified'),
    variant: 'success',
    text: (domain) =>
      t(
        'business.domain.verifiedText',
        '{domain} is verified and linked to your profile. Your listing shows the trust mark once it is approved.',
        {
          domain,
        },
      ),
  },
  linked: {
    label: t('business.domain.notVerified', 'Not verified'),
    variant: 'warning',
    text: (domain) =>
      t('business.domain.linkedText', '{domain} is linked but not verified yet. Finish the DNS check in the compliance center.', {
        domain,
      }),
  },
  manual: {
    label: t('business.domain.inReview', 'In review'),
    variant: 'info',
    text: () => t('business.domain.manualText', 'A moderator is verifying your domain by hand, usually within 2-3 business days.'),
  },
  none: {
    label: t('business.domain.notLinked', 'Not linked'),
    variant: 'outline',
    text: () => t('business.domain.noneText', 'Prove your website is yours with a DNS record, and your listing earns a trust mark.'),
  },
});

/** The member's domain verification and the way to the compliance center. */
export function DomainCard({ profile }: { profile: MyProfile }) {
  const kind = domainState(profile);
  const state = text()[kind];
  const Icon = kind === 'verified' ? ShieldCheck : kind === 'manual' ? Clock : Globe;
  return (
    <Card data-testid="domain-card" data-state={kind}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('business.domain.title', 'Domain verification')}</CardTitle>
        <Badge variant={state.variant} className="shrink-0 whitespace-nowrap">
          <Icon className="size-3.5" aria-hidden="true" />
          {state.label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{state.text(profile.domain_name ?? '')}</p>
        {kind !== 'verified' ? (
          <Button asChild size="sm" variant="outline" className="justify-self-start">
            <Link to="/compliance">
              {kind === 'none'
                ? t('business.domain.verify', 'Verify your domain')
                : t('business.domain.openCompliance', 'Open compliance center')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
