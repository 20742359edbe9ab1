import { AD_MESSAGES, type AdCampaign } from '@mb/contract/ads';
import { BarChart3, ImagePlus, Pause, Pencil, Play, Send, Square, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { t, tm } from '../../lib/i18n';
import { budgetText, Figure, money, num, pct, StatusBadge } from './campaign-figures';
import { useEndCampaign, usePauseCampaign, usePayCampaign, useResumeCampaign, useSubmitCampaign } from './queries';

/** One campaign: its creative, figures and every action its status allows. */
export function CampaignCard({ c, onEdit, onStats }: { c: AdCampaign; onEdit: () => void; onStats: () => void }) {
  const submit = useSubmitCampaign();
  const pay = usePayCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const end = useEndCampaign();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const ctr = c.impressions ? c.clicks / c.impressions : 0;
  return (
    <Card data-testid="campaign" data-campaign-id={c.id}>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-[8rem_minmax(0,1fr)]">
        {c.image_url ? (
          <img src={c.image_url} alt="" className="aspect-[3/2] w-full rounded-md object-cover sm:w-32" />
        ) : (
          <div className="flex aspect-[3/2] w-full items-center justify-center rounded-md bg-muted text-muted-foreground sm:w-32">
            <ImagePlus className="size-6" aria-hidden />
            <span className="sr-only">{t('ads.noImage', 'No image yet')}</span>
          </div>
        )}
        <div className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <h3 className="truncate font-semibold">{c.name}</h3>
              <p className="truncate text-sm text-muted-foreground">{c.headline || t('ads.noHeadline', 'No headline yet')}</p>
            </div>
            <StatusBadge c={c} />
          </div>
          {c.status === 'draft' && c.rejection_reason ? (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm" role="note">
              <span className="font-medium">{t('ads.moderatorNote', 'Moderator’s note:')} </span>
              {c.rejection_reason}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Figure label={t('ads.impressions', 'Impressions')} value={num(c.impressions)} testId="campaign-impressions" />
            <Figure label={t('ads.clicks', 'Clicks')} value={num(c.clicks)} testId="campaign-clicks" />
            <Figure label={t('ads.ctr', 'CTR')} value={pct(ctr)} />
            <Figure label={t('ads.spend', 'Spend')} value={money(c.spend_minor, c.currency)} />
            <Figure label={t('ads.budget', 'Budget')} value={`${budgetText(c)} · ${money(c.price_minor, c.currency)}`} />
          </dl>
          <div className="flex flex-wrap gap-2">
            {c.status === 'draft' ? (
              <>
                <Button size="sm" variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden />
                  {t('ads.edit', 'Edit')}
                </Button>
                <Button
                  size="sm"
                  disabled={submit.busy}
                  onClick={() =>
                    submit.submit(c.id, {
                      success: { title: tm(AD_MESSAGES.submitted) },
                      failure: (m) => ({ title: m ?? t('ads.submitFailed', 'Could not submit.') }),
                    })
                  }
                  data-testid="submit-campaign"
                >
                  <Send aria-hidden />
                  {submit.busy ? t('ads.submitting', 'Submitting...') : t('ads.submit', 'Submit for review')}
                </Button>
              </>
            ) : null}
            {!c.paid && c.status !== 'ended' ? (
              <Button
                size="sm"
                variant={c.status === 'running' ? 'default' : 'outline'}
                disabled={pay.busy}
                onClick={async () => {
                  const r = await pay.submit(c.id, {
                    failure: (m) => ({ title: m ?? t('ads.payFailed', 'Could not start the payment.') }),
                  });
                  if (r.ok) window.location.assign(r.data.checkout_url);
                }}
                data-testid="pay-campaign"
              >
                <Wallet aria-hidden />
                {pay.busy
                  ? t('ads.openingCheckout', 'Opening checkout...')
                  : t('ads.pay', 'Pay {amount}', { amount: money(c.price_minor, c.currency) })}
              </Button>
            ) : null}
            {c.status === 'running' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={pause.busy}
                onClick={() => pause.submit(c.id, { success: { title: t('ads.paused', 'Campaign paused.') } })}
              >
                <Pause aria-hidden />
                {t('ads.pause', 'Pause')}
              </Button>
            ) : null}
            {c.status === 'paused' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={resume.busy}
                onClick={() => resume.submit(c.id, { success: { title: t('ads.resumed', 'Campaign resumed.') } })}
              >
                <Play aria-hidden />
                {t('ads.resume', 'Resume')}
              </Button>
            ) : null}
            {c.status !== 'draft' ? (
              <Button size="sm" variant="outline" onClick={onStats} data-testid="campaign-stats">
                <BarChart3 aria-hidden />
                {t('ads.statistics', 'Statistics')}
              </Button>
            ) : null}
            {c.status !== 'ended' ? (
              <Button size="sm" variant="ghost" onClick={() => setConfirmEnd(true)}>
                <Square aria-hidden />
                {t('ads.end', 'End')}
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
      <Dialog open={confirmEnd} onOpenChange={setConfirmEnd}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('ads.endTitle', 'End “{name}”?', { name: c.name })}</DialogTitle>
            <DialogDescription>{t('ads.endText', 'An ended campaign is no longer shown and cannot be started again.')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmEnd(false)}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={end.busy}
              onClick={async () => {
                const r = await end.submit(c.id, { success: { title: t('ads.ended', 'Campaign ended.') } });
                if (r.ok) setConfirmEnd(false);
              }}
            >
              {end.busy ? t('ads.ending', 'Ending...') : t('ads.endCampaign', 'End campaign')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
