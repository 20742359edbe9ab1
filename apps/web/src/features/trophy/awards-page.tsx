import { TROPHY_MESSAGES as M } from '@mb/contract/trophy';
import { Trophy } from 'lucide-react';
import { EmptyState, ErrorState, Loading } from '../../components/page/states';
import { usePageMeta } from '../../components/page/use-page-meta';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/form-errors';
import { usePublicAwards } from './queries';
import { AwardRow } from './shared';

/** /apps/mb-trophy/awards: every launched award, newest first (anyone may read). */
export default function AwardsPage() {
  usePageMeta('Awards', 'Industry awards run on MB Trophy: nominate, vote, and see the winners.');
  const q = usePublicAwards();
  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8" aria-labelledby="awards-title">
      <h1 id="awards-title" className="text-2xl font-bold tracking-tight">
        Awards
      </h1>
      {q.isPending ? (
        <Loading label="Loading the awards..." className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </Loading>
      ) : q.isError ? (
        <ErrorState title={M.loadFailed} message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.awards.length === 0 ? (
        <EmptyState icon={Trophy} title="No awards" titleAs="h2">
          {M.noPublicAwards}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {q.data.awards.map((a) => (
            <AwardRow key={a.id} award={a} href={`/apps/mb-trophy/awards/${a.id}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
