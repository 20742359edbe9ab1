import type { GraceStatus } from '@mb/contract/pro';
import { PRO_MESSAGES } from '@mb/contract/pro-text';
import { Ban, Eye, Megaphone, TriangleAlert } from 'lucide-react';
import { AlertDialog as A } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { intlLocale } from '../../lib/i18n';
import { useGraceDowngrade } from './writes';

export const PRO_SUBSCRIPTION_PATH = '/settings?tab=pro-subscription';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const daysLeft = (n: number) => plural(n, 'day', 'days');
const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'long', timeStyle: 'short' }) : 'the end of the grace period';

/** Spec §2 'Grace Period Active': what is at risk, what is restricted, what stays, and the way out either way. */
export function GraceDialog({ grace, open, onOpenChange }: { grace: GraceStatus; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const downgrade = useGraceDowngrade();
  const navigate = useNavigate();

  const deleteEverything = async () => {
    const r = await downgrade.submit(undefined, {
      success: { title: PRO_MESSAGES.downgraded },
      failure: { title: PRO_MESSAGES.downgradeFailed },
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
              Grace Period Active
            </DialogTitle>
            <DialogDescription id="grace-dialog-days">
              Your Pro subscription has lapsed.{' '}
              <strong className="text-foreground tabular-nums">{daysLeft(grace.days_remaining)} remaining</strong> to renew before your Pro
              content is deleted.
            </DialogDescription>
          </DialogHeader>

          <section aria-labelledby="grace-risk" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
            <h3 id="grace-risk" className="text-sm font-semibold">
              Features at risk
            </h3>
            <ul className="grid gap-1 text-sm">
              <li>
                Videos will be permanently deleted <span className="tabular-nums text-muted-foreground">({grace.videos_at_risk})</span>
              </li>
              <li>
                Albums will be removed <span className="tabular-nums text-muted-foreground">({grace.albums_at_risk})</span>
              </li>
              <li>
                Images beyond the 12-image free limit will be deleted{' '}
                <span className="tabular-nums text-muted-foreground">({grace.images_at_risk})</span>
              </li>
            </ul>
          </section>

          <section aria-labelledby="grace-restrictions" className="grid gap-2">
            <h3 id="grace-restrictions" className="flex items-center gap-2 text-sm font-semibold">
              <Ban className="size-4 text-muted-foreground" aria-hidden="true" /> Restrictions
            </h3>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              <li>You cannot upload videos or images</li>
              <li>You cannot create or edit albums</li>
              <li>You cannot edit existing Pro content</li>
            </ul>
          </section>

          <section aria-labelledby="grace-allowed" className="grid gap-2">
            <h3 id="grace-allowed" className="flex items-center gap-2 text-sm font-semibold">
              <Eye className="size-4 text-muted-foreground" aria-hidden="true" /> Still allowed
            </h3>
            <p className="text-sm text-muted-foreground">Read-only viewing of your portfolio and content.</p>
          </section>

          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Sponsored ads are shown on your public portfolio.
          </p>
          <p className="rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
            After <strong>{longDate(grace.grace_period_end_date)}</strong>, all Pro content is automatically deleted.
          </p>

          <DialogFooter className="gap-2 sm:justify-between">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
                Deactivate Grace Period
              </Button>
              <Button asChild>
                <Link to={PRO_SUBSCRIPTION_PATH} onClick={() => onOpenChange(false)}>
                  Proceed to Payment
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
            <A.Title className="text-lg font-semibold">Are you absolutely sure?</A.Title>
            <A.Description className="text-sm text-muted-foreground">
              This immediately and irreversibly deletes your videos, removes your albums and deletes images beyond the 12-image free limit.
              It cannot be undone.
            </A.Description>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <A.Cancel asChild>
                <Button variant="outline" disabled={downgrade.busy}>
                  Cancel
                </Button>
              </A.Cancel>
              <Button variant="destructive" disabled={downgrade.busy} onClick={() => void deleteEverything()}>
                {downgrade.busy ? 'Deleting...' : 'Yes, Delete Everything'}
              </Button>
            </div>
          </A.Content>
        </A.Portal>
      </A.Root>
    </>
  );
}
