import { hasUsername } from '@mb/contract/profiles';
import type { AwardPhase, AwardSummary, TrophyPerson } from '@mb/contract/trophy';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { intlLocale, t } from '../../lib/i18n';

/** A person's name as shown: stage name, else @username, else 'A member'. */
export const personName = (p: TrophyPerson) =>
  p.display_name?.trim() || (hasUsername(p.username) ? `@${p.username.trim()}` : t('trophy.aMember', 'A member'));

export const profileHref = (p: TrophyPerson) => `/model/${encodeURIComponent(hasUsername(p.username) ? p.username.trim() : p.id)}`;

export function PersonChip({ person }: { person: TrophyPerson }) {
  return (
    <Link to={profileHref(person)} className="inline-flex min-w-0 items-center gap-2 rounded-md hover:underline">
      <Avatar src={person.avatar_url} alt="" className="size-6" />
      <span className="truncate">{personName(person)}</span>
    </Link>
  );
}

const PHASE_VARIANT: Record<AwardPhase, 'secondary' | 'info' | 'success' | 'warning' | 'outline' | 'default'> = {
  draft: 'outline',
  scheduled: 'secondary',
  nominations: 'info',
  shortlisting: 'warning',
  voting: 'success',
  closed: 'secondary',
  published: 'default',
};

/** The contract's PHASE_LABELS in the current language. */
export const phaseLabel = (phase: AwardPhase): string =>
  ({
    draft: t('trophy.phase.draft', 'Draft'),
    scheduled: t('trophy.phase.scheduled', 'Nominations open soon'),
    nominations: t('trophy.phase.nominations', 'Nominations open'),
    shortlisting: t('trophy.phase.shortlisting', 'Shortlisting'),
    voting: t('trophy.phase.voting', 'Voting open'),
    closed: t('trophy.phase.closed', 'Voting closed'),
    published: t('trophy.phase.published', 'Results published'),
  })[phase];

export const PhaseBadge = ({ phase }: { phase: AwardPhase }) => (
  <Badge variant={PHASE_VARIANT[phase]} data-testid="award-phase" data-phase={phase}>
    {phaseLabel(phase)}
  </Badge>
);

export const when = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The two windows in one line each. */
export function Windows({
  award,
}: {
  award: Pick<AwardSummary, 'nominations_open_at' | 'nominations_close_at' | 'voting_open_at' | 'voting_close_at'>;
}) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="text-muted-foreground">{t('trophy.nominations', 'Nominations')}</dt>
      <dd className="tabular-nums">
        {when(award.nominations_open_at)} – {when(award.nominations_close_at)}
      </dd>
      <dt className="text-muted-foreground">{t('trophy.voting', 'Voting')}</dt>
      <dd className="tabular-nums">
        {when(award.voting_open_at)} – {when(award.voting_close_at)}
      </dd>
    </dl>
  );
}

/** One award in a list: title, phase, organizer, windows; the link goes where the reader acts on it. */
export function AwardRow({ award, href }: { award: AwardSummary; href: string }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground" data-testid="award-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link to={href} className="min-w-0 font-semibold break-words underline-offset-4 hover:underline">
          {award.title}
        </Link>
        <PhaseBadge phase={award.phase} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('trophy.categoriesBy', '{count, plural, one {# category} other {# categories}} · by {name}', {
          count: award.categories_count,
          name: personName(award.organizer),
        })}
      </p>
      <Windows award={award} />
    </li>
  );
}
