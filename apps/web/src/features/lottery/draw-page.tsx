import { type DrawView, LOTTERY_MESSAGES as M } from '@mb/contract/lottery';
import { DRAW_ALGORITHM } from '@mb/contract/lottery-draw';
import { ArrowLeft, BadgeCheck, CalendarClock, CircleAlert, Gift, Lock, RefreshCw, ShieldCheck, Ticket, Trophy, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/form-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { eligibilityLabel, entriesText, ordinal, phaseText, statusLabel, when, windowText, winnersText } from './format';
import { useDraw, useEnter, useProof } from './queries';
import { type VerifyOutcome, verifyInBrowser } from './verify';

const STATUS_VARIANT = { draft: 'outline', scheduled: 'info', open: 'success', drawn: 'secondary', cancelled: 'outline' } as const;

/** The caller's side: sign in, enter, or their entry (with the prize code when it won). */
function TakePart({ view }: { view: DrawView }) {
  const session = useSession();
  const location = useLocation();
  const enter = useEnter();
  const d = view.draw;
  const mine = view.my_entry;
  if (mine) {
    const won = mine.winner_rank !== null;
    return (
      <Card data-testid="my-entry" className={won ? 'border-success/50' : undefined}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            {won ? <Trophy className="size-5 text-success" aria-hidden /> : <Ticket className="size-5 text-primary" aria-hidden />}
            {won
              ? d.winners_count > 1
                ? t('lottery.youWonPlace', 'You won {place} place!', { place: ordinal(mine.winner_rank ?? 1) })
                : t('lottery.youWon', 'You won!')
              : t('lottery.youAreIn', 'You are in this draw')}
          </CardTitle>
          <CardDescription>
            {t('lottery.yourEntryId', 'Your entry id:')}{' '}
            <span className="font-mono break-all text-foreground" data-testid="my-entry-id">
              {mine.entry_id}
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {won && mine.redemption_code ? (
            <>
              <p className="text-muted-foreground">
                {t('lottery.yourCode', 'Your redemption code. Show it to the staff to receive your prize; do not share it.')}
              </p>
              <p className="font-mono text-xl font-semibold tracking-wider whitespace-nowrap sm:text-2xl" data-testid="redemption-code">
                {mine.redemption_code}
              </p>
              {mine.redeemed_at ? (
                <Badge variant="success" className="w-fit" data-testid="redeemed">
                  {t('lottery.handedOver', 'Prize handed over {when}', { when: when(mine.redeemed_at) })}
                </Badge>
              ) : null}
            </>
          ) : d.status === 'drawn' ? (
            <p className="text-muted-foreground">{t('lottery.notWinner', 'Not a winner this time. Thank you for taking part.')}</p>
          ) : d.status === 'cancelled' ? (
            <p className="text-muted-foreground">{tm(M.cancelled)}</p>
          ) : (
            <p className="text-muted-foreground">
              {t('lottery.drawnWhenCloses', 'The winners are drawn when entry closes ({when}). Winners are told at once.', {
                when: when(d.closes_at),
              })}
            </p>
          )}
        </CardContent>
      </Card>
    );
  }
  if (d.status !== 'open' && d.status !== 'scheduled') return null;
  if (!session)
    return (
      <Button asChild>
        <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`} data-testid="sign-in-to-enter">
          {tm(M.signInToEnter)}
        </Link>
      </Button>
    );
  if (!view.can_enter)
    return (
      <p className="text-sm text-muted-foreground" data-testid="cannot-enter">
        {view.cannot_enter_reason ?? phaseText(d)}
      </p>
    );
  return (
    <div className="grid gap-2">
      <Button
        data-testid="enter-draw"
        disabled={enter.busy}
        onClick={() =>
          void enter.submit(d.id, {
            success: { title: tm(M.entered), description: t('lottery.entryIdHere', 'Your entry id is on this page.') },
          })
        }
      >
        <Ticket aria-hidden />
        {enter.busy ? t('lottery.entering', 'Entering...') : t('lottery.enterFree', 'Enter for free')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('lottery.noPurchaseShort', 'No purchase necessary. One entry per member.')}</p>
      <FormError message={enter.error} />
    </div>
  );
}

/** The commitment, and once drawn the seed, the ordered entries, the winners and the in-browser check. */
function Fairness({ view }: { view: DrawView }) {
  const d = view.draw;
  const drawn = d.status === 'drawn';
  const proof = useProof(d.id, drawn);
  const [outcome, setOutcome] = useState<VerifyOutcome | { error: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const mine = view.my_entry?.entry_id;

  const run = useCallback(async () => {
    if (!proof.data) return;
    setChecking(true);
    try {
      setOutcome(await verifyInBrowser(proof.data));
    } catch (e) {
      setOutcome({ error: e instanceof Error ? e.message : t('lottery.checkFailed', 'The check could not run.') });
    } finally {
      setChecking(false);
    }
  }, [proof.data]);

  // The check runs by itself once the proof is here; "Check again" re-runs it.
  useEffect(() => {
    void run();
  }, [run]);

  return (
    <section className="grid gap-4" aria-labelledby="fairness-title" id="fairness">
      <h2 id="fairness-title" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden />
        {t('lottery.check.title', 'Check this draw')}
      </h2>
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium">{t('lottery.check.commitment', 'Commitment (SHA-256 of the secret seed)')}</dt>
          <dd className={cn('text-muted-foreground', d.commitment ? 'font-mono text-xs break-all' : 'text-sm')} data-testid="commitment">
            {d.commitment ?? t('lottery.check.commitmentLater', 'Published when the draw opens.')}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium">{t('lottery.check.seed', 'Seed')}</dt>
          <dd className={cn('text-muted-foreground', d.seed ? 'font-mono text-xs break-all' : 'text-sm')} data-testid="seed">
            {d.seed ??
              (d.status === 'cancelled' ? t('lottery.check.neverRevealed', 'Never revealed: the draw was cancelled.') : tm(M.proofNotYet))}
          </dd>
        </div>
      </dl>

      {drawn ? (
        proof.isError ? (
          <ErrorState
            message={t('lottery.check.entriesFailed', 'Could not load the entry list.')}
            onRetry={() => void proof.refetch()}
            retrying={proof.isFetching}
          />
        ) : !proof.data ? (
          <Loading label={t('lottery.check.entriesLoading', 'Loading the entry list...')} className="grid gap-2">
            <Skeleton className="h-24 w-full" />
          </Loading>
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="grid content-start gap-2">
                <h3 className="text-sm font-medium">{t('lottery.check.winners', 'Winners')}</h3>
                {proof.data.winners.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('lottery.check.nobody', 'Nobody entered, so nobody won.')}</p>
                ) : (
                  <ol className="grid gap-1 text-sm" data-testid="winners">
                    {proof.data.winners.map((w, i) => (
                      <li key={w} className="flex flex-wrap items-baseline gap-2">
                        <span className="w-10 shrink-0 font-medium">{ordinal(i + 1)}</span>
                        <span className="font-mono text-xs break-all">{w}</span>
                        {w === mine ? <Badge variant="success">{t('lottery.check.you', 'You')}</Badge> : null}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
              <div className="grid content-start gap-2">
                <h3 className="text-sm font-medium">
                  {t('lottery.check.entries', 'Entries, in the order accepted ({count})', { count: proof.data.entries.length })}
                </h3>
                <ol className="max-h-64 overflow-auto rounded-md border p-2 font-mono text-xs" data-testid="entries">
                  {proof.data.entries.map((e, i) => (
                    <li key={e} className={e === mine ? 'rounded bg-accent px-1' : 'px-1'}>
                      <span className="text-muted-foreground tabular-nums">{i}. </span>
                      <span className="break-all">{e}</span>
                      {e === mine ? <span className="font-sans"> {t('lottery.check.yours', '(yours)')}</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-3" aria-live="polite">
              {checking || !outcome ? (
                <span className="text-sm text-muted-foreground">{t('lottery.check.checking', 'Checking in your browser…')}</span>
              ) : 'error' in outcome ? (
                <span className="inline-flex items-center gap-2 text-sm text-destructive" data-testid="verify-result">
                  <CircleAlert className="size-4" aria-hidden />
                  {outcome.error}
                </span>
              ) : outcome.ok ? (
                <span
                  className="inline-flex items-center gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-1.5 font-semibold text-success"
                  data-testid="verify-result"
                >
                  <BadgeCheck className="size-5" aria-hidden />
                  {outcome.label}
                </span>
              ) : (
                <span
                  className="inline-flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-1.5 font-semibold text-destructive"
                  data-testid="verify-result"
                >
                  <CircleAlert className="size-5" aria-hidden />
                  {outcome.label}: {outcome.message}
                </span>
              )}
              <Button variant="outline" size="sm" onClick={() => void run()} disabled={checking}>
                <RefreshCw aria-hidden className={checking ? 'animate-spin' : undefined} />
                {t('lottery.check.again', 'Check again')}
              </Button>
            </div>
          </>
        )
      ) : null}

      <details className="rounded-lg border bg-card p-4 text-sm">
        <summary className="cursor-pointer font-medium">
          {t('lottery.algo.title', 'How the winners are drawn ({algorithm})', { algorithm: DRAW_ALGORITHM })}
        </summary>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-muted-foreground">
          <li>
            {t(
              'lottery.algo.1',
              'When the draw opens, the server makes a secret random 32-byte seed and publishes SHA-256(seed), the commitment above.',
            )}
          </li>
          <li>
            {t('lottery.algo.2', 'Entries are numbered 0, 1, 2, … in the order they were accepted; the list above is in that order.')}
          </li>
          <li>
            {t(
              'lottery.algo.3',
              'When entry closes the seed is revealed. With n entries and k = min(winners, n), for place i = 0 … k−1 a whole number r in [0, n − i) is drawn, positions i and i + r of the list 0 … n−1 are swapped, and the entry now at position i wins place i + 1 (a Fisher–Yates shuffle, without replacement).',
            )}
          </li>
          <li>
            {t(
              'lottery.algo.4',
              "Each r comes from the next block HMAC-SHA256(key = seed, message = counter as an 8-byte big-endian number), the counter starting at 0 and rising by one per block. x is the block's first 4 bytes, big-endian. With m = n − i, a block with x ≥ 2³² − (2³² mod m) is skipped (so no entry is favoured) and the next counter is tried; otherwise r = x mod m.",
            )}
          </li>
          <li>
            {t(
              'lottery.algo.5',
              'Your browser re-runs exactly this with its own Web Crypto, from the published seed and entries, and compares.',
            )}
          </li>
        </ol>
      </details>
    </section>
  );
}

/** /digital-lottery/{id}: one draw for visitors and members: prize, rules, window, entry, results and the check. */
export default function DrawPage() {
  const { drawId = '' } = useParams();
  const view = useDraw(drawId);
  const d = view.data?.draw;
  usePageMeta(d?.title ?? tm(M.title), d ? `${d.prize} · ${winnersText(d.winners_count)}` : tm(M.lead));
  if (view.isPending)
    return (
      <Loading label={t('lottery.loadingDraw', 'Loading the draw...')} className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </Loading>
    );
  if (view.isError) {
    if (view.error instanceof ApiError && view.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <ErrorState message={tm(M.drawLoadFailed)} onRetry={() => void view.refetch()} retrying={view.isFetching} />
      </div>
    );
  }
  const v = view.data;
  const draw = v.draw;
  const closing = draw.status === 'open' && Date.parse(draw.closes_at) <= Date.now();
  return (
    <article className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-8 px-4 py-8" aria-labelledby="draw-title">
      <Link to="/digital-lottery" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t('lottery.allDraws', 'All draws')}
      </Link>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={STATUS_VARIANT[draw.status]}
            className={draw.status === 'cancelled' ? 'border-destructive/40 text-destructive' : undefined}
            data-testid="draw-status"
          >
            {statusLabel(draw.status)}
          </Badge>
          {draw.eligibility === 'verified' ? <Badge variant="outline">{t('lottery.verifiedMembers', 'Verified members')}</Badge> : null}
        </div>
        <h1 id="draw-title" className="text-3xl font-bold tracking-tight text-balance">
          {draw.title}
        </h1>
        <p className="flex items-start gap-2 text-lg">
          <Gift className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
          <span>{draw.prize}</span>
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          <dl className="grid gap-3 text-sm">
            <div className="flex gap-2">
              <dt className="sr-only">{t('lottery.entryWindowLabel', 'Entry window')}</dt>
              <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden />
              <dd>
                {t('lottery.entryWindow', 'Entry window {window}', { window: windowText(draw) })}
                <span className="block text-muted-foreground" data-testid="phase">
                  {phaseText(draw)}
                </span>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">{t('lottery.check.winners', 'Winners')}</dt>
              <Trophy className="size-5 shrink-0 text-primary" aria-hidden />
              <dd>{winnersText(draw.winners_count)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">{t('lottery.entriesLabel', 'Entries')}</dt>
              <Users className="size-5 shrink-0 text-primary" aria-hidden />
              <dd data-testid="entries-count">
                {entriesText(draw.entries_count)} · {eligibilityLabel(draw.eligibility)}
              </dd>
            </div>
          </dl>
          {closing ? (
            <p className="flex items-center gap-2 rounded-lg border border-info/40 bg-info/10 p-3 text-sm" role="status">
              <Lock className="size-4 text-info" aria-hidden />
              {tm(M.drawing)}
            </p>
          ) : null}
          <section className="grid gap-2" aria-labelledby="rules-title">
            <h2 id="rules-title" className="text-xl font-semibold">
              {t('lottery.rules', 'Rules')}
            </h2>
            <p className="whitespace-pre-line leading-relaxed">{draw.rules}</p>
            <p className="text-sm font-medium" data-testid="no-purchase">
              {tm(M.noPurchase)}
            </p>
          </section>
        </div>
        <aside className="grid content-start gap-3" aria-label={t('lottery.takePart', 'Take part')}>
          <TakePart view={v} />
        </aside>
      </div>

      <Fairness view={v} />
    </article>
  );
}
