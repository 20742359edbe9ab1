import { LOTTERY_MESSAGES as M } from '@mb/contract/lottery';
import { History, ShieldCheck, Ticket, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { DrawCard } from './draw-card';
import { useDraws } from './queries';

function ListSkeleton() {
  return (
    <Loading label={t('lottery.loading', 'Loading the draws...')} className="grid gap-3 sm:grid-cols-2">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </Loading>
  );
}

/** /digital-lottery (public, spec §2): current and past draws with prizes, windows and results. */
export default function LotteryPage() {
  usePageMeta(tm(M.title), tm(M.lead));
  const draws = useDraws();
  const session = useSession();
  const entered = new Set(draws.data?.entered ?? []);
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8" aria-labelledby="lottery-title">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id="lottery-title" className="text-3xl font-bold tracking-tight">
            {tm(M.title)}
          </h1>
          {draws.data?.can_manage ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to="/admin/lottery">
                  <Wrench aria-hidden />
                  {t('lottery.manage', 'Manage draws')}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/lottery-redeem">{t('lottery.redeemPrize', 'Redeem a prize')}</Link>
              </Button>
            </div>
          ) : null}
        </div>
        <p className="max-w-2xl text-muted-foreground">{tm(M.lead)}</p>
        <p
          className="flex max-w-2xl items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
          data-testid="no-purchase"
        >
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>
            {tm(M.noPurchase)} {session ? null : t('lottery.signInToTakePart', 'Sign in or join to take part.')}
          </span>
        </p>
      </header>

      {draws.isError ? (
        <ErrorState message={tm(M.loadFailed)} onRetry={() => void draws.refetch()} retrying={draws.isFetching} />
      ) : !draws.data ? (
        <ListSkeleton />
      ) : (
        <>
          <section className="grid gap-4" aria-labelledby="current-title">
            <h2 id="current-title" className="text-xl font-semibold">
              {t('lottery.current', 'Current draws')}
            </h2>
            {draws.data.current.length === 0 ? (
              <EmptyState icon={Ticket} title={t('lottery.noOpen', 'No open draws')}>
                {tm(M.noCurrent)}
              </EmptyState>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                {draws.data.current.map((d) => (
                  <DrawCard key={d.id} draw={d} entered={entered.has(d.id)} />
                ))}
              </div>
            )}
          </section>
          <section className="grid gap-4" aria-labelledby="past-title">
            <h2 id="past-title" className="text-xl font-semibold">
              {t('lottery.past', 'Past draws and results')}
            </h2>
            {draws.data.past.length === 0 ? (
              <EmptyState icon={History} title={t('lottery.noResults', 'No results yet')}>
                {tm(M.noPast)}
              </EmptyState>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2">
                {draws.data.past.map((d) => (
                  <DrawCard key={d.id} draw={d} entered={entered.has(d.id)} />
                ))}
              </div>
            )}
          </section>
        </>
      )}

      <section className="grid gap-3 rounded-lg border bg-card p-5 text-sm" aria-labelledby="how-title">
        <h2 id="how-title" className="text-lg font-semibold">
          {t('lottery.how.title', 'How the draws work')}
        </h2>
        <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
          <li>
            {t(
              'lottery.how.1',
              'Each draw has a prize, a number of winners, its rules and an entry window. Entering is free: one entry per member per draw.',
            )}
          </li>
          <li>
            {t(
              'lottery.how.2',
              'When a draw opens, we publish a fingerprint (SHA-256 commitment) of a secret random seed. Nobody can change the seed after that without the fingerprint giving it away.',
            )}
          </li>
          <li>
            {t(
              'lottery.how.3',
              "When entry closes, we reveal the seed. The winners follow from the seed and the published list of entries alone, by an algorithm written out on every draw's page, so anyone can re-run the draw in their browser and see “Verified”.",
            )}
          </li>
          <li>{t('lottery.how.4', "Winners are told by notification and e-mail, and find their redemption code on the draw's page.")}</li>
        </ul>
      </section>
    </section>
  );
}
