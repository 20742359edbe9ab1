import { AD_MESSAGES, type AdCampaign, formatMoney } from '@mb/contract/ads';
import { BarChart3, ImagePlus, Pause, Pencil, Play, Send, Square, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { budgetText, Figure, num, pct, StatusBadge } from './campaign-figures';
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
            <span className="sr-only">No image yet</span>
          </div>
        )}
        <div className="grid min-w-0 gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <h3 className="truncate font-semibold">{c.name}</h3>
              <p className="truncate text-sm text-muted-foreground">{c.headline || 'No headline yet'}</p>
            </div>
            <StatusBadge c={c} />
          </div>
          {c.status === 'draft' && c.rejection_reason ? (
            <p className="rounded-md border border-warning/40 bg-warning/10 p-2 text-sm" role="note">
              <span className="font-medium">Moderator’s note: </span>
              {c.rejection_reason}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Figure label="Impressions" value={num(c.impressions)} testId="campaign-impressions" />
            <Figure label="Clicks" value={num(c.clicks)} testId="campaign-clicks" />
            <Figure label="CTR" value={pct(ctr)} />
            <Figure label="Spend" value={formatMoney(c.spend_minor, c.currency)} />
            <Figure label="Budget" value={`${budgetText(c)} · ${formatMoney(c.price_minor, c.currency)}`} />
          </dl>
          <div className="flex flex-wrap gap-2">
            {c.status === 'draft' ? (
              <>
                <Button size="sm" variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button
                  size="sm"
                  disabled={submit.busy}
                  onClick={() =>
                    submit.submit(c.id, {
                      success: { title: AD_MESSAGES.submitted },
                      failure: (m) => ({ title: m ?? 'Could not submit.' }),
                    })
                  }
                  data-testid="submit-campaign"
                >
                  <Send aria-hidden />
                  {submit.busy ? 'Submitting...' : 'Submit for review'}
                </Button>
              </>
            ) : null}
            {!c.paid && c.status !== 'ended' ? (
              <Button
                size="sm"
                variant={c.status === 'running' ? 'default' : 'outline'}
                disabled={pay.busy}
                onClick={async () => {
                  const r = await pay.submit(c.id, { failure: (m) => ({ title: m ?? 'Could not start the payment.' }) });
                  if (r.ok) window.location.assign(r.data.checkout_url);
                }}
                data-testid="pay-campaign"
              >
                <Wallet aria-hidden />
                {pay.busy ? 'Opening checkout...' : `Pay ${formatMoney(c.price_minor, c.currency)}`}
              </Button>
            ) : null}
            {c.status === 'running' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={pause.busy}
                onClick={() => pause.submit(c.id, { success: { title: 'Campaign paused.' } })}
              >
                <Pause aria-hidden />
                Pause
              </Button>
            ) : null}
            {c.status === 'paused' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={resume.busy}
                onClick={() => resume.submit(c.id, { success: { title: 'Campaign resumed.' } })}
              >
                <Play aria-hidden />
                Resume
              </Button>
            ) : null}
            {c.status !== 'draft' ? (
              <Button size="sm" variant="outline" onClick={onStats} data-testid="campaign-stats">
                <BarChart3 aria-hidden />
                Statistics
              </Button>
            ) : null}
            {c.status !== 'ended' ? (
              <Button size="sm" variant="ghost" onClick={() => setConfirmEnd(true)}>
                <Square aria-hidden />
                End
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
      <Dialog open={confirmEnd} onOpenChange={setConfirmEnd}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>End “{c.name}”?</DialogTitle>
            <DialogDescription>An ended campaign is no longer shown and cannot be started again.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmEnd(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={end.busy}
              onClick={async () => {
                const r = await end.submit(c.id, { success: { title: 'Campaign ended.' } });
                if (r.ok) setConfirmEnd(false);
              }}
            >
              {end.busy ? 'Ending...' : 'End campaign'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
