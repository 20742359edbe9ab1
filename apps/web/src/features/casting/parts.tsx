import { type ApplicationStatus, type CastingAnswer, type CastingField, type ProposalStatus, RATE_UNITS } from '@mb/contract/casting';
import type { NetworkMember } from '@mb/contract/network';
import { profilePath } from '@mb/contract/profiles';
import { BadgeCheck, Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { intlLocale, t } from '../../lib/i18n';
import { useMyProfile } from '../profiles';

export const memberName = (m: Pick<NetworkMember, 'display_name' | 'username'>) =>
  m.display_name?.trim() || (m.username ? `@${m.username}` : t('casting.member', 'Member'));

/** An account type's name in the current language (the contract's PROFILE_TYPE_LABELS are the English). */
const profileTypeLabel = (type: NetworkMember['profile_type']): string =>
  ({
    creator: t('casting.profileType.creator', 'Creator / model'),
    studio: t('casting.profileType.studio', 'Studio'),
    business: t('casting.profileType.business', 'Business'),
    enterprise: t('casting.profileType.enterprise', 'Enterprise'),
  })[type];

export function MemberLine({ member, children }: { member: NetworkMember; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={member.avatar_url} alt="" className="size-10" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={profilePath({ id: member.user_id, username: member.username })}
          className="flex min-w-0 items-center gap-1 font-medium hover:underline"
        >
          <span className="truncate">{memberName(member)}</span>
          {member.verified ? (
            <BadgeCheck className="size-4 shrink-0 text-primary" aria-label={t('casting.verified', 'Identity verified')} />
          ) : null}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {profileTypeLabel(member.profile_type)}
          {member.location ? ` · ${member.location}` : ''}
        </p>
      </div>
      {children}
    </div>
  );
}

const money = (n: number) => `$${n.toLocaleString(intlLocale())}`;

type RateUnit = (typeof RATE_UNITS)[number];
/** A rate unit in the current language (the contract's RATE_UNIT_LABELS are the English). */
export const rateUnitLabel = (unit: RateUnit): string =>
  ({
    per_scene: t('casting.rate.perScene', 'per scene'),
    per_day: t('casting.rate.perDay', 'per day'),
    flat: t('casting.rate.flat', 'flat fee'),
  })[unit];

/** '$800 – $1,500 per scene', 'From $800 per scene', or 'Rate on request'. */
export function rateText(min: number | null, max: number | null, unit: RateUnit) {
  if (min === null && max === null) return t('casting.rate.onRequest', 'Rate on request');
  const range =
    min !== null && max !== null
      ? min === max
        ? money(min)
        : `${money(min)} – ${money(max)}`
      : min !== null
        ? t('casting.rate.from', 'From {amount}', { amount: money(min) })
        : t('casting.rate.upTo', 'Up to {amount}', { amount: money(max as number) });
  return `${range} ${rateUnitLabel(unit)}`;
}

export function datesText(from: string | null, to: string | null) {
  const f = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  if (from && to) return from === to ? f(from) : `${f(from)} – ${f(to)}`;
  if (from) return t('casting.dates.from', 'From {date}', { date: f(from) });
  if (to) return t('casting.dates.until', 'Until {date}', { date: f(to) });
  return t('casting.dates.tba', 'Dates to be agreed');
}
export const dayText = (d: string) => datesText(d, d);

const APP_VARIANT: Record<ApplicationStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  submitted: 'secondary',
  shortlisted: 'info',
  rejected: 'outline',
  offered: 'warning',
  accepted: 'success',
  declined: 'outline',
};
export const ApplicationBadge = ({ status }: { status: ApplicationStatus }) => (
  <Badge variant={APP_VARIANT[status]} data-testid="application-status">
    {applicationStatusLabel(status)}
  </Badge>
);
/** An application's status in the current language (the contract's APPLICATION_STATUS_LABELS are the English). */
export const applicationStatusLabel = (status: ApplicationStatus): string =>
  ({
    submitted: t('casting.status.submitted', 'Submitted'),
    shortlisted: t('casting.status.shortlisted', 'Shortlisted'),
    rejected: t('casting.status.rejected', 'Not selected'),
    offered: t('casting.status.offered', 'Offer made'),
    accepted: t('casting.status.accepted', 'Offer accepted'),
    declined: t('casting.status.declined', 'Offer declined'),
  })[status];
