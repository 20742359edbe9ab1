import { zodResolver } from '@hookform/resolvers/zod';
import { type AwardView, TROPHY_MESSAGES as M, nominateOtherInput, TROPHY_LIMITS } from '@mb/contract/trophy';
import { ArrowLeft, Check, Crown, Settings } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { NotFoundPage } from '../../components/page/not-found-page';
import { ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/form-errors';
import { t, tm } from '../../lib/i18n';
import { useAward, useNominate, useVote } from './queries';
import { PersonChip, PhaseBadge, personName, Windows } from './shared';

type Category = AwardView['categories'][number];

/**
 * /apps/mb-trophy/awards/{id}: an award as members and visitors see it. Nominations open: nominate
 * yourself or another member (who is asked to consent). Voting: the finalists, one vote per category.
 * Published: the results with the votes. Tallies are never shown before publication.
 */
export default function AwardPage() {
  const { awardId = '' } = useParams();
  const q = useAward(awardId);
  usePageMeta(q.data?.title ?? t('trophy.award', 'Award'), q.data?.description || t('trophy.award.meta', 'An award on MB Trophy.'));
  if (q.error instanceof ApiError && q.error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="award-title">
      <Link
        to="/apps/mb-trophy/awards"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('trophy.awards', 'Awards')}
      </Link>
      {q.isPending ? (
        <Loading label={t('trophy.award.loading', 'Loading the award...')} className="grid gap-3">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-40 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState
          title={tm(M.awardLoadFailed)}
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <AwardBody award={q.data} />
      )}
    </section>
  );
}

function AwardBody({ award: a }: { award: AwardView }) {
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="award-title" className="text-2xl font-bold tracking-tight break-words">
            {a.title}
          </h1>
          <PhaseBadge phase={a.phase} />
        </div>
        <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          {t('trophy.organizedBy', 'Organized by')} <PersonChip person={a.organizer} />
        </p>
        {a.description ? <p className="whitespace-pre-line">{a.description}</p> : null}
        <Windows award={a} />
        {a.viewer.is_organizer ? (
          <Button asChild size="sm" variant="outline" className="w-fit">
            <Link to={`/apps/mb-trophy/manage/${a.id}`}>
              <Settings aria-hidden />
              {t('trophy.manageThis', 'Manage this award')}
            </Link>
          </Button>
        ) : null}
      </header>
      {!a.viewer.signed_in ? (
        <p role="note" className="rounded-lg border bg-muted/40 p-4 text-sm">
          {tm(M.signInToTakePart)}{' '}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={`/auth?redirect=/apps/mb-trophy/awards/${a.id}`}
          >
            {t('trophy.signIn', 'Sign in')}
          </Link>
        </p>
      ) : a.phase === 'voting' && a.viewer.vote_refusal ? (
        <p role="note" className="rounded-lg border bg-muted/40 p-4 text-sm" data-testid="vote-refusal">
          {a.viewer.vote_refusal}
        </p>
      ) : null}
      {a.phase === 'published' ? <p className="text-sm text-muted-foreground">{tm(M.tieRule)}</p> : null}
      <ul className="grid gap-4">
        {a.categories.map((c) => (
          <CategoryCard key={c.id} award={a} category={c} />
        ))}
      </ul>
    </>
  );
}

function CategoryCard({ award: a, category: c }: { award: AwardView; category: Category }) {
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid="award-category" data-category={c.name}>
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold break-words">{c.name}</h2>
        {c.description ? <p className="text-sm text-muted-foreground">{c.description}</p> : null}
      </div>
      {a.phase === 'nominations' && a.viewer.signed_in && !a.viewer.nominate_refusal ? <NominateForm category={c} /> : null}
      {a.phase === 'scheduled' || a.phase === 'shortlisting' ? (
        <p className="text-sm text-muted-foreground">
          {a.phase === 'scheduled' ? tm(M.nominationsNotOpen) : t('trophy.shortlisting', 'The organizer is choosing the finalists.')}
        </p>
      ) : null}
      {a.phase === 'voting' || a.phase === 'closed' ? <Ballot award={a} category={c} /> : null}
      {a.phase === 'published' && c.results ? <Results category={c} /> : null}
    </li>
  );
}

const NOMINATE_FIELDS = ['nominee', 'statement'] as const;

