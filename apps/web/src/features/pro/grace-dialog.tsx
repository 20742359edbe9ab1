import { LIMITS } from '@mb/contract/limits';
import type { GraceStatus } from '@mb/contract/pro';
import { PRO_MESSAGES } from '@mb/contract/pro-text';
import { Ban, Eye, Megaphone, TriangleAlert } from 'lucide-react';
import { AlertDialog as A } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { intlLocale, t, tm } from '../../lib/i18n';
import { useGraceDowngrade } from './writes';

export const PRO_SUBSCRIPTION_PATH = '/settings?tab=pro-subscription';
export const daysRemaining = (days: number) =>
  t('pro.grace.daysRemaining', '{days, plural, one {# day} other {# days}} remaining', { days });
const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'long', timeStyle: 'short' })
    : t('pro.grace.endOfGrace', 'the end of the grace period');

/** Spec §2 'Grace Period Active': what is at risk, what is restricted, what stays, and the way out either way. */
export function GraceDialog({ grace, open, onOpenChange }: { grace: GraceStatus; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const downgrade = useGraceDowngrade();
  const navigate = useNavigate();

  const deleteEverything = async () => {
    const r = await downgrade.submit(undefined, {
      success: { title: tm(PRO_MESSAGES.downgraded) },
      failure: { title: tm(PRO_MESSAGES.downgradeFailed) },
    });
    if (!r.ok) return;
    setConfirming(false);
    onOpenChange(false);
    void navigate('/my-portfolio');
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl" aria-describedby="grace-dialog-days">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-warning" aria-hidden="true" />
              {t('pro.grace.title', 'Grace Period Active')}
            </DialogTitle>
            <DialogDescription id="grace-dialog-days">
              {t('pro.grace.lapsed', 'Your Pro subscription has lapsed.')}{' '}
              <strong className="text-foreground tabular-nums">{daysRemaining(grace.days_remaining)}</strong>{' '}
              {t('pro.grace.toRenew', 'to renew before your Pro content is deleted.')}
            </DialogDescription>
          </DialogHeader>

          <section aria-labelledby="grace-risk" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
            <h3 id="grace-risk" className="text-sm font-semibold">
              {t('pro.grace.risk', 'Features at risk')}
            </h3>
            <ul className="grid gap-1 text-sm">
              <li>
                {t('pro.grace.riskVideos', 'Videos will be permanently deleted')}{' '}
                <span className="tabular-nums text-muted-foreground">({grace.videos_at_risk})</span>
              </li>
              <li>
                {t('pro.grace.riskAlbums', 'Albums will be removed')}{' '}
                <span className="tabular-nums text-muted-foreground">({grace.albums_at_risk})</span>
              </li>
              <li>
                {t('pro.grace.riskImages', 'Images beyond the {limit}-image free limit will be deleted', { limit: LIMITS.freeImageLimit })}{' '}
                <span className="tabular-nums text-muted-foreground">({grace.images_at_risk})</span>
              </li>
            </ul>
          </section>

          <section aria-labelledby="grace-restrictions" className="grid gap-2">
            <h3 id="grace-restrictions" className="flex items-center gap-2 text-sm font-semibold">
              <Ban className="size-4 text-muted-foreground" aria-hidden="true" /> {t('pro.grace.restrictions', 'Restrictions')}
            </h3>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              <li>{t('pro.grace.noUpload', 'You cannot upload videos or images')}</li>
              <li>{t('pro.grace.noAlbums', 'You cannot create or edit albums')}</li>
              <li>{t('pro.grace.noEdit', 'You cannot edit existing Pro content')}</li>
            </ul>
          </section>

          <section aria-labelledby="grace-allowed" className="grid gap-2">
            <h3 id="grace-allowed" className="flex items-center gap-2 text-sm font-semibold">
              <Eye className="size-4 text-muted-foreground" aria-hidden="true" /> {t('pro.grace.allowed', 'Still allowed')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('pro.grace.readOnly', 'Read-only viewing of your portfolio and content.')}</p>
          </section>

          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('pro.grace.ads', 'Sponsored ads are shown on your public portfolio.')}
          </p>
          <p className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
            {t('pro.grace.after', 'After')} <strong>{longDate(grace.grace_period_end_date)}</strong>
            {t('pro.grace.afterText', ', all Pro content is automatically deleted.')}
          </p>

          <DialogFooter className="gap-2 sm:justify-between">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('pro.grace.close', 'Close')}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
                {t('pro.grace.deactivate', 'Deactivate Grace Period')}
              </Button>
              <Button asChild>
                <Link to={PRO_SUBSCRIPTION_PATH} onClick={() => onOpenChange(false)}>
                  {t('pro.grace.pay', 'Proceed to Payment')}
                </Link>
              </Button>
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <A.Root open={confirming} onOpenChange={(o) => !downgrade.busy && setConfirming(o)}>
        <A.Portal>
          <A.Overlay className="fixed inset-0 z-[60] bg-black/70" />
          <A.Content className="fixed left-1/2 top-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-xl">
            <A.Title className="text-lg font-semibold">{t('pro.grace.sure', 'Are you absolutely sure?')}</A.Title>
            <A.Description className="text-sm text-muted-foreground">
              {t(
                'pro.grace.sureText',
                'This immediately and irreversibly deletes your videos, removes your albums and deletes images beyond the {limit}-image free limit. It cannot be undone.',
                { limit: LIMITS.freeImageLimit },
              )}
            </A.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <A.Cancel asChild>
                <Button variant="outline" disabled={downgrade.busy}>
                  {t('common.cancel', 'Cancel')}
                </Button>
              </A.Cancel>
              <Button variant="destructive" disabled={downgrade.busy} onClick={() => void deleteEverything()}>
                {downgrade.busy ? t('pro.grace.deleting', 'Deleting...') : t('pro.grace.confirm', 'Yes, Delete Everything')}
              </Button>
            </div>
          </A.Content>
        </A.Portal>
      </A.Root>
    </>
  );
}
