import { LIMITS } from '@mb/contract/limits';
import type { GraceStatus } from '@mb/contract/pro';
import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { daysRemaining, GraceDialog } from './grace-dialog';

/** Where the app layout keeps room for member banners (app/layout.tsx), under the fixed header. */
export const MEMBER_BANNER_SLOT_ID = 'member-banners';
const dismissKey = (end: string) => `mb:grace-banner-dismissed:${end}`;

function dismissedFor(end: string | null) {
  try {
    return end !== null && sessionStorage.getItem(dismissKey(end)) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec §2's sticky yellow banner, in the app layout's banner slot, while the grace period is active
 * (pro-live.tsx mounts it only then). Dismissing it hides it for this tab's session and this grace
 * period; the dialog opens from Learn More.
 */
export default function GraceBanner({ grace: g }: { grace: GraceStatus }) {
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const end = g.grace_period_end_date;
  const [dismissedEnd, setDismissedEnd] = useState<string | null>(null);
  const dismissed = end !== null && (dismissedEnd === end || dismissedFor(end));

  // The slot exists only on pages inside the app layout; look again after each navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setSlot(document.getElementById(MEMBER_BANNER_SLOT_ID)), [pathname]);

  const dismiss = () => {
    try {
      if (end) sessionStorage.setItem(dismissKey(end), '1');
    } catch {
      // storage refused (private mode): hidden until reload
    }
    setDismissedEnd(end);
  };
  return (
    <>
      {slot && !dismissed
        ? createPortal(
            <section
              aria-label={t('pro.grace.label', 'Grace period')}
              data-testid="grace-banner"
              className="border-b border-amber-500 bg-amber-300 px-4 py-3 text-amber-950 shadow-sm"
            >
              <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
                <p className="min-w-0 flex-1">
                  <strong>{t('pro.grace.restricted', 'Pro features are restricted.')}</strong>{' '}
                  {t('pro.grace.active', 'Your {days}-day grace period is active:', { days: LIMITS.gracePeriodDays })}{' '}
                  <strong className="tabular-nums">{daysRemaining(g.days_remaining)}</strong>.{' '}
                  <span className="tabular-nums">
                    {t(
                      'pro.grace.atRisk',
                      '{videos, plural, one {# video} other {# videos}} and {albums, plural, one {# album} other {# albums}}',
                      {
                        videos: g.videos_at_risk,
                        albums: g.albums_at_risk,
                      },
                    )}
                  </span>{' '}
                  {t('pro.grace.deleted', 'will be deleted if you do not renew.')}
                </p>
                <div className="flex items-center gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    className="border-current bg-transparent hover:bg-black/10"
                    onClick={() => setOpen(true)}
                  >
                    {t('pro.grace.learnMore', 'Learn More')}
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="hover:bg-black/10"
                    aria-label={t('pro.grace.dismiss', 'Dismiss the grace period banner')}
                    onClick={dismiss}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </section>,
            slot,
          )
        : null}
      <GraceDialog grace={g} open={open} onOpenChange={setOpen} />
    </>
  );
}
