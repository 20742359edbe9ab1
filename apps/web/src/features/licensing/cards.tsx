import { type License, type LicenseOffer, type LicenseRequest, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { FileBadge } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { t, tm } from '../../lib/i18n';
import { dateText, LicenseStatusBadge, money, personName, RequestStatusBadge, TermsSummary, Thumb } from './parts';
import { useAnswerRequest, usePay } from './queries';

const RequestDialog = lazy(() => import('./request-dialog'));

const untitled = () => t('licensing.untitled', 'Untitled item');

const cardClass = 'grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[8rem_1fr]';

/** An offer in the catalogue: the item, who offers it, the terms, and the way to request a license. */
export function CatalogueCard({ offer }: { offer: LicenseOffer }) {
  const [open, setOpen] = useState(false);
  return (
    <article className={cardClass} data-testid="catalogue-offer" aria-label={offer.item.title || untitled()}>
      <Thumb url={offer.item.thumb_url} nsfw={offer.item.nsfw} title={offer.item.title} className="w-full max-w-56 sm:w-32" />
      <div className="grid min-w-0 gap-2">
        <div>
          <h3 className="font-semibold">{offer.item.title || untitled()}</h3>
          <p className="text-sm text-muted-foreground">{t('licensing.card.by', 'by {name}', { name: personName(offer.licensor) })}</p>
        </div>
        <TermsSummary terms={offer.terms} />
        {offer.note ? <p className="text-sm">{offer.note}</p> : null}
        <div>
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('licensing.card.request', 'Request a license')}
          </Button>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <RequestDialog mode="request" offer={offer} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** A request as either party sees it, with the answers it is the viewer's turn to give. */
export function RequestCard({ request: r }: { request: LicenseRequest }) {
  const answer = useAnswerRequest();
  const pay = usePay();
  const [counterOpen, setCounterOpen] = useState(false);
  const other = r.role === 'licensor' ? r.requester : r.licensor;
  const act = (a: 'accept' | 'decline' | 'withdraw') =>
    answer.submit(
      { id: r.id, answer: a },
      { success: { title: tm(a === 'accept' ? M.accepted : a === 'decline' ? M.declined : M.withdrawn) } },
    );
  return (
    <article className={cardClass} data-testid="license-request" data-status={r.status}>
      <Thumb url={r.item.thumb_url} nsfw={r.item.nsfw} title={r.item.title} className="w-full max-w-56 sm:w-32" />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{r.item.title || untitled()}</h3>
            <p className="text-sm text-muted-foreground">
              {r.role === 'licensor'
                ? t('licensing.card.requestedBy', 'Requested by {name}', { name: personName(other) })
                : t('licensing.card.offeredBy', 'Offered by {name}', { name: personName(other) })}{' '}
              · {dateText(r.updated_at)}
            </p>
          </div>
          <RequestStatusBadge status={r.status} />
        </div>
        <TermsSummary terms={r.terms} />
        {r.message ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('licensing.card.message', 'Message:')} </span>
            {r.message}
          </p>
        ) : null}
        {r.counter_note && r.status === 'countered' ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('licensing.card.counterNote', 'Counter-offer note:')} </span>
            {r.counter_note}
          </p>
        ) : null}
        {r.reason ? <p className="text-sm text-muted-foreground">{r.reason}</p> : null}
        <div className="flex flex-wrap gap-2">
          {r.role === 'licensor' && r.status === 'pending' ? (
            <>
              <Button size="sm" disabled={answer.busy} onClick={() => void act('accept')}>
                {t('licensing.card.accept', 'Accept')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCounterOpen(true)}>
                {t('licensing.card.counter', 'Counter')}
              </Button>
              <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => void act('decline')}>
                {t('licensing.card.decline', 'Decline')}
              </Button>
            </>
          ) : null}
          {r.role === 'licensor' && r.status === 'countered' ? (
            <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => void act('decline')}>
              {t('licensing.card.decline', 'Decline')}
            </Button>
          ) : null}
          {r.role === 'requester' && r.status === 'countered' ? (
            <Button size="sm" disabled={answer.busy} onClick={() => void act('accept')}>
              {t('licensing.card.acceptCounter', 'Accept counter-offer')}
            </Button>
          ) : null}
          {r.role === 'requester' && r.status === 'accepted' ? (
            <Button size="sm" disabled={pay.busy} onClick={() => void pay.submit(r.id)} data-testid="pay-license">
              {pay.busy
                ? t('licensing.card.opening', 'Opening payment...')
                : t('licensing.card.pay', 'Pay {price}', { price: money(r.terms.price_minor, r.terms.currency) })}
            </Button>
          ) : null}
          {r.role === 'requester' && ['pending', 'countered', 'accepted'].includes(r.status) ? (
            <Button size="sm" variant="ghost" disabled={answer.busy} onClick={() => void act('withdraw')}>
              {r.status === 'pending' ? t('licensing.card.withdraw', 'Withdraw') : t('licensing.card.walkAway', 'Walk away')}
            </Button>
          ) : null}
          {r.license_id ? (
            <Button size="sm" variant="outline" asChild>
              <Link to={`/apps/mb-licensing/licenses/${r.license_id}`}>
                <FileBadge aria-hidden />
                {t('licensing.card.view', 'View license')}
              </Link>
            </Button>
          ) : null}
        </div>
        <FormError message={answer.error ?? pay.error} />
      </div>
      {counterOpen ? (
        <Suspense fallback={null}>
          <RequestDialog mode="counter" request={r} open={counterOpen} onOpenChange={setCounterOpen} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** An issued license: the item, the code, its status and the parties; opens the license's page. */
export function LicenseCard({ license: l }: { license: License }) {
  return (
    <article className={cardClass} data-testid="license-card">
      <Thumb url={l.item.thumb_url} nsfw={l.item.nsfw} title={l.item.title} className="w-full max-w-56 sm:w-32" />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{l.item.title || untitled()}</h3>
            <p className="font-mono text-sm tracking-wide" data-testid="license-code">
              {l.code}
            </p>
          </div>
          <LicenseStatusBadge status={l.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {l.role === 'licensor'
            ? t('licensing.card.licensedTo', 'Licensed to {name}', { name: l.licensee.name })
            : t('licensing.card.from', 'From {name}', { name: l.licensor.name })}{' '}
          · {t('licensing.card.issued', 'issued {date}', { date: dateText(l.issued_at) })}
          {' · '}
          {l.expires_at
            ? l.status === 'expired'
              ? t('licensing.card.expired', 'expired {date}', { date: dateText(l.expires_at) })
              : t('licensing.card.expires', 'expires {date}', { date: dateText(l.expires_at) })
            : t('licensing.card.perpetual', 'perpetual')}
        </p>
        <div>
          <Button size="sm" variant="outline" asChild>
            <Link to={`/apps/mb-licensing/licenses/${l.id}`}>{t('licensing.card.open', 'Open license')}</Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export const EmptyLine = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid={testId}>
    {children}
  </p>
);
