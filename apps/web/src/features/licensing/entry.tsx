import { LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { FileBadge, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { t, tm } from '../../lib/i18n';

const OfferDialog = lazy(() => import('./offer-dialog'));

/**
 * On /apps/mb-licensing for everyone, installed or not: creators cannot install apps (spec §4) but
 * license their own items, so the creator's side is reached from here without an installation.
 */
export function LicensingEntry() {
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4" data-testid="licensing-entry">
      <div className="flex items-start gap-3">
        <FileBadge className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 className="font-semibold">{t('licensing.entry.title', 'License your portfolio')}</h2>
          <p className="text-sm text-muted-foreground">
            {t(
              'licensing.entry.text',
              'Offer your items to studios and businesses, answer their requests and revoke licenses. No installation needed.',
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" asChild>
          <Link to="/apps/mb-licensing/offers">{tm(M.manageOffers)}</Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to="/licenses/verify">
            <ShieldCheck aria-hidden />
            {t('licensing.entry.check', 'Check a license code')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** 'Offer for licensing' on one of the owner's portfolio items (the portfolio's item dialog). */
export function OfferForLicensing({ itemId }: { itemId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="text-sm font-semibold">{t('licensing.item.title', 'Licensing')}</h3>
          <p className="text-xs text-muted-foreground">
            {t('licensing.item.text', 'Studios and businesses can license this item on your terms.')}
          </p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="offer-for-licensing">
          <FileBadge aria-hidden />
          {tm(M.offerForLicensing)}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <OfferDialog open={open} onOpenChange={setOpen} itemId={itemId} />
        </Suspense>
      ) : null}
    </div>
  );
}
