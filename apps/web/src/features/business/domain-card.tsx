import type { MyProfile } from '@mb/contract/profiles';
import { ArrowRight, Clock, Globe, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

export type DomainStateKind = 'verified' | 'linked' | 'manual' | 'none';

/** Where the member's domain stands (spec §4 'Domain step': domain_name, domain_verified; manual review sets verification_status pending). */
export function domainState(p: Pick<MyProfile, 'domain_name' | 'domain_verified' | 'verification_status'>): DomainStateKind {
  if (p.domain_name && p.domain_verified) return 'verified';
  if (p.verification_status === 'pending') return 'manual';
  if (p.domain_name) return 'linked';
  return 'none';
}

const TEXT: Record<DomainStateKind, { label: string; variant: 'success' | 'warning' | 'outline' | 'info'; text: (d: string) => string }> = {
  verified: {
    label: 'Verified',
    variant: 'success',
    text: (d) => `${d} is verified and linked to your profile. Your listing shows the trust mark once it is approved.`,
  },
  linked: {
    label: 'Not verified',
    variant: 'warning',
    text: (d) => `${d} is linked but not verified yet. Finish the DNS check in the compliance center.`,
  },
  manual: {
    label: 'In review',
    variant: 'info',
    text: () => 'A moderator is verifying your domain by hand, usually within 2-3 business days.',
  },
  none: {
    label: 'Not linked',
    variant: 'outline',
    text: () => 'Prove your website is yours with a DNS record, and your listing earns a trust mark.',
  },
};

/** The member's domain verification and the way to the compliance center. */
export function DomainCard({ profile }: { profile: MyProfile }) {
  const kind = domainState(profile);
  const t = TEXT[kind];
  const Icon = kind === 'verified' ? ShieldCheck : kind === 'manual' ? Clock : Globe;
  return (
    <Card data-testid="domain-card" data-state={kind}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Domain verification</CardTitle>
        <Badge variant={t.variant} className="shrink-0 whitespace-nowrap">
          <Icon className="size-3.5" aria-hidden="true" />
          {t.label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{t.text(profile.domain_name ?? '')}</p>
        {kind !== 'verified' ? (
          <Button asChild size="sm" variant="outline" className="justify-self-start">
            <Link to="/compliance">
              {kind === 'none' ? 'Verify your domain' : 'Open compliance center'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
