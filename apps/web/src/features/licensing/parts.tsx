import {
  type LicenseRequestStatus,
  type LicenseStatus,
  type LicensingPerson,
  type licenseTermsOut,
  REQUEST_STATUS_LABELS,
  USAGE_LABELS,
} from '@mb/contract/licensing';
import { formatMoney, formatPrice } from '@mb/contract/money';
import { EyeOff, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge';
import { intlLocale, t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';

type Terms = z.infer<typeof licenseTermsOut>;

export const personName = (p: Pick<LicensingPerson, 'display_name' | 'username'> | null | undefined) =>
  p?.display_name || (p?.username ? `@${p.username}` : t('licensing.aMember', 'A member'));

/** A price in the interface's language; English keeps the contract's en-US text. */
export function money(minor: number, currency: string): string {
  if (intlLocale() === 'en') return formatMoney(minor, currency);
  try {
    return formatPrice(minor, currency, intlLocale(), { alwaysCents: true });
  } catch {
    return formatMoney(minor, currency);
  }
}

export const dateText = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The licensed item's picture (the small copy kept with the offer). NSFW ones stay blurred until the
 * reader asks to see them (DESIGN.md "Content safety").
 */
export function Thumb({ url, nsfw, title, className }: { url: string | null; nsfw: boolean; title: string | null; className?: string }) {
  const [shown, setShown] = useState(false);
  const alt = title ? t('licensing.pictureOf', 'Picture of “{title}”', { title }) : t('licensing.picture', 'Picture of the licensed item');
  if (!url)
    return (
      <div className={cn('flex aspect-[4/3] items-center justify-center rounded-md bg-muted text-muted-foreground', className)}>
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">{t('licensing.noPicture', 'No picture')}</span>
      </div>
    );
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden rounded-md bg-muted', className)}>
      <img src={url} alt={alt} className={cn('size-full object-cover', nsfw && !shown && 'scale-110 blur-xl')} />
      {nsfw && !shown ? (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-background/40 text-xs font-medium"
        >
          <EyeOff className="size-4" aria-hidden />
          18+ · {t('licensing.show', 'Show')}
        </button>
      ) : null}
    </div>
  );
}

/** A country's name in the interface's language (the code when Intl does not know it). */
export const countryName = (code: string) => {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The contract's describeTerms, in the interface's language (English reads the same). */
export function describeTerms(terms: Terms) {
  return {
    usage: terms.usages.map((u) => tm(USAGE_LABELS[u])).join(', '),
    territory: terms.territory === 'worldwide' ? t('licensing.terms.worldwide', 'Worldwide') : terms.countries.map(countryName).join(', '),
    duration:
      terms.duration_months === null
        ? t('licensing.terms.perpetual', 'Perpetual')
        : t('licensing.terms.months', '{count, plural, one {# month} other {# months}}', { count: terms.duration_months }),
    exclusivity: terms.exclusive ? t('licensing.terms.exclusive', 'Exclusive') : t('licensing.terms.nonExclusive', 'Non-exclusive'),
  };
}

/** The terms as a short definition list. */
export function TermsSummary({ terms, className }: { terms: Terms; className?: string }) {
  const d = describeTerms(terms);
  const rows: [string, string][] = [
    [t('licensing.terms.usage', 'Usage'), d.usage],
    [t('licensing.terms.territory', 'Territory'), d.territory],
    [t('licensing.terms.duration', 'Duration'), d.duration],
    [t('licensing.terms.exclusivity', 'Exclusivity'), d.exclusivity],
    [t('licensing.terms.price', 'Price'), money(terms.price_minor, terms.currency)],
  ];
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', className)}>
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 break-words font-medium tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const REQUEST_VARIANT: Record<LicenseRequestStatus, 'info' | 'warning' | 'success' | 'outline' | 'secondary'> = {
  pending: 'info',
  countered: 'warning',
  accepted: 'warning',
  declined: 'outline',
  withdrawn: 'outline',
  cancelled: 'outline',
  licensed: 'success',
  refunded: 'outline',
};

export const RequestStatusBadge = ({ status }: { status: LicenseRequestStatus }) => (
  <Badge variant={REQUEST_VARIANT[status]}>{tm(REQUEST_STATUS_LABELS[status])}</Badge>
);

/** A license's status in words; a function so it is read in the current language. */
export const licenseStatusText = (status: LicenseStatus): string =>
  ({
    valid: t('licensing.status.valid', 'Valid'),
    revoked: t('licensing.status.revoked', 'Revoked'),
    expired: t('licensing.status.expired', 'Expired'),
  })[status];

export const LicenseStatusBadge = ({ status }: { status: LicenseStatus }) => (
  <Badge variant={status === 'valid' ? 'success' : status === 'revoked' ? 'warning' : 'outline'} data-testid="license-status">
    {licenseStatusText(status)}
  </Badge>
);