const PROPOSAL_VARIANT: Record<ProposalStatus, 'secondary' | 'info' | 'success' | 'warning' | 'outline'> = {
  pending: 'secondary',
  countered: 'warning',
  accepted: 'success',
  declined: 'outline',
  withdrawn: 'outline',
};
export const ProposalBadge = ({ status }: { status: ProposalStatus }) => (
  <Badge variant={PROPOSAL_VARIANT[status]} data-testid="proposal-status">
    {proposalStatusLabel(status)}
  </Badge>
);

/** A proposal's status in the current language (the contract's PROPOSAL_STATUS_LABELS are the English). */
export const proposalStatusLabel = (status: ProposalStatus): string =>
  ({
    pending: t('casting.proposalStatus.pending', 'Pending'),
    countered: t('casting.proposalStatus.countered', 'Counter-offer'),
    accepted: t('casting.proposalStatus.accepted', 'Accepted'),
    declined: t('casting.proposalStatus.declined', 'Declined'),
    withdrawn: t('casting.proposalStatus.withdrawn', 'Withdrawn'),
  })[status];

/** An answer as the studio reads it. */
export function answerText(field: CastingField, v: CastingAnswer | undefined): string {
  if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return '—';
  if (field.type === 'yes_no') return v ? t('casting.apply.yes', 'Yes') : t('casting.apply.no', 'No');
  if (field.type === 'consent') return v ? t('casting.answer.agreed', 'Agreed') : t('casting.answer.notAgreed', 'Not agreed');
  if (field.type === 'media_request' && Array.isArray(v))
    return t('casting.answer.items', '{count, plural, one {# portfolio item} other {# portfolio items}} (shown below)', {
      count: v.length,
    });
  if (field.type === 'date' && typeof v === 'string') return dayText(v);
  return Array.isArray(v) ? v.join(', ') : String(v);
}

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Loading label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </Loading>
  );
}

export function LoadError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <ErrorState message={error.message || t('casting.loadFailed', 'This could not be loaded.')} onRetry={onRetry} retrying={retrying} />
  );
}

export function PageHead({ title, lead, icon: Icon }: { title: string; lead: string; icon: LucideIcon }) {
  return (
    <div className="grid gap-1">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Icon className="size-6 text-primary" aria-hidden />
        {title}
      </h1>
      <p className="text-sm text-muted-foreground">{lead}</p>
    </div>
  );
}

/**
 * Studio-only pages (/casting-forms, /studio-news): other account types get a clear refusal here
 * (the server refuses them too).
 */
export function StudioOnly({ what, children }: { what: string; children: ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) return <ListSkeleton label={t('casting.studioOnly.loading', 'Loading your profile')} rows={2} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (profile.data.profile_type !== 'studio')
    return (
      <EmptyState
        icon={Lock}
        title={t('casting.studioOnly.title', '{what} is for studios', { what })}
        titleAs="h1"
        action={
          <Button asChild variant="outline">
            <Link to="/casting">{t('casting.studioOnly.browse', 'Browse casting calls')}</Link>
          </Button>
        }
      >
        {t(
          'casting.studioOnly.text',
          'Only studio accounts can use {what}. Creators browse open casting calls, apply with their portfolio and answer the proposals studios send them.',
          { what },
        )}
      </EmptyState>
    );
  return <>{children}</>;
}

export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

/** "Rate is": per scene, per day or flat fee, as a select in a labelled field. */
export function RateUnitField({ value, onChange, error }: { value: string; onChange: (unit: RateUnit) => void; error?: string }) {
  return (
    <Field label={t('casting.rate.is', 'Rate is')} error={error}>
      {(p) => (
        <select {...p} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as RateUnit)}>
          {RATE_UNITS.map((u) => (
            <option key={u} value={u}>
              {rateUnitLabel(u)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