function NominateForm({ category: c }: { category: Category }) {
  const nominate = useNominate();
  const form = useForm<z.input<typeof nominateOtherInput>, unknown, z.output<typeof nominateOtherInput>>({
    resolver: zodResolver(nominateOtherInput),
    defaultValues: { nominee: '', statement: '' },
  });
  const { errors } = form.formState;
  // An empty nominee nominates yourself, so "Nominate myself" skips the username's rule.
  const send = async (body: { nominee: string; statement: string }) => {
    const r = await nominate.submit(
      { categoryId: c.id, ...body },
      { form: { setError: form.setError, fields: NOMINATE_FIELDS }, success: { title: tm(body.nominee ? M.nominated : M.selfNominated) } },
    );
    if (r.ok) form.reset();
  };
  const nominateSelf = async () => {
    form.clearErrors();
    if (await form.trigger('statement')) await send({ nominee: '', statement: form.getValues('statement').trim() });
  };
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit(send)} data-testid="nominate-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('trophy.nominee', 'Member to nominate')}
          error={errors.nominee?.message}
          hint={t('trophy.nomineeHint', 'Their username. They are asked to accept.')}
        >
          {(p) => <Input {...p} placeholder={t('trophy.placeholder', '@username')} maxLength={64} {...form.register('nominee')} />}
        </Field>
        <Field label={t('trophy.why', 'Why (optional)')} error={errors.statement?.message}>
          {(p) => <Input {...p} maxLength={TROPHY_LIMITS.statementMax} {...form.register('statement')} />}
        </Field>
      </div>
      <FormError message={nominate.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={nominate.busy}>
          {t('trophy.nominate', 'Nominate')}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={nominate.busy} onClick={() => void nominateSelf()}>
          {t('trophy.nominateSelf', 'Nominate myself')}
        </Button>
      </div>
    </form>
  );
}

function Ballot({ award: a, category: c }: { award: AwardView; category: Category }) {
  const vote = useVote();
  if (c.finalists.length === 0) return <p className="text-sm text-muted-foreground">{tm(M.noFinalists)}</p>;
  const canVote = a.phase === 'voting' && a.viewer.signed_in && !a.viewer.vote_refusal && !c.my_vote;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" data-testid="finalists">
        {c.finalists.map((f) => (
          <li
            key={f.nomination_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
            data-testid="finalist"
          >
            <PersonChip person={f.nominee} />
            {c.my_vote === f.nomination_id ? (
              <Badge variant="success">
                <Check className="size-3" aria-hidden /> {t('trophy.yourVote', 'Your vote')}
              </Badge>
            ) : canVote ? (
              <Button
                size="sm"
                disabled={vote.busy}
                aria-label={t('trophy.voteFor', 'Vote for {name}', { name: personName(f.nominee) })}
                onClick={() =>
                  void vote.submit(
                    { categoryId: c.id, nominationId: f.nomination_id },
                    { success: { title: tm(M.voted) }, failure: (m) => ({ title: m ?? tm(M.saveFailed) }) },
                  )
                }
              >
                {t('trophy.vote', 'Vote')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {a.phase === 'closed' ? (
        <p className="text-sm text-muted-foreground">
          {t('trophy.votingClosed', 'Voting has closed. The results will be published soon.')}
        </p>
      ) : null}
    </div>
  );
}

function Results({ category: c }: { category: Category }) {
  const results = c.results ?? [];
  if (results.length === 0) return <p className="text-sm text-muted-foreground">{tm(M.noFinalists)}</p>;
  return (
    <ol className="grid gap-2" data-testid="results">
      {results.map((r) => (
        <li
          key={r.nomination_id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
          data-testid="result"
          data-winner={r.winner}
        >
          <span className="flex min-w-0 items-center gap-2">
            {r.winner ? <Crown className="size-4 shrink-0 text-warning" aria-label={t('trophy.winner', 'Winner')} /> : null}
            <PersonChip person={r.nominee} />
          </span>
          <span className="flex items-center gap-2 text-sm tabular-nums">
            {r.winner ? (
              <Badge variant="warning">{t('trophy.winner', 'Winner')}</Badge>
            ) : (
              <Badge variant="outline">{t('trophy.finalist', 'Finalist')}</Badge>
            )}
            {t('trophy.votes', '{count, plural, one {# vote} other {# votes}}', { count: r.votes })}
          </span>
        </li>
      ))}
    </ol>
  );
}
