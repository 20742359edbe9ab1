import { type LicenseOffer, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { ArrowLeft, FileBadge, Plus, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { EmptyLine, LicenseCard, RequestCard } from './cards';
import { TermsSummary, Thumb } from './parts';
import { useLicensorDashboard, useWithdrawOffer } from './queries';

const OfferDialog = lazy(() => import('./offer-dialog'));

/**
 * /apps/mb-licensing/offers: the creator's side of MB Licensing (no installation needed): offered items,
 * the requests for them with accept / decline / counter, and the licenses issued (revoked from each
 * license's page).
 */
export default function OffersPage() {
  usePageMeta(
    tm(M.offersTitle),
    t('licensing.offers.meta', 'Offer portfolio items for licensing, answer requests and manage the licenses you issued.'),
  );
  const q = useLicensorDashboard();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<LicenseOffer | null>(null);
  const waiting = q.data?.requests.filter((r) => r.your_move).length ?? 0;
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="offers-title">
      <Link to="/apps/mb-licensing" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {tm(M.title)}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="offers-title" className="text-2xl font-bold tracking-tight">
          {tm(M.offersTitle)}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to="/licenses/verify">
              <ShieldCheck aria-hidden />
              {t('licensing.offers.check', 'Check a code')}
            </Link>
          </Button>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('licensing.offers.offerItem', 'Offer an item')}
          </Button>
        </div>
      </div>
      {q.isPending ? (
        <Loading label={t('licensing.offers.loading', 'Loading your offers...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={tm(M.loadFailed)} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <Tabs defaultValue={waiting ? 'requests' : 'offers'} className="grid gap-3">
          <TabsList className="w-fit max-w-full overflow-x-auto">
            <TabsTrigger value="offers">{t('licensing.offers.tab.offers', 'Offers')}</TabsTrigger>
            <TabsTrigger value="requests">
              {t('licensing.offers.tab.requests', 'Requests')}
              {waiting ? ` (${waiting})` : ''}
            </TabsTrigger>
            <TabsTrigger value="licenses">{t('licensing.offers.tab.licenses', 'Licenses')}</TabsTrigger>
          </TabsList>
          <TabsContent value="offers">
            {q.data.offers.length === 0 ? (
              <EmptyState
                icon={FileBadge}
                title={t('licensing.offers.empty', 'Nothing offered yet')}
                action={
                  <Button size="sm" onClick={() => setCreating(true)}>
                    {t('licensing.offers.offerItem', 'Offer an item')}
                  </Button>
                }
              >
                {tm(M.noOffers)}
              </EmptyState>
            ) : (
              <div className="grid gap-3">
                {q.data.offers.map((o) => (
                  <OfferCard key={o.id} offer={o} onEdit={() => setEditing(o)} />
                ))}
              </div>
            )}
          </TabsContent>
          <TabsContent value="requests">
            {q.data.requests.length === 0 ? (
              <EmptyLine>{tm(M.noIncoming)}</EmptyLine>
            ) : (
              <div className="grid gap-3">
                {q.data.requests.map((r) => (
                  <RequestCard key={r.id} request={r} />
                ))}
              </div>
            )}
          </TabsContent>
          <TabsContent value="licenses">
            {q.data.licenses.length === 0 ? (
              <EmptyLine>{tm(M.noIssued)}</EmptyLine>
            ) : (
              <div className="grid gap-3">
                {q.data.licenses.map((l) => (
                  <LicenseCard key={l.id} license={l} />
                ))}
              </div>
            )}
          </TabsContent>
        </Tabs>
      )}
      {creating || editing ? (
        <Suspense fallback={null}>
          <OfferDialog
            open
            offer={editing}
            onOpenChange={(open) => {
              if (open) return;
              setCreating(false);
              setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function OfferCard({ offer: o, onEdit }: { offer: LicenseOffer; onEdit: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const withdraw = useWithdrawOffer();
  return (
    <article className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[8rem_1fr]" data-testid="my-offer">
      <Thumb url={o.item.thumb_url} nsfw={o.item.nsfw} title={o.item.title} className="w-full max-w-56 sm:w-32" />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{o.item.title || t('licensing.untitled', 'Untitled item')}</h3>
          {o.status === 'withdrawn' ? (
            <Badge variant="outline">{t('licensing.offers.withdrawn', 'Withdrawn')}</Badge>
          ) : o.requestable ? (
            <Badge variant="success">{t('licensing.offers.open', 'Open for requests')}</Badge>
          ) : (
            <Badge variant="warning">{t('licensing.offers.notRequestable', 'Not requestable')}</Badge>
          )}
        </div>
        {o.blocked_reason ? <p className="text-sm text-warning">{tm(o.blocked_reason)}</p> : null}
        <TermsSummary terms={o.terms} />
        {o.visibility === 'businesses' ? (
          <p className="text-xs text-muted-foreground">{t('licensing.offers.businessesOnly', 'Shown to studios and businesses only.')}</p>
        ) : null}
        {o.status === 'active' ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t('licensing.offers.changeTerms', 'Change terms')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirm(true)}>
              {t('licensing.offers.withdraw', 'Withdraw')}
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog open={confirm} onOpenChange={setConfirm}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('licensing.offers.confirmTitle', 'Withdraw this offer?')}</DialogTitle>
            <DialogDescription>
              {t(
                'licensing.offers.confirmText',
                'Open requests for it are cancelled and their senders told. Licenses already issued stay valid.',
              )}
            </DialogDescription>
          </DialogHeader>
          <FormError message={withdraw.error} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(false)}>
              {t('licensing.offers.keep', 'Keep it')}
            </Button>
            <Button
              variant="destructive"
              disabled={withdraw.busy}
              onClick={async () => {
                const r = await withdraw.submit(o.id, { success: { title: tm(M.offerWithdrawn) } });
                if (r.ok) setConfirm(false);
              }}
            >
              {withdraw.busy ? t('licensing.offers.withdrawing', 'Withdrawing...') : t('licensing.offers.withdrawOffer', 'Withdraw offer')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
