import type { LotteryDraw } from '@mb/contract/lottery';
import { intlLocale } from '../../lib/i18n';

// Dates and words of the lottery pages, in the reader's own zone and English (no date library).

const dateTime = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateTime.format(new Date(iso));

export const windowText = (d: Pick<LotteryDraw, 'opens_at' | 'closes_at'>) => `${when(d.opens_at)} – ${when(d.closes_at)}`;

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** What a draw's phase says to a reader right now. */
export function phaseText(d: LotteryDraw, now = Date.now()): string {
  if (d.status === 'cancelled') return 'Cancelled';
  if (d.status === 'drawn') return d.drawn_at ? `Drawn ${when(d.drawn_at)}` : 'Drawn';
  if (d.status === 'scheduled') return Date.parse(d.opens_at) <= now ? 'Opening…' : `Opens ${when(d.opens_at)}`;
  if (d.status === 'open') return Date.parse(d.closes_at) <= now ? 'Drawing the winners…' : `Closes ${when(d.closes_at)}`;
  return 'Draft';
}

/** '3 winners', '1 winner'. */
export const winnersText = (n: number) => `${n} winner${n === 1 ? '' : 's'}`;
