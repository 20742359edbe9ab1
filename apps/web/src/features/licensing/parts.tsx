import {
  describeTerms,
  type LicenseRequestStatus,
  type LicenseStatus,
  type LicensingPerson,
  REQUEST_STATUS_LABELS,
} from '@mb/contract/licensing';
import { formatMoney } from '@mb/contract/money';
import { EyeOff, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { intlLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

type Terms = Parameters<typeof describeTerms>[0];

export const personName = (p: Pick<LicensingPerson, 'display_name' | 'username'> | null | undefined) =>
  p?.display_name || (p?.username ? `@${p.username}` : 'A member');

export const dateText = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The licensed item's picture (the small copy kept with the offer). NSFW ones stay blurred until the
 * reader asks to see them (DESIGN.md "Content safety").
 */
export function Thumb({ url, nsfw, title, className }: { url: string | null; nsfw: boolean; title: string | null; className?: string }) {
  const [shown, setShown] = useState(false);
  const alt = title ? `Picture of “${title}”` : 'Picture of the licensed item';
  if (!url)
    return (
      <div className={cn('flex aspect-[4/3] items-center justify-center rounded-md bg-muted text-muted-foreground', className)}>
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">No picture</span>
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
          18+ · Show
        </button>
      ) : null}
    </div>
  );
}

/** The terms as a short definition list. */
export function TermsSummary({ terms, className }: { terms: Terms; className?: string }) {
  const d = describeTerms(terms);
  const rows: [string, string][] = [
    ['Usage', d.usage],
    ['Territory', d.territory],
    ['Duration', d.duration],
    ['Exclusivity', d.exclusivity],
    ['Price', formatMoney(terms.price_minor, terms.currency)],
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
  <Badge variant={REQUEST_VARIANT[status]}>{REQUEST_STATUS_LABELS[status]}</Badge>
);

export const LICENSE_STATUS_TEXT: Record<LicenseStatus, string> = { valid: 'Valid', revoked: 'Revoked', expired: 'Expired' };

export const LicenseStatusBadge = ({ status }: { status: LicenseStatus }) => (
  <Badge variant={status === 'valid' ? 'success' : status === 'revoked' ? 'warning' : 'outline'} data-testid="license-status">
    {LICENSE_STATUS_TEXT[status]}
  </Badge>
);
