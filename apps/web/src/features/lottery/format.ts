import type { DrawEligibility, DrawStatus, LotteryDraw } from '@mb/contract/lottery';
import { intlLocale, t } from '../../lib/i18n';

// Dates and words of the lottery pages, in the reader's own zone and language (no date library).

export const when = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const windowText = (d: Pick<LotteryDraw, 'opens_at' | 'closes_at'>) => `${when(d.opens_at)} – ${when(d.closes_at)}`;

/** '1st', '2nd', '3rd', '4th' (the language's own ordinals). */
export const ordinal = (n: number): string => t('lottery.ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n });

/** The contract's DRAW_STATUS_LABELS in the current language. */
export const statusLabel = (s: DrawStatus): string =>
  ({
    draft: t('lottery.status.draft', 'Draft'),
    scheduled: t('lottery.status.scheduled', 'Opens soon'),
    open: t('lottery.status.open', 'Open for entries'),
    drawn: t('lottery.status.drawn', 'Drawn'),
    cancelled: t('lottery.status.cancelled', 'Cancelled'),
  })[s];

/** The contract's DRAW_ELIGIBILITY_LABELS in the current language. */
export const eligibilityLabel = (e: DrawEligibility): string =>
  e === 'verified' ? t('lottery.eligibility.verified', 'Identity-verified members only') : t('lottery.eligibility.members', 'Every member');

/** '1 entry', '3 entries'. */
export const entriesText = (n: number) => t('lottery.entries', '{count, plural, one {# entry} other {# entries}}', { count: n });

/** What a draw's phase says to a reader right now. */
export function phaseText(d: LotteryDraw, now = Date.now()): string {
  if (d.status === 'cancelled') return t('lottery.status.cancelled', 'Cancelled');
  if (d.status === 'drawn')
    return d.drawn_at ? t('lottery.phase.drawnAt', 'Drawn {when}', { when: when(d.drawn_at) }) : t('lottery.status.drawn', 'Drawn');
  if (d.status === 'scheduled')
    return Date.parse(d.opens_at) <= now
      ? t('lottery.phase.opening', 'Opening…')
      : t('lottery.phase.opens', 'Opens {when}', { when: when(d.opens_at) });
  if (d.status === 'open')
    return Date.parse(d.closes_at) <= now
      ? t('lottery.phase.drawing', 'Drawing the winners…')
      : t('lottery.phase.closes', 'Closes {when}', { when: when(d.closes_at) });
  return t('lottery.status.draft', 'Draft');
}

/** '3 winners', '1 winner'. */
export const winnersText = (n: number) => t('lottery.winners', '{count, plural, one {# winner} other {# winners}}', { count: n });
